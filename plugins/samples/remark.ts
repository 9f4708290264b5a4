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
import { pointedMessage } from '../../api-gen/pointed-error';
import path from 'node:path';
import type { Code, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { SampleSources } from '../../api-gen/sample-sources';
import { captionNode, captionOf, checkLabels, toolkitImports, type Caption, type MarkTarget } from './caption';
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
  /** Build from source with the published packages at hand: samples that compile against main but not against npm. */
  npmFailed?: number;
}

export interface SampleCheckOptions {
  checker: SampleChecker;
  strict: boolean;
  /** Where documents live, to name pages relative to it. */
  root: string;
  /**
   * Every problem of one page, strict or not, and (a build from source) the samples' errors against npm, which
   * the page does not print (not called for a page without either).
   */
  onFailures?(problems: SampleProblem[], npmProblems: SampleProblem[]): void;
  /** Each page's counts, every time it is compiled. */
  onPage?(tally: PageTally): void;
  /** What the build checks against, for the caption under each sample (./caption.ts); no captions without it. */
  sources?: SampleSources;
  /** Build from source: a checker against the published packages; its failures mark the caption, never fail the build. */
  npmChecker?: SampleChecker;
  /** Where a caption's "not in npm" mark links for a package (./caption.ts); unlinked marks without it. */
  markTarget?: MarkTarget;
}

export class SampleCheckError extends Error {}

export function formatProblem(p: SampleProblem): string {
  return `${p.page}:${p.line}: ${p.message}`;
}

/** What a strict build says about a sample: `file:line:column`, the line quoted, the fix. */
const SAMPLE_FIX = 'Fix the sample against the API it imports (a sample meant to fail declares its errors with "// @errors: <code>").';

export function remarkSampleCheck(options: SampleCheckOptions) {
  return (tree: Root, file: { path?: string; history?: string[]; value?: unknown }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    const page = path.relative(options.root, filePath) || filePath;
    const samples = collectSamples(tree, page);
    if (!samples.length) return;
    const problems: SampleProblem[] = [];
    const npmProblems: SampleProblem[] = [];
    const tally: PageTally = { page, total: samples.length, passed: 0, counterExamples: 0, ...(options.npmChecker ? { npmFailed: 0 } : {}) };
    const captions = new Map<Code, Caption>();
    for (const { node, sample } of samples) {
      const outcome: SampleOutcome = options.checker.check(sample);
      if (options.sources) {
        const imports = toolkitImports(sample.code);
        let npm: SampleOutcome | undefined;
        if (checkLabels(imports, options.sources).npm && options.npmChecker && outcome.status !== 'failed') {
          npm = options.npmChecker.check(sample);
          if (npm.status === 'failed') {
            tally.npmFailed! += 1;
            npmProblems.push(...npm.problems);
          }
        }
        captions.set(node, captionOf({ imports, primary: outcome, npm }, options.sources, options.markTarget ?? (() => undefined)));
      }
      if (outcome.status === 'failed') {
        problems.push(...outcome.problems);
        node.value = visibleCode(node.value);
        continue;
      }
      tally.passed++;
      if (outcome.status === 'counter-example') tally.counterExamples++;
      node.meta = withMetaWord(node.meta, CHECKED_META);
    }
    if (captions.size) addCaptions(tree, captions);
    options.onPage?.(tally);
    // Reported in full before a strict failure too: the bundler's error output truncates long messages.
    if (problems.length || npmProblems.length) options.onFailures?.(problems, npmProblems);
    if (!problems.length) return;
    if (options.strict) {
      const shown = path.isAbsolute(filePath) ? path.relative(process.cwd(), filePath) : filePath;
      const text = typeof file.value === 'string' ? file.value : undefined;
      throw new SampleCheckError(
        `${page}: ${problems.length} type error(s) in code samples:\n${problems.map((p) => pointedMessage({ file: shown, line: p.line, column: p.column }, p.message, SAMPLE_FIX, text)).join('\n')}\nOr build without DOCS_STRICT=1 to list them instead.`,
      );
    }
  };
}

/** Puts each sample's caption right under its fence. */
function addCaptions(tree: Root, captions: Map<Code, Caption>): void {
  visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
    const caption = captions.get(node);
    if (!caption || !parent || typeof index !== 'number') return;
    parent.children.splice(index + 1, 0, captionNode(caption));
    return index + 2;
  });
}
