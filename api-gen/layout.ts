/**
 * Where generated pages live and how they link: pure path arithmetic shared
 * by the page writer, the sidebar and the symbol table.
 */

/** Folder names typedoc-plugin-markdown uses per reflection kind, with their labels. */
export const KIND_LABELS: Record<string, string> = {
  namespaces: 'Namespaces',
  classes: 'Classes',
  interfaces: 'Interfaces',
  'type-aliases': 'Type Aliases',
  functions: 'Functions',
  variables: 'Variables',
  enumerations: 'Enumerations',
};

export const KIND_ORDER = Object.keys(KIND_LABELS);

/** The route of a generated file: "network/classes/Foo.md" → "/api/network/classes/Foo". */
export function routeOf(file: string): string {
  const clean = file.replace(/\.md$/, '');
  if (clean === 'index') return '/api/';
  if (clean.endsWith('/index')) return `/api/${clean.slice(0, -'index'.length)}`;
  return `/api/${clean}`;
}

/** The CLI's command tree (workspace mode only), written next to symbols.json in docs/api/_data. */
export const CLI_DATA_FILE = 'cli.json';

/** The toolkit CLI's entry file in a checkout; its command tree is read from there. */
export const CLI_ENTRY = 'apps/cli/src/cli.ts';
/** The search's symbol directory api-gen writes into the API data folder (read by search/setup.ts). */
export const SEARCH_DIRECTORY_FILE = 'search-directory.json';
