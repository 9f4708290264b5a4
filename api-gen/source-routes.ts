/**
 * Where the release's source pages (./source-pages.ts) live in the site: pure
 * route arithmetic shared by api-gen, the plugin that copies them and the
 * theme's link component. Browser-safe: no Node imports.
 */
import { API_ROUTE } from './layout';

/** The route the source pages of an API reference live under: "/api/" → "/src/", "/npm/api/" → "/npm/src/". */
export function sourceRoute(apiRoute: string = API_ROUTE): string {
  return apiRoute.replace(/api\/$/, 'src/');
}

/** Every route source pages can live under, one per API reference version. */
export const SOURCE_ROUTES = [sourceRoute(), sourceRoute(`/npm${API_ROUTE}`)];

/** The address of a line of a release file: "/src/transaction/src/builder.ts#L42". */
export function sourcePageHref(route: string, pkg: string, file: string, line?: number): string {
  return `${route}${pkg}/${file.split('/').map(encodeURIComponent).join('/')}${line ? `#L${line}` : ''}`;
}

/** Whether a link (as written in a page, before the base path) opens a source page: a static file, not a route. */
export function isSourcePageHref(url: string | undefined, routes: readonly string[] = SOURCE_ROUTES): boolean {
  return !!url && routes.some((route) => url.startsWith(route));
}
