/**
 * The remark side of the sample check: compiles every `ts`/`tsx`/`js` fence of
 * a guide page (plugins/samples/check.ts) and prepares it for rendering.
 *
 * - A sample that type-checks gets the meta word `checked-sample`, the trigger
 *   of our twoslash Shiki transformer: it renders with hover types.
 * - One that does not is reported with page, line and message. Strict (the
 *   deploy): the build fails. Otherwise it is listed (see onFailures) and
 *   renders as plain highlighted code, its hidden preamble removed.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { SampleChecker, SampleOutcome, SampleProblem } from './check';
import { visibleCode } from './check';
import { collectSamples, withMetaWord } from './fences';

/** The meta word that makes the Shiki transformer render a fence with twoslash. */
export const CHECKED_META = 'checked-sample';
export const CHECKED_TRIGGER = new RegExp(`(?:^|\\s)${CHECKED_META}(?:\\s|$)`);

export interface PageTally {
  page: string;
  total: number;
  passed: number;
  counterExamples: number;
}

export interface SampleCheckOptions {
  checker: SampleChecker;
  strict: boolean;
  /** Where documents live, to name pages relative to it. */
  root: string;
  /** Every problem of one page, strict or not (not called for a page without problems). */
  onFailures?(problems: SampleProblem[]): void;
  /** Each page's counts, every time it is compiled. */
  onPage?(tally: PageTally): void;
}

export class SampleCheckError extends Error {}

export function formatProblem(p: SampleProblem): string {
  return `${p.page}:${p.line}: ${p.message}`;
}

export function remarkSampleCheck(options: SampleCheckOptions) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    const page = path.relative(options.root, filePath) || filePath;
    const samples = collectSamples(tree, page);
    if (!samples.length) return;
    const problems: SampleProblem[] = [];
    const tally: PageTally = { page, total: samples.length, passed: 0, counterExamples: 0 };
    for (const { node, sample } of samples) {
      const outcome: SampleOutcome = options.checker.check(sample);
      if (outcome.status === 'failed') {
        problems.push(...outcome.problems);
        node.value = visibleCode(node.value);
        continue;
      }
      tally.passed++;
      if (outcome.status === 'counter-example') tally.counterExamples++;
      node.meta = withMetaWord(node.meta, CHECKED_META);
    }
    options.onPage?.(tally);
    if (!problems.length) return;
    // Reported in full before a strict failure too: the bundler's error output truncates long messages.
    options.onFailures?.(problems);
    if (options.strict) {
      throw new SampleCheckError(
        `${page}: ${problems.length} type error(s) in code samples:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}\nFix the samples (a sample meant to fail declares its errors with "// @errors: <code>"), or build without DOCS_STRICT=1 to list them instead.`,
      );
    }
  };
}
