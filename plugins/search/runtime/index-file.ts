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
