/**
 * Where generated API pages live and what their routes look like: pure path
 * arithmetic shared by the page writer, the sidebar, the symbol table, the
 * search (which tells API pages from guide pages by route), the redirects and
 * the site config. Browser-safe: no Node imports.
 */

/** The folder of docs/ and the route segment the API reference lives under. */
export const API_SEGMENT = 'api';

/** The route of the API index page, and the prefix of every API route. */
export const API_ROUTE = `/${API_SEGMENT}/`;

/** The error reference: its file in docs/api and its route. */
export const ERRORS_FILE = 'errors.md';
export const ERRORS_ROUTE = `${API_ROUTE}errors`;

/** A package's page of the error reference: "network" → "errors/network.md", at "/api/errors/network". */
export function errorsPackageFile(name: string): string {
  return `${ERRORS_ROUTE.slice(API_ROUTE.length)}/${name}.md`;
}

/** Whether a route is the error reference's index or one of its package pages. */
export function isErrorsRoute(route: string): boolean {
  return route === ERRORS_ROUTE || route.startsWith(`${ERRORS_ROUTE}/`);
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
export function routeOf(file: string): string {
  const clean = file.replace(/\.md$/, '');
  if (clean === 'index') return API_ROUTE;
  if (clean.endsWith('/index')) return `${API_ROUTE}${clean.slice(0, -'index'.length)}`;
  return `${API_ROUTE}${clean}`;
}

/** The route of a package's page: "network" → "/api/network/". */
export function packageRoute(name: string): string {
  return `${API_ROUTE}${name}/`;
}

/** Whether a route belongs to the API reference ("/api/", "/api/network/", "/api/network/classes/Foo"). */
export function isApiRoute(route: string): boolean {
  return route.startsWith(API_ROUTE);
}

/** The package a package page's route names ("/api/network/" → "network"); undefined for any other route. */
export function packageOfRoute(route: string): string | undefined {
  return new RegExp(`^${API_ROUTE}([^/]+)/$`).exec(route)?.[1];
}
