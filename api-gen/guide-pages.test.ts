import { describe, expect, it } from 'vitest';
import { PageSyntaxError, parsePage, withoutHeadingIds } from './guide-pages';

describe('withoutHeadingIds', () => {
  it('blanks custom heading ids and keeps every other character in place', () => {
    expect(withoutHeadingIds('## doctor: check {#doctor}\ntext {#not-a-heading}\n')).toBe(`## doctor: check ${' '.repeat('{#doctor}'.length)}\ntext {#not-a-heading}\n`);
  });
});

describe('parsePage on a page with a syntax error', () => {
  const page = [...Array.from({ length: 21 }, (_, i) => `Line ${i + 1}.`), 'An unclosed { brace.', '', 'More.', ''].join('\n');
  it('names the file, the line and the column, quotes the line and says how to fix it', () => {
    expect(() => parsePage('docs/setup/x.mdx', page)).toThrow(PageSyntaxError);
    let message = '';
    try {
      parsePage('docs/setup/x.mdx', page);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^docs\/setup\/x\.mdx:22:13: this page is not valid MDX: .*closing brace/);
    expect(message).toContain('22 | An unclosed { brace.');
    expect(message).toContain('write the character as `\\{`');
  });
  it('parses the same text as Markdown in a .md page (braces are text there)', () => {
    expect(parsePage('docs/x.md', page).children.length).toBeGreaterThan(0);
  });
  it('names an unclosed tag too', () => {
    expect(() => parsePage('docs/y.mdx', 'Text.\n\n<Tabs>\n\nNo end.\n')).toThrow(/^docs\/y\.mdx:\d+:\d+: this page is not valid MDX/);
  });
});
