import { describe, expect, it } from 'vitest';
import { declarationPosition, decodeMappings, decodeVlq, originalPosition, sourceMappingUrl } from './source-maps';

describe('source maps', () => {
  it('decodes Base64 VLQ fields, negative numbers and continuation digits included', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('AACD')).toEqual([0, 0, 1, -1]);
    expect(decodeVlq('gBAAA')).toEqual([16, 0, 0, 0]);
    expect(() => decodeVlq('A!')).toThrow(/"!" is not a Base64 VLQ digit/);
  });
  it('decodes mappings line by line, every field relative to the one before', () => {
    // line 0: col 0 → src 0 line 0; col 4 → src 1 line 2. line 1: empty. line 2: col 2 → src 1 line 5.
    const lines = decodeMappings('AAAA,ICEE;;EAGH');
    expect(lines).toEqual([
      [
        { column: 0, source: 0, line: 0, sourceColumn: 0 },
        { column: 4, source: 1, line: 2, sourceColumn: 2 },
      ],
      [],
      [{ column: 2, source: 1, line: 5, sourceColumn: -1 }],
    ]);
    expect(originalPosition(lines, 0, 5)).toEqual({ source: 1, line: 2 });
    expect(originalPosition(lines, 0, 2)).toEqual({ source: 0, line: 0 });
    expect(originalPosition(lines, 1, 0)).toBeUndefined();
  });
  it('prefers the segment whose source line names the declaration over a barrel re-export', () => {
    const lines = decodeMappings('AAAA,ICEE');
    expect(declarationPosition(lines, 0, 0, (source) => source === 1)).toEqual({ source: 1, line: 2 });
    expect(declarationPosition(lines, 0, 0, () => false)).toEqual({ source: 0, line: 0 });
  });
  it('reads the sourceMappingURL comment of a generated file', () => {
    expect(sourceMappingUrl('declare const a: 1;\n//# sourceMappingURL=index.d.mts.map\n')).toBe('index.d.mts.map');
    expect(sourceMappingUrl('x\n//# sourceMappingURL=data:application/json;base64,e30=')).toBeUndefined();
    expect(sourceMappingUrl('x')).toBeUndefined();
  });
});
