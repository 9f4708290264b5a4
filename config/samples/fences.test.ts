import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
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
