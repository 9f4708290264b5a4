import remarkParse from 'remark-parse';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { unified } from 'unified';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportLine, samplesExpected } from './index';
import { markTargets } from './setup';
import type { SampleChecker, SampleOutcome, SampleProblem } from './check';
import { captionOf, checkLabels, failingPackage, npmLabel, toolkitImports, type MarkTarget } from './caption';
import { remarkSampleCheck } from './remark';

const ok: SampleOutcome = { status: 'ok', problems: [] };
const failed = (message: string): SampleOutcome => ({ status: 'failed', problems: [{ page: 'a.md', line: 3, message }] });
const sources = { main: 'main @ 823a06c', npm: { '@pact-toolbox/transaction': '0.2.0', '@pact-toolbox/chainweb-client': '0.1.0' } };

describe('toolkitImports and labels', () => {
  it('finds the toolkit modules a sample imports, subpaths folded into their package', () => {
    const code = "import { execution } from '@pact-toolbox/transaction';\nimport vite from '@pact-toolbox/unplugin/vite';\nimport x from 'react';\nconst m = await import(\"pact-toolbox\");";
    expect(toolkitImports(code)).toEqual(['@pact-toolbox/transaction', '@pact-toolbox/unplugin', 'pact-toolbox']);
  });
  it('names the npm versions of what the sample imports', () => {
    expect(npmLabel(['@pact-toolbox/transaction', '@pact-toolbox/config'], sources.npm)).toBe('npm (transaction 0.2.0)');
    expect(checkLabels(['@pact-toolbox/transaction'], sources)).toEqual({ primary: 'main @ 823a06c', npm: 'npm (transaction 0.2.0)' });
    expect(checkLabels(['@pact-toolbox/transaction'], { npm: sources.npm })).toEqual({ primary: 'npm (transaction 0.2.0)' });
    expect(checkLabels([], sources)).toEqual({ primary: 'TypeScript' });
  });
});

describe('captionOf', () => {
  const target: MarkTarget = (pkg) => (pkg === '@pact-toolbox/config' ? undefined : { href: `/api/${pkg.slice(14)}/changes`, changes: true });
  const imports = ['@pact-toolbox/transaction'];

  it('names every source a sample compiles against', () => {
    expect(captionOf({ imports, primary: ok, npm: ok }, sources, target)).toEqual({ text: 'Checked against main @ 823a06c and npm (transaction 0.2.0).' });
    expect(captionOf({ imports, primary: ok }, sources, target)).toEqual({ text: 'Checked against main @ 823a06c.' });
  });
  it('marks a sample that does not compile against npm quietly, linked to the change page, without the compiler error', () => {
    const caption = captionOf({ imports, primary: ok, npm: failed("TS2305: Module '\"@pact-toolbox/transaction\"' has no exported member 'execution'.") }, sources, target);
    expect(caption).toEqual({
      text: 'Checked against main @ 823a06c',
      mark: { text: 'not in npm (transaction 0.2.0)', href: '/api/transaction/changes', title: 'What changed in @pact-toolbox/transaction between npm 0.2.0 and main' },
    });
    expect(JSON.stringify(caption)).not.toMatch(/TS\d|exported member/);
  });
  it('names the package the error is about, not the first import: an unpublished module gets "not on npm", unlinked when the site has no page for it', () => {
    const both = ['@pact-toolbox/transaction', '@pact-toolbox/config'];
    expect(captionOf({ imports: both, primary: ok, npm: failed("TS2307: Cannot find module '@pact-toolbox/config' or its corresponding type declarations.") }, sources, target)).toEqual({
      text: 'Checked against main @ 823a06c',
      mark: { text: 'not on npm (config)' },
    });
  });
  it('links the package page when the build has no change page', () => {
    const toPackage: MarkTarget = (pkg) => ({ href: `/api/${pkg.slice(14)}/`, changes: false });
    expect(captionOf({ imports, primary: ok, npm: failed('TS2345: wrong argument') }, sources, toPackage).mark).toEqual({
      text: 'not in npm (transaction 0.2.0)',
      href: '/api/transaction/',
      title: '@pact-toolbox/transaction in the API reference',
    });
  });
  it('in a registry build, marks a sample written for main the same way', () => {
    expect(captionOf({ imports, primary: failed("TS2305: Module '\"@pact-toolbox/transaction\"' has no exported member 'x'.") }, { npm: sources.npm }, target)).toEqual({
      text: 'Written for main',
      mark: { text: 'not in npm (transaction 0.2.0)', href: '/api/transaction/changes', title: 'What changed in @pact-toolbox/transaction between npm 0.2.0 and main' },
    });
  });
  it('a sample that fails against what the build documents says so without the error', () => {
    expect(captionOf({ imports: [], primary: failed('TS2304: Cannot find name x') }, sources, target)).toEqual({ text: 'Does not compile against TypeScript; the build report lists the error.' });
  });
  it('finds the failing package in the errors, else the first import', () => {
    expect(failingPackage([{ page: 'a', line: 1, message: "TS2724: '\"@pact-toolbox/network/vite\"' has no exported member named 'y'." }], imports)).toBe('@pact-toolbox/network');
    expect(failingPackage([{ page: 'a', line: 1, message: 'TS2339: Property x does not exist' }], imports)).toBe('@pact-toolbox/transaction');
    expect(failingPackage([], [])).toBeUndefined();
  });
});

