/** Where a language's (and version's) search index is, given the hash Rspress gave its file. */

/** Rspress's file name prefix for search indexes (SEARCH_INDEX_NAME in @rspress/shared). */
export const SEARCH_INDEX_NAME = 'search_index';

export function searchIndexURL(hashes: Record<string, string>, publicPath: string, lang?: string, version?: string): string | undefined {
  const hash = hashes[`${version ?? ''}###${lang ?? ''}`];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  return `${publicPath.replace(/\/+$/, '')}/static/${SEARCH_INDEX_NAME}${versionPart}${langPart}.${hash}.json`;
}

/**
 * A two-version site (the npm releases' reference under /npm/api/ beside main's under /api/) has a second index
 * per language for readers of the npm version: the guide and the npm reference, named with the version segment
 * Rspress uses ("search_index.npm.en.<hash>.json") and the same hash (plugins/search/version-split.ts writes it).
 */
export const NPM_INDEX_VERSION = 'npm';

/** The index a reader at `pathname` searches: the npm version's on its pages, the default one everywhere else. */
export function indexForPath(defaultUrl: string, pathname: string, publicPath: string, npmRoot: string): string {
  const base = publicPath.replace(/\/+$/, '');
  const route = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  if (!route.startsWith(npmRoot)) return defaultUrl;
  return defaultUrl.replace(`/${SEARCH_INDEX_NAME}.`, `/${SEARCH_INDEX_NAME}.${NPM_INDEX_VERSION}.`);
}
