/**
 * Our Rspress search hooks module (`search.searchHooks` in rspress.config.ts).
 * onSearch: remote search when DOCS_SEARCH_API_URL was set at build time (see
 * search-hooks.ts). Local results arrive ranked from our PageSearcher.
 */
import { loadDirectory } from './directory-load';
import type { RemoteSearchConfig } from './remote';
import { createOnSearch } from './search-hooks';

declare const __PACT_SEARCH_REMOTE__: RemoteSearchConfig | null | undefined;

const remote = typeof __PACT_SEARCH_REMOTE__ === 'undefined' ? undefined : (__PACT_SEARCH_REMOTE__ ?? undefined);

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return response.json();
}

export const onSearch = createOnSearch({
  remote,
  directory: loadDirectory,
  getJson,
  lang: () => (typeof document === 'undefined' ? '' : document.documentElement.lang),
  logError: (...args) => console.error(...args),
});
