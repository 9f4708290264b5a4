import { describe, expect, it } from 'vitest';
import type { KnownIssue } from './collect';
import { knownIssuesPage } from './page';

const issue = (page: string, heading: string, summary: string): KnownIssue => ({ page, route: `/${page.toLowerCase()}`, heading, anchor: heading.toLowerCase(), summary, at: 'x.mdx:1' });

describe('knownIssuesPage', () => {
  it('lists the guide boxes under their page titles, then the API reference, each linking to its section', () => {
    const text = knownIssuesPage([issue('CLI', 'start', 'Returns at once.'), issue('Network', 'Hosts', 'One host.'), issue('CLI', 'run', 'Exits 0.')], [{ name: 'deployContract', link: '/api/runtime/classes/PactToolboxClient#known-issues', summary: 'Skips the check.' }], [], '/npm');
    expect(text).toContain('title: Known Issues');
    expect(text).toContain('3 in the guide and 1 in the API reference');
    expect(text).toContain('listed on [Packages on npm](/npm).');
    const body = text.slice(text.indexOf('## CLI'));
    expect(body).toBe(
      ['## CLI', '', '- [start](/cli#start): Returns at once.', '- [run](/cli#run): Exits 0.', '', '## Network', '', '- [Hosts](/network#hosts): One host.', '', '## In the API reference', '', '- [`deployContract`](/api/runtime/classes/PactToolboxClient#known-issues): Skips the check.', ''].join('\n'),
    );
  });
  it('escapes brackets in a heading and links a box above every heading to its page', () => {
    const top: KnownIssue = { page: 'Intro', route: '/intro', summary: 'Top.', at: 'intro.mdx:3' };
    const text = knownIssuesPage([top, { ...issue('Intro', 'a [b]', 'Inside.'), anchor: 'a-b' }], []);
    expect(text).toContain('- [Intro](/intro): Top.');
    expect(text).toContain('- [a \\[b\\]](/intro#a-b): Inside.');
    expect(text).not.toContain('## In the API reference');
    expect(text).not.toContain('Packages on npm');
    expect(text).toContain('gathers them all, 2, all in the guide. Each entry');
  });
});

describe('the frontmatter', () => {
  it('is valid YAML whatever the description says', async () => {
    const { parse } = await import('yaml');
    const text = knownIssuesPage([issue('CLI', 'start', 'Returns: at once.')], []);
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    expect(parse(front)).toMatchObject({ title: 'Known Issues', description: expect.stringContaining('promise: 1, all in the guide, each') });
  });
});

describe('the order of pages', () => {
  it('follows the routes given (the sidebar), pages not among them last', () => {
    const text = knownIssuesPage([issue('Network', 'a', 'A.'), issue('CLI', 'b', 'B.'), issue('Extra', 'c', 'C.')], [], ['/cli', '/network']);
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['CLI', 'Network', 'Extra']);
  });
});
