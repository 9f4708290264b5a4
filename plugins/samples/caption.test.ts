import remarkParse from 'remark-parse';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { SampleChecker, SampleOutcome } from './check';
import { captionOf, checkLabels, firstError, npmLabel, toolkitImports } from './caption';
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
  it('names every source a sample compiles against', () => {
    expect(captionOf([{ label: 'main @ 823a06c', outcome: ok }, { label: 'npm (transaction 0.2.0)', outcome: ok }])).toEqual({
      text: 'Checked against main @ 823a06c and npm (transaction 0.2.0).',
      warn: false,
    });
  });
  it('says so, with the first error, when it does not compile against npm', () => {
    const caption = captionOf([
      { label: 'main @ 823a06c', outcome: ok },
      { label: 'npm (network 0.4.0)', outcome: failed("TS2305: Module '\"@pact-toolbox/network\"' has no exported member 'createNetwork'.\nmore") },
    ]);
    expect(caption).toEqual({
      text: "Checked against main @ 823a06c. Does not compile against npm (network 0.4.0): TS2305: Module '\"@pact-toolbox/network\"' has no exported member 'createNetwork'.",
      warn: true,
    });
  });
  it('cuts a long first error', () => {
    expect(firstError(failed('x'.repeat(400)), 20)).toBe(`${'x'.repeat(19)}…`);
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

  it('puts the caption right under the sample, checked against main and npm', async () => {
    const out = await html(page, { checker: checker(ok), npmChecker: checker(failed('TS2305: no member')), sources, strict: false, root: '/docs' });
    expect(out).toMatch(/<\/pre>\n<p class="pt-sample-source pt-sample-source--warn">Checked against main @ 823a06c\. Does not compile against npm \(transaction 0\.2\.0\): TS2305: no member<\/p>\n<p>After\.<\/p>/);
  });
  it('adds no caption without sources', async () => {
    expect(await html(page, { checker: checker(ok), strict: false, root: '/docs' })).not.toContain('pt-sample-source');
  });
});
