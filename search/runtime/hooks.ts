/**
 * Our Rspress search hooks module (`search.searchHooks` in rspress.config.ts).
 * onSearch: symbol-aware ranking of the local results, or remote search when
 * DOCS_SEARCH_API_URL was set at build time (see search-hooks.ts). The panel's
 * keyboard and focus fixes live with the panel, in theme/search/.
 */
import { decodeDirectory, type SymbolDirectory } from './directory';
import type { RemoteSearchConfig } from './remote';
import { searchIndexAvailable } from './indexStatus';
import { createOnSearch } from './search-hooks';

declare const __PACT_SEARCH_REMOTE__: RemoteSearchConfig | null | undefined;

const remote = typeof __PACT_SEARCH_REMOTE__ === 'undefined' ? undefined : (__PACT_SEARCH_REMOTE__ ?? undefined);

let directory: Promise<SymbolDirectory | undefined> | undefined;

function loadDirectory(): Promise<SymbolDirectory | undefined> {
  directory ??= import('./directory-data').then((m) => (m.DIRECTORY ? decodeDirectory(m.DIRECTORY) : undefined));
  return directory;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return response.json();
}

export const onSearch = createOnSearch({
  remote,
  directory: loadDirectory,
  getJson,
  indexAvailable: searchIndexAvailable,
  lang: () => (typeof document === 'undefined' ? '' : document.documentElement.lang),
  logError: (...args) => console.error(...args),
});
