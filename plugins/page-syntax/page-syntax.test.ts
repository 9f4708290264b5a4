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

describe('a box closed right under a list', () => {
  const box = (between: string) => `# A\n\n:::warning Known issue\nIt fails:\n\n1. Do this.\n2. Then that.${between}:::\n\n## B\n`;
  it('points at the closing line, says why the box runs on, and what to do', () => {
    const message = problem('docs/a.mdx', box('\n'));
    expect(message).toMatch(/^docs\/a\.mdx:8:1: this `:::` is read as part of the list item above it/);
    expect(message).toContain('Leave a blank line between the list and the closing `:::`.');
  });
  it('passes the same box with a blank line, a list in a code block, and a box closing a paragraph', () => {
    expect(problem('docs/a.mdx', box('\n\n'))).toBe('');
    expect(problem('docs/a.mdx', '# A\n\n```md\n- item\n:::\n```\n')).toBe('');
    expect(problem('docs/a.mdx', '# A\n\n:::note\nText.\n:::\n')).toBe('');
  });
  it('passes every guide page as written', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { guidePages } = await import('../../api-gen/guide-pages');
    const docs = path.resolve(import.meta.dirname, '../../docs');
    for (const file of guidePages(docs)) expect(problem(`docs/${file}`, readFileSync(path.join(docs, file), 'utf8')), file).toBe('');
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