describe('remarkSampleCheck captions', () => {
  const checker = (outcome: SampleOutcome): SampleChecker => ({ check: () => outcome, rendered: () => undefined });
  const html = async (markdown: string, options: Parameters<typeof remarkSampleCheck>[0]) => {
    const processor = unified().use(remarkParse).use(remarkSampleCheck, options);
    const tree = (await processor.run(processor.parse(markdown), { path: "/docs/a.md", history: ["/docs/a.md"] } as never)) as unknown as Root;
    return toHtml(toHast(tree));
  };
  const page = "Text.\n\n```ts\nimport { execution } from '@pact-toolbox/transaction';\n```\n\nAfter.\n";
  const markTarget: MarkTarget = () => ({ href: '/api/transaction/changes', changes: true });

  it('puts the quiet mark right under the sample and hands the npm error to the report, not the page', async () => {
    const reported: [SampleProblem[], SampleProblem[]][] = [];
    const out = await html(page, {
      checker: checker(ok),
      npmChecker: checker(failed("TS2305: Module '\"@pact-toolbox/transaction\"' has no exported member 'execution'.")),
      sources,
      markTarget,
      strict: false,
      root: '/docs',
      onFailures: (problems, npmProblems) => reported.push([problems, npmProblems]),
    });
    expect(out).toContain(
      '</pre>\n<p class="pt-sample-source">Checked against main @ 823a06c · <a href="/api/transaction/changes" title="What changed in @pact-toolbox/transaction between npm 0.2.0 and main" class="pt-sample-mark">not in npm (transaction 0.2.0)</a></p>\n<p>After.</p>',
    );
    expect(out).not.toMatch(/TS2305|--warn/);
    expect(reported).toEqual([[[], [{ page: 'a.md', line: 3, message: "TS2305: Module '\"@pact-toolbox/transaction\"' has no exported member 'execution'." }]]]);
  });
  it('adds no caption without sources', async () => {
    expect(await html(page, { checker: checker(ok), strict: false, root: '/docs' })).not.toContain('pt-sample-source');
  });
});

describe('markTargets and the report line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mark-targets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'network'), { recursive: true });
  writeFileSync(path.join(dir, 'network/index.md'), '# network\n');
  mkdirSync(path.join(dir, 'crypto'), { recursive: true });
  writeFileSync(path.join(dir, 'crypto/index.md'), '# crypto\n');
  writeFileSync(path.join(dir, 'crypto/changes.md'), '# changes\n');

  it('links the change page where api-gen wrote one, else the package page, else nothing', () => {
    const target = markTargets(dir);
    expect(target('@pact-toolbox/crypto')).toEqual({ href: '/api/crypto/changes', changes: true });
    expect(target('@pact-toolbox/network')).toEqual({ href: '/api/network/', changes: false });
    expect(target('@pact-toolbox/config')).toBeUndefined();
  });
  it('logs a page only for errors against the build\'s own API; npm-only errors stay in the report file', () => {
    const problem = { page: 'a.md', line: 3, message: 'TS2307: x\nmore' };
    expect(reportLine('a.md', [{ ...problem, against: 'npm' }], 'source')).toBe('');
    expect(reportLine('a.md', [problem, { ...problem, against: 'npm' }], 'source')).toBe('samples: a.md: 1 type error(s) against the source API: line 3 TS2307: x');
    // A build of the npm packages expects the main-branch samples to fail: one summary line, not a line per page.
    expect(samplesExpected('registry')?.test([problem])).toBe(true);
    expect(samplesExpected('source')).toBeUndefined();
  });
});
