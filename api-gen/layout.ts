/**
 * Where generated API pages live and what their routes look like: pure path
 * arithmetic shared by the page writer, the sidebar, the symbol table, the
 * search (which tells API pages from guide pages by route), the redirects and
 * the site config. Browser-safe: no Node imports.
 */

/** The folder of docs/ and the route segment the API reference lives under. */
export const API_SEGMENT = 'api';

/** The route of the API index page, and the prefix of every API route of the default version. */
export const API_ROUTE = `/${API_SEGMENT}/`;

/**
 * The second version of the reference: in a site that documents both the toolkit's main branch (at `/api/`) and
 * its npm releases, the releases live under this prefix (`docs/npm/api/` → `/npm/api/…`). A site with one
 * version has only `/api/`.
 */
export const NPM_SEGMENT = 'npm';
export const NPM_API_ROUTE = `/${NPM_SEGMENT}${API_ROUTE}`;

/** Every route prefix an API reference can live under, longest first. */
export const API_ROOTS = [NPM_API_ROUTE, API_ROUTE] as const;
export type ApiRoot = (typeof API_ROOTS)[number];

/** The API root a route belongs to ("/npm/api/x/" → "/npm/api/"), or undefined for a guide route. */
export function apiRootOf(route: string): ApiRoot | undefined {
  return API_ROOTS.find((root) => route.startsWith(root));
}

/** The same route under another API root ("/api/x/classes/Y" → "/npm/api/x/classes/Y"); a guide route is returned unchanged. */
export function rebaseRoute(route: string, to: ApiRoot): string {
  const from = apiRootOf(route);
  return from ? `${to}${route.slice(from.length)}` : route;
}

/** The error reference: its file in docs/api and its route. */
export const ERRORS_FILE = 'errors.md';
export const ERRORS_ROUTE = `${API_ROUTE}errors`;

/** The error reference's folder in docs/api ("errors"), beside its index page. */
export const ERRORS_DIR = ERRORS_ROUTE.slice(API_ROUTE.length);

/** How a package's later pages of the error reference are named: "wallet-adapters" part 2 → "wallet-adapters-part-2". */
const PART_SUFFIX = '-part-';

/**
 * A package's page of the error reference: "network" → "errors/network.md", at "/api/errors/network". A package
 * with more messages than one page holds has more pages: part 2 → "errors/network-part-2.md".
 */
export function errorsPackageFile(name: string, part = 1): string {
  return `${ERRORS_DIR}/${name}${part > 1 ? `${PART_SUFFIX}${part}` : ''}.md`;
}

/**
 * The package and part of an error reference path inside a tree ("errors/network-part-2" → network, 2); undefined
 * for the index ("errors") and anything outside the folder.
 */
export function errorsPageOf(treePath: string): { packageName: string; part: number } | undefined {
  if (!treePath.startsWith(`${ERRORS_DIR}/`)) return undefined;
  const rest = treePath.slice(ERRORS_DIR.length + 1).replace(/\.md$/, '');
  const m = new RegExp(`^(.+)${PART_SUFFIX}(\\d+)$`).exec(rest);
  return m ? { packageName: m[1], part: Number(m[2]) } : { packageName: rest, part: 1 };
}

/** Whether a route is the error reference's index ("/api/errors", "/npm/api/errors"), the page listing every package's messages. */
export function isErrorsIndexRoute(route: string): boolean {
  const root = apiRootOf(route);
  return !!root && route === `${root}${ERRORS_ROUTE.slice(API_ROUTE.length)}`;
}

/** Whether a route is the error reference's index or one of its package pages. */
export function isErrorsRoute(route: string): boolean {
  const root = apiRootOf(route);
  const errors = root && `${root}${ERRORS_ROUTE.slice(API_ROUTE.length)}`;
  return !!errors && (route === errors || route.startsWith(`${errors}/`));
}

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

/** Whether a route segment is one of the kind folders ("classes", "type-aliases", …). */
export function isKindFolder(segment: string): boolean {
  return Object.hasOwn(KIND_LABELS, segment);
}

/** The route of a generated file: "network/classes/Foo.md" → "/api/network/classes/Foo". */
export function routeOf(file: string, root: ApiRoot = API_ROUTE): string {
  const clean = file.replace(/\.md$/, '');
  if (clean === 'index') return root;
  if (clean.endsWith('/index')) return `${root}${clean.slice(0, -'index'.length)}`;
  return `${root}${clean}`;
}

/** The route of a package's page: "network" → "/api/network/" (or under another root). */
export function packageRoute(name: string, root: ApiRoot = API_ROUTE): string {
  return `${root}${name}/`;
}

/** Whether a route belongs to an API reference ("/api/", "/api/network/", "/npm/api/network/classes/Foo"). */
export function isApiRoute(route: string): boolean {
  return apiRootOf(route) !== undefined;
}

/** The package a package page's route names ("/api/network/", "/npm/api/network/" → "network"); undefined for any other route. */
export function packageOfRoute(route: string): string | undefined {
  const root = apiRootOf(route);
  const name = root ? /^([^/]+)\/$/.exec(route.slice(root.length))?.[1] : undefined;
  return name === ERRORS_ROUTE.slice(API_ROUTE.length) ? undefined : name;
}

/** The package any API route belongs to ("/npm/api/network/classes/Foo" → "network"); undefined for the index and guide routes. */
export function packageOfApiRoute(route: string): string | undefined {
  const root = apiRootOf(route);
  const first = root ? route.slice(root.length).split('/')[0] : '';
  return first && !first.includes('.') && first !== ERRORS_ROUTE.slice(API_ROUTE.length) ? first : undefined;
}

/** A package's all-items page (every export A to Z, api-gen/package-index.ts), beside its index. */
export const ALL_ITEMS_PAGE = 'all';
/** Whether a route is a package's all-items page, in either version: "/api/network/all", "/npm/api/network/all". */
export function isAllItemsRoute(route: string): boolean {
  const root = apiRootOf(route);
  return !!root && new RegExp(`^[^/]+/${ALL_ITEMS_PAGE}$`).test(route.slice(root.length));
}

/** The change page of a package: what differs between its npm release and main (a site with both versions only). */
export const CHANGES_PAGE = 'changes';
export function changesRoute(name: string): string {
  return `${packageRoute(name)}${CHANGES_PAGE}`;
}

/** Whether a file path relative to the docs folder is a generated reference page ("api/…", "npm/api/…"), not the guide's. */
export function isGeneratedDocsPath(relative: string): boolean {
  const posix = relative.split('\\').join('/');
  return API_ROOTS.some((root) => posix.startsWith(root.slice(1)));
}

/** Kind folders whose pages document one declaration (a namespace page has no "Defined in" line of its own). */
const DECLARATION_FOLDERS = ['classes', 'interfaces', 'functions', 'type-aliases', 'variables', 'enumerations'];

/** Whether a page (path relative to docs/api) documents one declaration. */
export function isDeclarationPage(file: string): boolean {
  const parts = file.split('/');
  return parts.length >= 3 && DECLARATION_FOLDERS.includes(parts[parts.length - 2]);
}
