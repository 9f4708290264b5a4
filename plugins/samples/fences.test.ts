import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPageFiles } from './pages';
import { collectSamples, isCheckedPage, withMetaWord } from './fences';

const parse = (md: string) => unified().use(remarkParse).parse(md);

const page = ['# Page', '', '```ts title="a.ts"', 'const a = 1;', '```', '', '```bash', 'npm i', '```', '', '```tsx', '<div />;', '```', '', '```js', 'let b;', '```', '', '```pact', '(+ 1 2)', '```', '', '```', 'plain', '```'].join('\n');

describe('collectSamples', () => {
  it('takes ts, tsx and js fences with their opening line, code and meta', () => {
    const samples = collectSamples(parse(page), 'guide.mdx').map((s) => s.sample);
    expect(samples).toEqual([
      { page: 'guide.mdx', line: 3, lang: 'ts', code: 'const a = 1;', meta: 'title="a.ts"' },
      { page: 'guide.mdx', line: 11, lang: 'tsx', code: '<div />;', meta: null },
      { page: 'guide.mdx', line: 15, lang: 'js', code: 'let b;', meta: null },
    ]);
  });
  it('skips the generated API reference', () => {
    expect(isCheckedPage('api/transaction/index.md')).toBe(false);
    expect(isCheckedPage('packages/api.mdx')).toBe(true);
    expect(collectSamples(parse(page), 'api/x.md')).toEqual([]);
  });
});

describe('withMetaWord', () => {
  it('appends a word to the meta string', () => {
    expect(withMetaWord(null, 'checked-sample')).toBe('checked-sample');
    expect(withMetaWord('title="a.ts"', 'checked-sample')).toBe('title="a.ts" checked-sample');
  });
});

describe('checkPageFiles', () => {
  it('reads `{#anchor}` headings without moving the lines that follow', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anchors-'));
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, ['# Page', '', '## Doctor {#doctor}', '', '', '```ts', 'const a: number = "x";', '```', ''].join('\n'));
    const found: { line: number }[] = [];
    const checker = { check: (s: { line: number }) => (found.push(s), { status: 'ok' as const, problems: [] as [] }), rendered: () => undefined };
    await checkPageFiles([file], dir, checker, false);
    expect(found.map((s) => s.line)).toEqual([6]);
    rmSync(dir, { recursive: true, force: true });
  });
});
