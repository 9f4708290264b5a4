import { describe, expect, it } from 'vitest';
import { rehypeInlineCode, splitCodeText, titleBreaks, typeBreaks } from './rehype';

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

describe('rehypeInlineCode on headings', () => {
  const text = (node: { type: string; value?: string; children?: unknown[] }): string =>
    node.type === 'text' ? node.value! : ((node.children ?? []) as never[]).map(text).join('');
  it('puts a <wbr> at every hump of a title, whatever its length, and keeps its text as it was', () => {
    const h1 = { type: 'element', tagName: 'h1', properties: { id: 'pacttransactionbuilder' }, children: [{ type: 'text', value: 'PactTransactionBuilder' }] };
    rehypeInlineCode()({ type: 'root', children: [h1] } as never);
    expect(h1.children.map((c: { tagName?: string; value?: string }) => c.tagName ?? c.value)).toEqual(['Pact', 'wbr', 'Transaction', 'wbr', 'Builder']);
    expect(text(h1)).toBe('PactTransactionBuilder');
    expect(h1.properties).toEqual({ id: 'pacttransactionbuilder' });
  });
  it('breaks a package title after its slash, and leaves section headings alone', () => {
    const h1 = { type: 'element', tagName: 'h1', children: [{ type: 'text', value: '@pact-toolbox/wallet-adapters' }] };
    const h2 = { type: 'element', tagName: 'h2', children: [{ type: 'text', value: 'Configure the DevNet' }] };
    rehypeInlineCode()({ type: 'root', children: [h1, h2] } as never);
    expect(h1.children.map((c: { tagName?: string; value?: string }) => c.tagName ?? c.value)).toEqual(['span', 'wbr', 'span']);
    expect(text(h1)).toBe('@pact-toolbox/wallet-adapters');
    // Section headings stay as written: Rspress's outline reads their HTML, where a <wbr> would show as text.
    expect(h2.children).toEqual([{ type: 'text', value: 'Configure the DevNet' }]);
  });
  it('breaks the code of a section heading at the humps of shorter names than in the text (the outline column is narrow)', () => {
    const code = () => ({ type: 'element', tagName: 'code', children: [{ type: 'text', value: 'isPreludeDownloaded' }] });
    const h3 = { type: 'element', tagName: 'h3', children: [code()] };
    const p = { type: 'element', tagName: 'p', children: [code()] };
    rehypeInlineCode()({ type: 'root', children: [h3, p] } as never);
    const parts = (el: { children: { children: { tagName?: string; value?: string }[] }[] }) => el.children[0]!.children.map((c) => c.tagName ?? c.value);
    expect(parts(h3 as never)).toEqual(['is', 'wbr', 'Prelude', 'wbr', 'Downloaded']);
    expect(parts(p as never)).toEqual(['isPreludeDownloaded']);
  });
});

describe('titleBreaks', () => {
  it('cuts at humps, acronym ends and underscores, and after the slash of a package name, keeping its hyphenated pieces whole', () => {
    expect(titleBreaks('assertPRNGIsAvailable')).toEqual(['assert', 'PRNG', 'Is', 'Available']);
    expect(titleBreaks('CLOCK_SKEW_OFFSET_SECONDS')).toEqual(['CLOCK_', 'SKEW_', 'OFFSET_', 'SECONDS']);
    expect(titleBreaks('@pact-toolbox/chainweb-client')).toEqual([{ nobr: '@pact-toolbox/' }, { nobr: 'chainweb-client' }]);
    expect(titleBreaks('exports')).toEqual(['exports']);
  });
});

describe('typeBreaks', () => {
  it('breaks after < and , and before . and |, never inside a short name', () => {
    expect(typeBreaks('Promise<BatchResult<T>>')).toEqual(['Promise<', 'BatchResult<', 'T>>']);
    expect(typeBreaks('Record<string,number>')).toEqual(['Record<', 'string,', 'number>']);
    expect(typeBreaks('config.network.rpcUrl')).toEqual(['config', '.network', '.rpcUrl']);
    expect(typeBreaks('string|undefined')).toEqual(['string', '|undefined']);
    expect(typeBreaks('...args')).toEqual(['...args']);
    expect(typeBreaks('0.2.0')).toEqual(['0.2.0']);
    expect(typeBreaks('PactExecPayload')).toEqual(['PactExecPayload']);
  });
  it('breaks a long camel-case name at its humps, and marks a break after a trailing <', () => {
    expect(typeBreaks('PactTransactionBuilder')).toEqual(['Pact', 'Transaction', 'Builder']);
    expect(typeBreaks('createPactToolboxNetwork')).toEqual(['create', 'Pact', 'Toolbox', 'Network']);
    expect(typeBreaks('<')).toEqual(['<', '']);
    expect(typeBreaks('PACTUP_VERSION_FILE_STRATEGY')).toEqual(['PACTUP_', 'VERSION_', 'FILE_', 'STRATEGY']);
    expect(typeBreaks('CLOCK_SKEW_OFFSET')).toEqual(['CLOCK_SKEW_OFFSET']);
  });
});

describe('rehypeInlineCode in signature blocks', () => {
  it('puts <wbr> inside nested spans and links, and keeps the text', () => {
    const link = { type: 'element', tagName: 'a', children: [{ type: 'text', value: 'PactTransactionBuilder' }] };
    const code = {
      type: 'element',
      tagName: 'code',
      children: [{ type: 'element', tagName: 'span', children: [{ type: 'text', value: '): ' }, link, { type: 'text', value: '<' }] }],
    };
    rehypeInlineCode()({ type: 'root', children: [code] } as never);
    expect(link.children.map((c: { tagName?: string; value?: string }) => c.tagName ?? c.value)).toEqual(['Pact', 'wbr', 'Transaction', 'wbr', 'Builder']);
    expect(code.children[0].children.map((c: { tagName?: string; value?: string }) => c.tagName ?? c.value)).toEqual(['): ', 'a', '<', 'wbr']);
  });
});

describe('typeBreaks in paths and addresses', () => {
  it('breaks after each slash of a path, not inside the // of an address', () => {
    expect(typeBreaks('http://localhost:{port}/chainweb/0.0/{networkId}/pact')).toEqual(['http://localhost:{port}/', 'chainweb/', '0.0/', '{networkId}/', 'pact']);
    expect(typeBreaks('owner/')).toEqual(['owner/']);
  });
});
