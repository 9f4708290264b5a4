/** The output budget (PERFORMANCE.md's targets), read by `npm run bench` and tests/e2e/output-size.spec.ts. Data only. */

/** Every file of the built site (registry build, base "/"), summed as `dirSize` (./measure.ts) sums them: 19 MB. */
export const OUTPUT_BUDGET_BYTES = 19 * 1024 * 1024;
