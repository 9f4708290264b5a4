/**
 * The search index address as Rspress's search panel sees it: none. The panel uses it
 * only for a `<link rel="prefetch">`, which made the browser download the index a second
 * time beside the searcher's own fetch. Our searcher downloads it once, at the reader's
 * first sign of searching (index-fetch.ts, through index-url.ts), so config/theme-modules.ts
 * points the panel's import here and the panel renders no prefetch link.
 */
export function getSearchIndexURL(_lang?: string, _version?: string): string | undefined {
  return undefined;
}
