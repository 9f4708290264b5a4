/** How the bench builds a scaled copy of the site, ours and plain Rspress 2's, and the budget the 5,000-page build is held to. */
import { SCALE_BUILD_BUDGET } from './budgets';
import type { Run } from './measure';
import { PLAIN_CONFIG } from './plain';

/** Room for the bundler's JavaScript heap at 5,000 pages (it reaches 2–2.4 GB while compiling). */
const HEAP = '--max-old-space-size=4096';

export interface BuildCommand {
  /** Arguments to `rspress`. */
  args: string[];
  env: Record<string, string>;
}

/** Our build of the pages in `docs`, written to `out`. */
export const oursAtScale = (docs: string, out: string): BuildCommand => ({ args: ['build'], env: { DOCS_ROOT: docs, DOCS_OUT_DIR: out, NODE_OPTIONS: HEAP } });

/** Plain Rspress 2 over the same pages (./plain-rspress.config.ts), written to `out`. */
export const plainAtScale = (docs: string, out: string): BuildCommand => ({
  args: ['build', '-c', PLAIN_CONFIG],
  env: { DOCS_ROOT: docs, BENCH_PLAIN_OUT: out, RSPRESS_PERSISTENT_CACHE: 'false', NODE_OPTIONS: HEAP },
});

/** Whether a build kept to SCALE_BUILD_BUDGET (a build whose memory was not measured does not). */
export const withinScaleBudget = (run: Pick<Run, 'seconds' | 'peakMb'>): boolean =>
  run.seconds <= SCALE_BUILD_BUDGET.seconds && (run.peakMb ?? Infinity) <= SCALE_BUILD_BUDGET.peakMb;
