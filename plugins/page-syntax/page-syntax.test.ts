import { describe, expect, it } from 'vitest';
import { checkPageSyntax } from '../../api-gen/guide-pages';
import { isGuidePage } from './index';

/** The message checkPageSyntax throws for `text`, or '' when the page is fine. */
function problem(file: string, text: string): string {
  try {
    checkPageSyntax(file, text);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('checkPageSyntax', () => {
  it('passes a page with frontmatter and MDX', () => {
    expect(problem('/d/a.mdx', '---\ntitle: A\ndescription: "x: y"\n---\n\n# A\n\n<Tabs>\n\nText.\n\n</Tabs>\n')).toBe('');
  });
  it('points at a frontmatter error in the page\'s own lines', () => {
    const message = problem('docs/a.mdx', '---\ntitle: A\ndescription: [x\n---\n\n# A\n');
    expect(message).toMatch(/^docs\/a\.mdx:\d+:\d+: the frontmatter is not valid YAML: /);
    expect(message).toContain('quote a value that holds');
    expect(message).toMatch(/\n {2}\d \| /);
  });
  it('points at an MDX error below the frontmatter at the page\'s line', () => {
    const text = '---\ntitle: A\n---\n\n# A\n\nAn unclosed { brace.\n';
    expect(problem('docs/a.mdx', text)).toMatch(/^docs\/a\.mdx:7:13: this page is not valid MDX/);
  });
});

describe('isGuidePage', () => {
  it('checks guide pages only: not the generated API reference, nothing outside the documents folder', () => {
    expect(isGuidePage('/p/docs/setup/docker.mdx', '/p/docs')).toBe(true);
    expect(isGuidePage('/p/docs/api/network/index.md', '/p/docs')).toBe(false);
    expect(isGuidePage('/p/docs/npm/api/network/index.md', '/p/docs')).toBe(false);
    expect(isGuidePage('/p/node_modules/x/README.md', '/p/docs')).toBe(false);
  });
});
