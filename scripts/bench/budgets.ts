/** The size budgets (PERFORMANCE.md's targets), read by `npm run bench` and tests/e2e/output-size.spec.ts. Data only. */

/**
 * JavaScript a reader's browser downloads for one page, gzip with headers, on a first visit: until the load event
 * and on until the network is idle (ours starts its scripts after the first paint, so they arrive after the load
 * event), as ./page-weight.ts counts it: 150 KB, on each of the page types `WEIGHED_PAGES` lists.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1024;

/** The build of about 5,000 API pages (`npm run bench:scale`): at most 120 s and 2 GB peak resident memory. */
export const SCALE_BUILD_BUDGET = { pages: 5000, seconds: 120, peakMb: 2048 } as const;
