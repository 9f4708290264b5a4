/**
 * Our Rspress search hooks module (`search.searchHooks` in rspress.config.ts).
 * - onSearch: symbol-aware ranking of the local results, or remote search when
 *   DOCS_SEARCH_API_URL was set at build time (see search-hooks.ts).
 * - In the browser, installs two small panel fixes: focus returns where it was when
 *   the panel closes (focus-return.ts), and Enter with nothing to open does nothing
 *   (enter-guard.ts). This module is loaded with the panel, on every page.
 */
import { decodeDirectory, type SymbolDirectory } from './directory';
import { installEnterGuard } from './enter-guard';
import { installFocusReturn } from './focus-return';
import type { RemoteSearchConfig } from './remote';
import { searchIndexAvailable } from '../../theme/search/indexStatus';
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

const INSTALLED = '__pactSearchPanelFixes';
if (typeof document !== 'undefined' && !(window as unknown as Record<string, unknown>)[INSTALLED]) {
  (window as unknown as Record<string, unknown>)[INSTALLED] = true;
  installFocusReturn(document);
  installEnterGuard(document);
}
