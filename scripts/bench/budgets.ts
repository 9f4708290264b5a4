/** The size budgets (PERFORMANCE.md's targets), read by `npm run bench` and tests/e2e/output-size.spec.ts. Data only. */

/**
 * JavaScript a reader's browser downloads for one page, gzip with headers, on a first visit: until the load event
 * and on until the network is idle (ours starts its scripts after the first paint, so they arrive after the load
 * event), as ./page-weight.ts counts it: 152 KB, on each of the page types `WEIGHED_PAGES` lists. It was 150 KB until
 * 2026-11-29, when three reader features put 0.45 KB (gzip) of code into the entry every page loads (the search
 * panel's filter chips, the error reference's parts as a sequence, the outline shown from its top again) and the
 * guide page measured 150.4 KB; 151 KB until 2026-11-30, when the published-packages table's "Same exports as main"
 * label put 24 bytes into the entry and the guide page measured 151.02 KB (PERFORMANCE.md).
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 152 * 1024;

/** The build of about 5,000 API pages (`npm run bench:scale`): at most 120 s and 2 GB peak resident memory. */
export const SCALE_BUILD_BUDGET = { pages: 5000, seconds: 120, peakMb: 2048 } as const;
