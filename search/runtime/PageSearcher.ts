/**
 * Rspress's page searcher, except that a failed index fetch leaves an empty
 * index instead of an error state (SPEC §8: log the message, then search an
 * empty index). Rspress's provider logs the message itself.
 *
 * Rspress imports its searcher by a relative path, which a theme export cannot
 * reach; config/theme-modules.ts points that import here at build time.
 */
import { PageSearcher as RspressPageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import { setSearchIndexAvailable } from './indexStatus';

export class PageSearcher extends RspressPageSearcher {
  override async init(): Promise<void> {
    try {
      await super.init();
      setSearchIndexAvailable(true);
    } catch {
      // The provider's indexes stay unset, so every query matches nothing.
      setSearchIndexAvailable(false);
    }
  }
}
