/**
 * npm run samples [-- <page.mdx> …]
 * Type-checks the guide's code samples the way the site build does, without
 * building the site: against the module map of the last `npm run api`
 * (registry, or the checkout PACT_TOOLBOX_REPO pointed at). Prints every
 * problem with page and line, then the summary line; exits 1 on a problem.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { listFiles } from '../api-gen/fs-utils';
import { loadSampleSetup, summaryLine } from '../config/samples/setup';
import { formatProblem, remarkSampleCheck, type PageTally } from '../config/samples/remark';
import type { SampleProblem } from '../config/samples/check';

const projectDir = path.resolve(import.meta.dirname, '..');
const root = path.join(projectDir, process.env.DOCS_ROOT || 'docs');
const setup = loadSampleSetup(path.join(root, 'api/_data'), projectDir);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2).map((p) => path.resolve(p))
  : listFiles(root).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('api/')).map((f) => path.join(root, f));

const tallies: PageTally[] = [];
const problems: SampleProblem[] = [];
for (const file of pages) {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  processor.use(remarkSampleCheck, { checker: setup.checker, strict: false, root, onFailures: (p) => problems.push(...p), onPage: (t) => tallies.push(t) });
  // Rspress reads `## Title {#anchor}` before MDX does; plain MDX would take `{#anchor}` for an expression.
  const text = readFileSync(file, 'utf8').replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  await processor.run(processor.parse(text), { path: file, history: [file] } as never);
}
for (const p of problems) console.log(formatProblem(p));
console.log(summaryLine(tallies, setup.mode));
process.exit(problems.length ? 1 : 0);
