import { describe, expect, it } from 'vitest';
import { exportKindBadges, kindBadge } from './kind-badges';

describe('exportKindBadges', () => {
  it('badges each row of an export table with the kind its header names', () => {
    const md = '| Function | Description |\n| ------ | ------ |\n| [f](functions/f.md) | Does f. |';
    expect(exportKindBadges(md)).toBe('| Function | Description |\n| ------ | ------ |\n| [f](functions/f.md) <span class="pt-kind pt-kind-function">function</span> | Does f. |');
    expect(exportKindBadges(md.replace(/Function/g, 'Type Alias'))).toContain('<span class="pt-kind pt-kind-type">type</span>');
  });
  it('leaves other tables alone', () => {
    const md = '| Parameter | Type |\n| ------ | ------ |\n| `a` | `string` |';
    expect(exportKindBadges(md)).toBe(md);
  });
  it('refuses a kind that is not one lower-case word, naming it', () => {
    expect(() => kindBadge('Type Alias')).toThrow(/kind badge "Type Alias"/);
  });
});
