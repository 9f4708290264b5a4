import { describe, expect, it } from 'vitest';
import { offsetOfJsonError, parseJsonText } from './json-file';

describe('parseJsonText', () => {
  it('parses valid JSON', () => {
    expect(parseJsonText('{ "a": [1] }', 'x.json', 'fix')).toEqual({ a: [1] });
  });

  it('points at the line and column of a syntax error, quotes the line and ends with the fix', () => {
    const text = '{\n  "entries": {\n    "m": { "cause": "c", "fix": "f",, }\n  }\n}\n';
    let message = '';
    try {
      parseJsonText(text, 'config/errors/x.json', 'Every entry is { "cause": "…", "fix": "…" } under "entries".');
    } catch (error) {
      message = (error as Error).message;
    }
    const [first, quoted, caret, fix] = message.split('\n');
    expect(first).toMatch(/^config\/errors\/x\.json:3:\d+: not valid JSON: /);
    expect(first).not.toMatch(/position/);
    expect(quoted).toContain('"fix": "f",,');
    // The caret sits under the second comma (or the character after it, where the parser gave up).
    const column = Number(/:3:(\d+):/.exec(first!)![1]);
    expect(text.split('\n')[2]!.slice(column - 2, column)).toMatch(/,[, ]/);
    expect(caret!.indexOf('^') - caret!.indexOf('|')).toBe(column + 1);
    expect(fix).toBe('  Every entry is { "cause": "…", "fix": "…" } under "entries".');
  });

  it('points at the end for a file cut short', () => {
    expect(() => parseJsonText('{\n  "a": 1,\n', 'cut.json', 'fix')).toThrow(/^cut\.json:3:1: not valid JSON/);
  });
});

describe('offsetOfJsonError', () => {
  it('reads both forms engines give', () => {
    expect(offsetOfJsonError('Unexpected token } in JSON at position 12', 'x')).toBe(12);
    expect(offsetOfJsonError("Expected ',' or '}' after property value in JSON at position 9 (line 2 column 3)", 'ab\ncdef')).toBe(5);
    expect(offsetOfJsonError('something else', 'x')).toBeUndefined();
  });
});
