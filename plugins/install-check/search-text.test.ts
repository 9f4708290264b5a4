import { describe, expect, it } from 'vitest';
import { formatRowsText, packageRowsText, withSectionText } from './search-text';

describe('packageRowsText', () => {
  it('writes one line a package, with "No (404)" where npm has none and no empty note', () => {
    const text = packageRowsText(
      [
        { name: '@pact-toolbox/kda', version: '0.1.0', note: 'npm install works, but its import fails in Node: Error [ERR_MODULE_NOT_FOUND].' },
        { name: '@pact-toolbox/config', version: null, note: 'Not published. Install from a clone.' },
        { name: '@pact-toolbox/crypto', version: '0.2.0', note: '' },
      ],
      'No (404)',
    );
    expect(text.split('\n')).toEqual([
      '@pact-toolbox/kda\t0.1.0\tnpm install works, but its import fails in Node: Error [ERR_MODULE_NOT_FOUND].',
      '@pact-toolbox/config\tNo (404)\tNot published. Install from a clone.',
      '@pact-toolbox/crypto\t0.2.0',
    ]);
  });
});

describe('withSectionText', () => {
  const page = () => ({
    routePath: '/getting-started/npm-packages',
    content: 'Intro.\n\nLoading\n\nText.\n\nLast\n\nEnd.',
    toc: [
      { id: 'loading', text: 'Loading', depth: 2, charIndex: 8 },
      { id: 'last', text: 'Last', depth: 2, charIndex: 24 },
    ],
  });
  const sectionOf = (p: ReturnType<typeof page>, id: string) => {
    const at = p.toc.findIndex((e) => e.id === id);
    return p.content.slice(p.toc[at].charIndex, p.toc[at + 1]?.charIndex ?? p.content.length);
  };

  it('puts the text at the end of the lead and moves every heading by its length', () => {
    const next = withSectionText(page(), 'row', null);
    expect(next.content.startsWith('Intro.\n\nrow\n\nLoading')).toBe(true);
    for (const entry of next.toc) expect(next.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
  });

  it("puts the text at the end of a heading's section and moves only the headings after it", () => {
    const next = withSectionText(page(), 'row', 'loading');
    expect(sectionOf(next, 'loading')).toBe('Loading\n\nText.\n\nrow\n\n');
    expect(next.toc[0].charIndex).toBe(8);
    for (const entry of next.toc) expect(next.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
    const last = withSectionText(page(), 'row', 'last');
    expect(last.content.endsWith('End.\n\nrow')).toBe(true);
    expect(last.toc).toEqual(page().toc);
  });

  it('leaves the page it was given alone, and fills an empty page', () => {
    const original = page();
    withSectionText(original, 'row', 'loading');
    expect(original).toEqual(page());
    expect(withSectionText({ content: '' }, 'row', null).content).toBe('row');
  });

  it('names the file, the missing heading and the fix', () => {
    expect(() => withSectionText({ ...page(), _filepath: 'docs/x.mdx' }, 'row', 'nope')).toThrow(/docs\/x\.mdx .*"nope".*Fix: give the heading/);
  });
});

describe('formatRowsText', () => {
  it('writes a line a package without empty cells, then the lines under the table', () => {
    const text = formatRowsText(
      [{ name: '@pact-toolbox/test', version: '0.3.0', formats: 'ESM, CommonJS', environments: 'node', subpaths: '', peers: 'vitest ^1.2.2' }],
      ['Declare sideEffects: none.', 'Depend on a @kadena library: @pact-toolbox/runtime (@kadena/client).'],
    );
    expect(text.split('\n')).toEqual([
      '@pact-toolbox/test@0.3.0\tESM, CommonJS\tnode\tvitest ^1.2.2',
      'Declare sideEffects: none.',
      'Depend on a @kadena library: @pact-toolbox/runtime (@kadena/client).',
    ]);
  });
});
