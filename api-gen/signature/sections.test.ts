import { describe, expect, it } from 'vitest';
import { compactSections } from './sections';

describe('compactSections', () => {
  it('turns the sections under a signature into labels that keep their level for assistive technology', () => {
    const md = '## Type Parameters\n\n| Type Parameter |\n\n## Parameters\n\n**Returns**\n\n## Throws\n\nx';
    expect(compactSections(md)).toBe(
      [
        '<p class="pt-sig-label" role="heading" aria-level="2">Type Parameters</p>',
        '| Type Parameter |',
        '<p class="pt-sig-label" role="heading" aria-level="2">Parameters</p>',
        '<p class="pt-sig-label" role="heading" aria-level="4">Returns</p>',
        '<p class="pt-sig-label" role="heading" aria-level="2">Throws</p>',
        'x',
      ].join('\n\n'),
    );
  });
  it('leaves other headings, and the words inside text, alone', () => {
    const md = '## Methods\n\n### Returns of a call\n\nIt **Returns** a value.';
    expect(compactSections(md)).toBe(md);
  });
});
