/**
 * Puts the results of the API examples' compile (./check.ts, done before the
 * build) on the generated pages: one quiet line under each example that does
 * not compile (its text stays as written), and on each package page the count
 * ("3 of 41 examples do not compile against npm 0.2.0") under its version line.
 */
import path from 'node:path';
import type { Code, Parent, Paragraph, Root, RootContent } from 'mdast';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import { elementNode } from '../run-samples/remark';
import { countLine, failureLine, type PackageCount, type VersionExamples } from './check';
import { exampleLang } from './examples';

export const FAILS_CLASS = 'pt-example-fails';
export const COUNT_CLASS = 'pt-example-count';

export interface ExampleMarksOptions {
  root: string;
  /** Each version's results (undefined or empty: nothing was compiled). */
  versions: () => readonly VersionExamples[] | undefined;
}

const key = (page: string, code: string) => `${page}\0${code}`;

/** What the pages need, indexed: failures by page and code, counts by package page. */
export function indexResults(versions: readonly VersionExamples[]): { failures: Map<string, { error: string; against: string }>; counts: Map<string, PackageCount> } {
  const failures = new Map<string, { error: string; against: string }>();
  const counts = new Map<string, PackageCount>();
  for (const v of versions) {
    const against = new Map(v.counts.map((c) => [c.pkg, c.against]));
    for (const r of v.results) if (r.error) failures.set(key(r.page, r.code), { error: r.error, against: against.get(r.pkg) ?? '' });
    for (const c of v.counts) counts.set(`${v.dir}/${c.pkg}/index.md`, c);
  }
  return { failures, counts };
}

const isVersionLine = (node: RootContent) => node.type === 'paragraph' && (node as Paragraph).children[0]?.type === 'text' && /^Version:/.test(((node as Paragraph).children[0] as { value: string }).value);

export function remarkExampleMarks(options: ExampleMarksOptions) {
  let indexed: ReturnType<typeof indexResults> | undefined;
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const versions = options.versions();
    if (!versions?.length) return;
    indexed ??= indexResults(versions);
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
      if (!failure) return;
      parent.children.splice(index + 1, 0, elementNode(h('p', { class: FAILS_CLASS }, [failureLine(failure.error, failure.against)])));
      return index + 2;
    });
  };
}
