/**
 * Puts the results of the API examples' compile (./check.ts) and run
 * (./run.ts), both done before the build, on the generated pages: one quiet
 * line under each example that does not compile (its text stays as written),
 * the guide's "What this sends" panel under one that ran and sent something
 * (or one quiet line saying why a sending example was not run), and on each
 * package page the count ("3 of 41 examples do not compile against npm
 * 0.2.0") under its version line.
 */
import path from 'node:path';
import type { Code, Parent, Paragraph, Root, RootContent } from 'mdast';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import { elementNode, shownUnder } from '../run-samples/remark';
import type { RunOutcome } from '../run-samples/run';
import { countLine, failureLine, type PackageCount, type VersionExamples } from './check';
import { exampleLang } from './examples';
import { exampleId, threwLine, type ExampleRuns } from './run';

export const FAILS_CLASS = 'pt-example-fails';
export const COUNT_CLASS = 'pt-example-count';
export const THREW_CLASS = 'pt-example-threw';
/** What ran, as an API page's panel names it: the example, with the imports this reference compiles it with. */
export const EXAMPLE_SUBJECT = "the example (its package's exports imported, as for its compile)";

export interface ExampleMarksOptions {
  root: string;
  /** Each version's results (undefined or empty: nothing was compiled). */
  versions: () => readonly VersionExamples[] | undefined;
  /** The sending examples' runs (./run.ts; undefined: none ran or none was tried). */
  runs?: () => readonly ExampleRuns[] | undefined;
  /** How the panel names the run's network settings. */
  networksLabel?: string;
}

const key = (page: string, code: string) => `${page}\0${code}`;

/** What the pages need, indexed: failures and run outcomes by page and code, counts by package page. */
export function indexResults(versions: readonly VersionExamples[], runs: readonly ExampleRuns[] = []): { failures: Map<string, { error: string; against: string }>; counts: Map<string, PackageCount>; outcomes: Map<string, RunOutcome> } {
  const failures = new Map<string, { error: string; against: string }>();
  const counts = new Map<string, PackageCount>();
  const outcomes = new Map<string, RunOutcome>();
  const byId = new Map(runs.flatMap((run) => [...run.outcomes]));
  for (const v of versions) {
    const against = new Map(v.counts.map((c) => [c.pkg, c.against]));
    for (const r of v.results) {
      if (r.error) failures.set(key(r.page, r.code), { error: r.error, against: against.get(r.pkg) ?? '' });
      const outcome = byId.get(exampleId(r));
      if (outcome) outcomes.set(key(r.page, r.code), outcome);
    }
    for (const c of v.counts) counts.set(`${v.dir}/${c.pkg}/index.md`, c);
  }
  return { failures, counts, outcomes };
}

/** What goes under an example that sends: its panel, the quiet line of one that needs what a build lacks or threw before sending; else nothing. */
export function runMark(outcome: RunOutcome, networksLabel: string): RootContent | undefined {
  if (outcome.status === 'threw' && !outcome.requests.length) return elementNode(h('p', { class: THREW_CLASS }, [threwLine(outcome.error)]));
  const shown = shownUnder(outcome, networksLabel, EXAMPLE_SUBJECT);
  return shown && elementNode(shown);
}

const isVersionLine = (node: RootContent) => node.type === 'paragraph' && (node as Paragraph).children[0]?.type === 'text' && /^Version:/.test(((node as Paragraph).children[0] as { value: string }).value);

export function remarkExampleMarks(options: ExampleMarksOptions) {
  let indexed: ReturnType<typeof indexResults> | undefined;
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const versions = options.versions();
    if (!versions?.length) return;
    indexed ??= indexResults(versions, options.runs?.() ?? []);
    const page = path.relative(options.root, file.path ?? file.history?.[0] ?? '').split(path.sep).join('/');
    const count = indexed.counts.get(page);
    if (count) {
      const at = tree.children.findIndex(isVersionLine);
      const heading = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
      tree.children.splice((at >= 0 ? at : heading) + 1, 0, elementNode(h('p', { class: COUNT_CLASS }, [countLine(count)])));
    }
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!exampleLang(node.lang) || !parent || typeof index !== 'number') return;
      const failure = indexed!.failures.get(key(page, node.value));
      const outcome = indexed!.outcomes.get(key(page, node.value));
      const marks = [
        ...(failure ? [elementNode(h('p', { class: FAILS_CLASS }, [failureLine(failure.error, failure.against)]))] : []),
        // One that does not compile is not run; its failure line says why.
        ...(outcome && !failure ? [runMark(outcome, options.networksLabel ?? '')].filter((m): m is RootContent => !!m) : []),
      ];
      if (!marks.length) return;
      parent.children.splice(index + 1, 0, ...marks);
      return index + 1 + marks.length;
    });
  };
}
