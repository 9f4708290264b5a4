/**
 * The panel's no-results slot (swapped in for Rspress's by plugins/theme-modules/index.ts):
 * Rspress's "No results for …" as it is, unless the search index could not be
 * downloaded; then it says so, since no query can find anything until the next
 * search retries the download (PageSearcher.ts).
 */
import { NoSearchResult as RspressNoSearchResult } from '@rspress/core/dist/theme/components/Search/NoSearchResult.js';
import { IconEmpty, SvgWrapper } from '@rspress/core/theme-original';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { useText } from '../../../lib/runtime/useText';
import { indexFailed, onIndexStatus } from './index-status';

export function NoSearchResult(props: ComponentProps<typeof RspressNoSearchResult>) {
  const failed = useSyncExternalStore(onIndexStatus, indexFailed, () => false);
  const text = useText();
  if (!failed) return <RspressNoSearchResult {...props} />;
  return (
    <div className="rp-no-search-result pt-search-failed" role="alert">
      <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" />
      <p className="rp-no-search-result__text">{text('ptSearchIndexFailed')}</p>
    </div>
  );
}
