/**
 * The panel's no-results slot (swapped in for Rspress's by plugins/theme-modules/index.ts):
 * Rspress's "No results for …" as it is, unless the search index could not be
 * downloaded; then it says so, with a button that searches again (search-again.ts),
 * which downloads the index again (PageSearcher.ts), as the next typed search does.
 */
import { NoSearchResult as RspressNoSearchResult } from '@rspress/core/dist/theme/components/Search/NoSearchResult.js';
import { IconEmpty, SvgWrapper } from '@rspress/core/theme-original';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { useText } from '../../../lib/runtime/useText';
import { indexFailed, onIndexStatus } from './index-status';
import { searchAgain } from './search-again';
import { PANEL_INPUT_SELECTOR } from './selectors';
import './no-search-result.css';

function retry(): void {
  const field = document.querySelector<HTMLInputElement>(PANEL_INPUT_SELECTOR);
  if (field) searchAgain(field);
}

export function NoSearchResult(props: ComponentProps<typeof RspressNoSearchResult>) {
  const failed = useSyncExternalStore(onIndexStatus, indexFailed, () => false);
  const text = useText();
  if (!failed) return <RspressNoSearchResult {...props} />;
  return (
    <div className="rp-no-search-result pt-search-failed">
      <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" />
      <p className="rp-no-search-result__text" role="alert">
        {text('ptSearchIndexFailed')}
      </p>
      <button type="button" className="pt-search-retry" onClick={retry}>
        {text('ptSearchRetry')}
      </button>
    </div>
  );
}
