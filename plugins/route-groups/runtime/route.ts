/**
 * Replaces Rspress's runtime/route.js in the browser build (plugins/route-groups).
 * Rspress's version imports a table of every route into the first load; here
 * the routes come in groups (about 32 routes each, by a hash of the path),
 * loaded when a page of that group is opened, hovered or linked to. Same
 * exports as Rspress 2.0.22's module; the static render keeps Rspress's.
 */
import siteData from 'virtual-site-data';
import { loaders } from 'pact-toolbox-route-groups';
import { groupOf, routeKey } from './buckets';

export interface Route {
  path: string;
  element: unknown;
  filePath: string;
  preload: () => Promise<unknown>;
  lang: string;
  version: string;
}

const byKey = new Map<string, Route>();
/** Groups asked for (their load), and groups whose routes are in byKey. */
const groups = new Map<number, Promise<void>>();
const loaded = new Set<number>();

const groupOfPath = (pathname: string) => groupOf(routeKey(pathname), loaders.length);

/** Loads the group a path belongs to (once) and returns its route, or undefined when the site has no such page. */
export async function ensureRoute(pathname: string): Promise<Route | undefined> {
  const n = groupOfPath(pathname);
  let pending = groups.get(n);
  if (!pending) {
    pending = loaders[n]().then(({ routes }: { routes: Route[] }) => {
      for (const route of routes) byKey.set(routeKey(route.path), route);
      loaded.add(n);
    });
    // A failed load (offline, a new deploy) is retried by the next call.
    pending.catch(() => groups.delete(n));
    groups.set(n, pending);
  }
  await pending;
  return byKey.get(routeKey(pathname));
}

export function matchPath(pattern: string, pathname: string): { path: string } | null {
  return routeKey(pattern) === routeKey(pathname) ? { path: pattern } : null;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

/**
 * The route of a path, synchronously. Before its group has loaded the answer is
 * a stand-in whose preload waits for the group, so a link click still navigates
 * in the page (initPageData loads the group before anything renders).
 */
export function pathnameToRouteService(pathname: string): Route | undefined {
  const route = byKey.get(routeKey(pathname));
  if (route || loaded.has(groupOfPath(pathname))) return route;
  void ensureRoute(pathname).catch(() => undefined);
  return {
    path: pathname,
    element: null,
    filePath: '',
    preload: () => ensureRoute(pathname).then((found) => found?.preload()),
    lang: '',
    version: '',
  };
}

const site = siteData as { base: string; route?: { cleanUrls?: boolean; cleanUrlsRedirect?: boolean; prefetchLink?: boolean } };

/** The address a route is canonically served at under the site's base. */
function canonicalPathname(route: Route): string {
  let href = route.path;
  if (!site.route?.cleanUrls && !href.endsWith('.html')) href = href.endsWith('/') ? `${href}index.html` : `${href}.html`;
  return `${site.base.replace(/\/$/, '')}${href}`;
}

/** Rewrites an address such as /intro.html to the page's canonical one (once its group is loaded). */
export function redirectToCleanUrl(location: Location, history: History): boolean {
  if (site.route?.cleanUrlsRedirect === false) return false;
  const pathname = location.pathname.startsWith(site.base) ? `/${location.pathname.slice(site.base.length)}` : location.pathname;
  const apply = (route: Route | undefined) => {
    if (!route) return false;
    const canonical = canonicalPathname(route);
    if (location.pathname === canonical) return false;
    history.replaceState(history.state, '', `${canonical}${location.search}${location.hash}`);
    return true;
  };
  const known = byKey.get(routeKey(pathname));
  if (known) return apply(known);
  void ensureRoute(pathname).then(apply, () => false);
  return false;
}

export function preloadLink(link: string): void {
  if (site.route?.prefetchLink === false) return;
  void ensureRoute(link)
    .then((route) => route?.preload())
    .catch(() => undefined);
}
