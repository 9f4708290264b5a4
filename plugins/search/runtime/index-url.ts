/**
 * The address of a language's (and version's) search index, as Rspress names
 * it: static/search_index[.<version>][.<lang>].<hash>.json. Rspress's own
 * `getSearchIndexURL` lives in its flexsearch provider, which would put
 * flexsearch and the whole page list in the first load; our searcher
 * (PageSearcher.ts) and the panel wrapper (SearchPanel.tsx, to start the
 * download on intent) read it here. Only `searchIndexHash` is read from the
 * page-data module, so the bundler leaves its page list out.
 */
import { searchIndexHash } from 'virtual-page-data';
import { searchIndexURL } from './index-file';

declare const __webpack_public_path__: string;

export function getSearchIndexURL(lang?: string, version?: string): string | undefined {
  return searchIndexURL(searchIndexHash, __webpack_public_path__, lang, version);
}
