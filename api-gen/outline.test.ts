import { describe, expect, it } from 'vitest';
import { hasOutlineHeadings, withoutEmptyOutline } from './outline';

const page = (body: string) => `---\ntitle: "isKeyPair"\n---\n\n# isKeyPair\n\n${body}`;

describe('hasOutlineHeadings', () => {
  it('finds an H2 or H3 and ignores the title, deeper headings and headings inside code fences', () => {
    expect(hasOutlineHeadings(page('## In the guide\n'))).toBe(true);
    expect(hasOutlineHeadings(page('### Methods\n'))).toBe(true);
    expect(hasOutlineHeadings(page('#### Deep\n'))).toBe(false);
    expect(hasOutlineHeadings(page('```md\n## not a heading\n```\n'))).toBe(false);
    expect(hasOutlineHeadings(page('````md\n```\n## still inside\n```\n````\n'))).toBe(false);
  });
});

describe('withoutEmptyOutline', () => {
  it('turns the outline off on a page with no outline headings', () => {
    expect(withoutEmptyOutline(page('Text.\n'))).toBe('---\ntitle: "isKeyPair"\noutline: false\n---\n\n# isKeyPair\n\nText.\n');
  });
  it('leaves a page with headings, one without frontmatter, and one that already chose, as they are', () => {
    expect(withoutEmptyOutline(page('## Returns\n'))).toBe(page('## Returns\n'));
    expect(withoutEmptyOutline('# Title\n\nText.\n')).toBe('# Title\n\nText.\n');
    const chosen = '---\ntitle: "x"\noutline: true\n---\n\n# x\n';
    expect(withoutEmptyOutline(chosen)).toBe(chosen);
  });
});
