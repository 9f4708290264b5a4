import { describe, expect, it } from 'vitest';
import { packageRowsText, withTableText } from './search-text';

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

describe('withTableText', () => {
  it("adds the rows after the page's own text and leaves its headings where they were", () => {
    const page = { routePath: '/getting-started/npm-packages', content: 'Intro.', toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }] };
    const next = withTableText(page, 'row');
    expect(next.content).toBe('Intro.\n\nrow');
    expect(next.toc).toBe(page.toc);
    expect(page.content).toBe('Intro.');
    expect(withTableText({ content: '' }, 'row').content).toBe('row');
  });
});
