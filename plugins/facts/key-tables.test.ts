import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { keyPath, markerText, MarkerError, parseKeysTarget, tableRows } from './key-tables';

const parse = (text: string, mdx = true) => {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (mdx) processor.use(remarkMdx);
  return processor.parse(text) as Root;
};

describe('markerText', () => {
  it('reads the MDX comment and the HTML comment forms', () => {
    expect(markerText(parse('{/* keys: config/PactToolboxConfigObj */}').children[0])).toBe('config/PactToolboxConfigObj');
    expect(markerText(parse('<!-- keys: pact-toolbox test -->', false).children[0])).toBe('pact-toolbox test');
  });
  it('ignores other comments and expressions', () => {
    expect(markerText(parse('{/* a note */}').children[0])).toBeUndefined();
    expect(markerText(parse('{1 + 1}').children[0])).toBeUndefined();
  });
});

describe('parseKeysTarget', () => {
  it('reads types and commands', () => {
    expect(parseKeysTarget('config/PactToolboxConfigObj')).toEqual({ kind: 'type', pkg: 'config', type: 'PactToolboxConfigObj', nested: {} });
    expect(parseKeysTarget('config/PactServerNetworkConfig serverConfig:config/PactServerConfig')).toEqual({
      kind: 'type',
      pkg: 'config',
      type: 'PactServerNetworkConfig',
      nested: { serverConfig: { pkg: 'config', type: 'PactServerConfig' } },
    });
    expect(parseKeysTarget('pact-toolbox')).toEqual({ kind: 'cli', path: [] });
    expect(parseKeysTarget('pact-toolbox generate module')).toEqual({ kind: 'cli', path: ['generate', 'module'] });
  });
  it('names the accepted forms when the target is neither', () => {
    expect(() => parseKeysTarget('PactToolboxConfigObj')).toThrow(MarkerError);
    expect(() => parseKeysTarget('PactToolboxConfigObj')).toThrow(/keys: <package>\/<Type>.*keys: pact-toolbox/);
    expect(() => parseKeysTarget('config/A config/B')).toThrow(MarkerError);
  });
});

describe('tableRows and keyPath', () => {
  it('gives each body row its line and the code spans of each cell, links included', () => {
    const table = parse('text\n\n| Key | Meaning |\n| --- | --- |\n| `contractsDir` | a `string` |\n| [`start [network]`](#start) | none |').children[1] as Table;
    expect(tableRows(table)).toEqual([
      { line: 5, cells: [['contractsDir'], ['string']] },
      { line: 6, cells: [['start [network]'], []] },
    ]);
  });
  it('reads a key path', () => {
    expect(keyPath('containerConfig.onDemandMining')).toEqual(['containerConfig', 'onDemandMining']);
    expect(keyPath('timeout?')).toEqual(['timeout']);
    expect(keyPath('$development')).toEqual(['$development']);
    expect(keyPath('"pactServer"')).toBeUndefined();
    expect(keyPath('a b')).toBeUndefined();
  });
});
