import { describe, expect, it } from 'vitest';
import { columnsNamed, mapTables, splitRow } from './tables';

describe('splitRow', () => {
  it('splits on pipes that are not escaped', () => {
    expect(splitRow('| `a` | `b` \\| `c` | d |')).toEqual(['`a`', '`b` \\| `c`', 'd']);
  });
  it('keeps empty cells', () => {
    expect(splitRow('| a |  | c |')).toEqual(['a', '', 'c']);
  });
});

describe('mapTables', () => {
  const md = 'Text | not a table\n\n| A | B |\n| ------ | ------ |\n| 1 | 2 |\n| 3 |\n\nAfter.';
  it('hands each table to the rewrite and writes it back', () => {
    const out = mapTables(md, (t) => ({ ...t, rows: t.rows.map((r) => r.map((c) => `<${c}>`)) }));
    expect(out).toBe('Text | not a table\n\n| A | B |\n| ------ | ------ |\n| <1> | <2> |\n| <3> | <> |\n\nAfter.');
  });
  it('leaves lines that only look like rows alone', () => {
    expect(mapTables('| a |\nnot a delimiter', (t) => ({ ...t, header: ['x'] }))).toBe('| a |\nnot a delimiter');
  });
  it('finds columns by header', () => {
    mapTables(md, (t) => {
      expect(columnsNamed(t, ['B', 'C'])).toEqual([1]);
      return t;
    });
  });
});
