import { describe, expect, it } from 'vitest';
import { rehypeInlineCode, splitCodeText } from './rehype';

describe('splitCodeText', () => {
  it('keeps a flag and each hyphenated path piece on one line, and leaves breaks at spaces and slashes', () => {
    expect(splitCodeText('--help')).toEqual([{ nobr: '--help' }]);
    expect(splitCodeText('@pact-toolbox/config')).toEqual([{ nobr: '@pact-toolbox/' }, 'config']);
    expect(splitCodeText('npm install @pact-toolbox/wallet-adapters')).toEqual(['npm install ', { nobr: '@pact-toolbox/' }, { nobr: 'wallet-adapters' }]);
    expect(splitCodeText('defineConfig')).toEqual(['defineConfig']);
  });
  it('keeps a short span with a space whole, and lets a longer one break at its spaces', () => {
    expect(splitCodeText('npm 0.2.0')).toEqual([{ nobr: 'npm 0.2.0' }]);
    expect(splitCodeText('main @ 823a06c')).toEqual([{ nobr: 'main @ 823a06c' }]);
    expect(splitCodeText('pact-toolbox start --port 8080')).toEqual([{ nobr: 'pact-toolbox' }, ' start ', { nobr: '--port' }, ' 8080']);
  });
});

describe('rehypeInlineCode', () => {
  it('rewrites inline code and leaves code blocks alone', () => {
    const inline = { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'bootstrap-node' }] };
    const block = { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'a-b' }] };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', children: [inline] }, { type: 'element', tagName: 'pre', children: [block] }] };
    rehypeInlineCode()(tree as never);
    expect(inline.children).toEqual([{ type: 'element', tagName: 'span', properties: { className: ['pt-nobr'] }, children: [{ type: 'text', value: 'bootstrap-node' }] }]);
    expect(block.children).toEqual([{ type: 'text', value: 'a-b' }]);
  });

  it('puts a <wbr> after a slash between pieces, so a long path wraps there and nowhere else', () => {
    const code = { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'owner/chainweb-node:latest' }] };
    rehypeInlineCode()({ type: 'root', children: [code] } as never);
    expect(code.children.map((c: { tagName?: string; type: string }) => c.tagName ?? c.type)).toEqual(['text', 'wbr', 'span']);
  });
});
