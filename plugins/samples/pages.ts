/**
 * Runs the sample check over page files outside Rspress (scripts/check-samples.ts
 * and the tests), parsing them the way Rspress does: markdown with GFM, MDX for
 * `.mdx`, and `## Title {#anchor}` headings read before MDX sees them.
 */
import { readFileSync } from 'node:fs';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { SampleChecker, SampleProblem } from './check';
import { remarkSampleCheck, type PageTally } from './remark';

export interface PagesResult {
  tallies: PageTally[];
  problems: SampleProblem[];
}

/** Throws SampleCheckError on the first page with a problem when strict. */
export async function checkPageFiles(files: readonly string[], root: string, checker: SampleChecker, strict: boolean): Promise<PagesResult> {
  const result: PagesResult = { tallies: [], problems: [] };
  for (const file of files) {
    const processor = unified().use(remarkParse).use(remarkGfm);
    if (file.endsWith('.mdx')) processor.use(remarkMdx);
    processor.use(remarkSampleCheck, { checker, strict, root, onFailures: (p) => result.problems.push(...p), onPage: (t) => result.tallies.push(t) });
    // Same line count: only the anchor goes.
    const text = readFileSync(file, 'utf8').replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
    await processor.run(processor.parse(text), { path: file, history: [file], value: text } as never);
  }
  return result;
}
