/**
 * Which group a route belongs to (pure; the build and the browser both use it).
 * Routes are spread over groups by a hash of their path, with about
 * ROUTES_PER_GROUP routes a group, so the code a page loads to know its own
 * route stays the same size however many pages the site has.
 */

/** Routes per group, on average. */
export const ROUTES_PER_GROUP = 32;

/** A route's path as the router compares it: decoded, lower case, no `.html`, no `/index`, no trailing slash. */
export function routeKey(pathname: string): string {
  let key = pathname.replace(/[?#].*$/, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape: compare the path as written.
  }
  key = key.toLowerCase().replace(/\.html$/, '').replace(/\/index$/, '/');
  return key.length > 1 ? key.replace(/\/+$/, '') : key;
}

/** How many groups `routes` routes need. */
export function groupCount(routes: number): number {
  return Math.max(1, Math.ceil(routes / ROUTES_PER_GROUP));
}

/** The group of a route key: FNV-1a over its characters, modulo the number of groups. */
export function groupOf(key: string, groups: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % groups;
}
