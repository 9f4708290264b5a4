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
import { NPM_API_ROUTE } from '../../../api-gen/layout';
import { indexForPath, searchIndexURL } from './index-file';

declare const __webpack_public_path__: string;

export function getSearchIndexURL(lang?: string, version?: string): string | undefined {
  const url = searchIndexURL(searchIndexHash, __webpack_public_path__, lang, version);
  // The reader searches the version they are on (a two-version site's npm pages have an index of their own).
  if (!url || version || typeof window === 'undefined') return url;
  return indexForPath(url, window.location.pathname, __webpack_public_path__, NPM_API_ROUTE);
}
