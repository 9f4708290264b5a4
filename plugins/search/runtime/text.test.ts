import { describe, expect, it } from 'vitest';
import { byteLength, escapeRegExp, highlightOf, normalizeText, snippetOf } from './text';

describe('normalizeText', () => {
  it('folds case and accents like the panel does', () => {
    expect(normalizeText('Café ChainwebClient')).toBe('cafe chainwebclient');
  });
  it('keeps Cyrillic letters whole', () => {
    expect(normalizeText('Блокчейн Й')).toBe('блокчейн й');
  });
});

describe('byteLength', () => {
  it('counts 1 up to U+00FF and 3 above, as Rspress highlights do', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('区块链')).toBe(9);
    expect(byteLength('é')).toBe(1);
  });
});

describe('highlightOf', () => {
  it('finds the needle case-insensitively', () => {
    expect(highlightOf('ChainwebClient · pkg', 'chainweb')).toEqual([{ start: 0, length: 8 }]);
    expect(highlightOf('abc', 'x')).toEqual([]);
  });
});

describe('snippetOf', () => {
  const long = `${'a'.repeat(200)} needle ${'b'.repeat(200)}`;
  it('keeps a short paragraph whole', () => {
    expect(snippetOf('first\nthe needle here\nlast', 'needle')).toEqual({ statement: 'the needle here', start: 4 });
  });
  it('cuts a long paragraph to about 100 characters around the match', () => {
    const s = snippetOf(long, 'NEEDLE')!;
    expect(s.statement.length).toBeLessThanOrEqual(106);
    expect(s.statement.startsWith('...')).toBe(true);
    expect(s.statement.endsWith('...')).toBe(true);
    expect(s.statement.slice(s.start, s.start + 6)).toBe('needle');
  });
  it('returns undefined without a match', () => {
    expect(snippetOf(long, 'absent')).toBeUndefined();
  });
});

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text literally, marks and all', () => {
    const text = 'Request (id: 1.2) costs $5 [max] * 2? a|b {x} ^y\\z';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
