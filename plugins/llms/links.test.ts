import { describe, expect, it } from 'vitest';
import { continuesLine, finishTwin, type TwinLinkOptions } from './links';

const options = (base: string): TwinLinkOptions => ({
  table: {
    'chainweb-client/ChainwebClient': '/api/chainweb-client/classes/ChainwebClient',
    'chainweb-client/ChainwebClient#forChain': '/api/chainweb-client/classes/ChainwebClient#forchain',
  },
  base,
  twinUrl: (route) => {
    const [page, hash] = route.split('#');
    return `https://x.dev${base}${page.slice(1)}${page.endsWith('/') ? 'index' : ''}.md${hash ? `#${hash}` : ''}`;
  },
  fileUrl: (pathname) => `https://x.dev${base}${pathname.slice(1)}`,
  commits: { pin: '98c9a6536e68fbc2d7c82b664776733d8553c08b', mainAhead: '823a06cc9d088978612e9d72e158fa70133e733a' },
});
const docs = options('/docs/');

describe('finishTwin: the toolkit commit', () => {
  it('fills the pin in prose, inline code and fences, and resolves toolkit: links, as the HTML page does', () => {
    const md = ['Build `%toolkit-commit%` ([`logger.ts` L43-44](toolkit:packages/node-utils/src/logger.ts#L43-L44)).', '```bash', 'git checkout %toolkit-commit%', '```', 'Coming on main (%toolkit-main-commit%).'].join('\n');
    expect(finishTwin(md, docs)).toBe(
      [
        'Build `98c9a65` ([`logger.ts` L43-44](https://github.com/kadena-community/pact-toolbox/blob/98c9a65/packages/node-utils/src/logger.ts#L43-L44)).',
        '```bash',
        'git checkout 98c9a65',
        '```',
        'Coming on main (823a06c).',
      ].join('\n'),
    );
  });
});

describe('finishTwin: api: links', () => {
  it('turns known names into absolute twin links, members with their anchor', () => {
    expect(finishTwin('Use [`ChainwebClient`](api:chainweb-client/ChainwebClient) and [`forChain`](api:chainweb-client/ChainwebClient#forChain).', docs)).toBe(
      'Use [`ChainwebClient`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md) and [`forChain`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md#forchain).',
    );
  });
  it('leaves the text of an unknown name, as the HTML page does', () => {
    expect(finishTwin('See [`createNetwork`](api:network/createNetwork) here.', docs)).toBe('See `createNetwork` here.');
  });
  it('handles link texts with brackets and several links on a line', () => {
    expect(finishTwin('[`a[0]`](api:chainweb-client/ChainwebClient) [b](api:chainweb-client/ChainwebClient)', docs)).toBe(
      '[`a[0]`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md) [b](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md)',
    );
  });
});

describe('finishTwin: site-relative links', () => {
  it('makes page links absolute twin links, with or without the base in them', () => {
    expect(finishTwin('[Start](/getting-started/first-project) [CLI](/docs/packages/cli.md#install) [API](/api/)', docs)).toBe(
      '[Start](https://x.dev/docs/getting-started/first-project.md) [CLI](https://x.dev/docs/packages/cli.md#install) [API](https://x.dev/docs/api/index.md)',
    );
    expect(finishTwin('[Types](/getting-started/first-project#types)', options('/'))).toBe('[Types](https://x.dev/getting-started/first-project.md#types)');
  });
  it('makes file links and images absolute', () => {
    expect(finishTwin('![card](/docs/og-card.png)', docs)).toBe('![card](https://x.dev/docs/og-card.png)');
  });
  it('leaves absolute links alone and drops inline SVG icons', () => {
    const svg = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 2"/></svg>';
    expect(finishTwin(`- [${svg} **Types**](https://x.dev/docs/a.md): text`, docs)).toBe('- [**Types**](https://x.dev/docs/a.md): text');
  });
});

describe('finishTwin: fenced code', () => {
  it('keeps fenced code as it is', () => {
    const md = ['```md', '[`ChainwebClient`](api:chainweb-client/ChainwebClient) [x](/intro)', '```', '~~~~', '[a](api:x/Y) <svg></svg>', '~~~~'].join('\n');
    expect(finishTwin(md, docs)).toBe(md);
  });

  it("drops a TypeScript sample's hidden preamble, as the HTML page does, and leaves other fences whole", () => {
    const md = ['```ts title="a.ts"', 'import type { X } from "x";', 'declare const x: X;', '// ---cut---', 'x.run();', '```', '```bash', '// ---cut---', '```'].join('\n');
    expect(finishTwin(md, docs)).toBe(['```ts title="a.ts"', 'x.run();', '```', '```bash', '// ---cut---', '```'].join('\n'));
  });
});

describe('finishTwin: custom heading ids', () => {
  it('drops them from headings, and keeps them inside fences, where they are code', () => {
    const md = ['## doctor: check your machine \\{#doctor}', 'Text.', '```md', '## Kept {#kept}', '```'].join('\n');
    expect(finishTwin(md, docs)).toBe(['## doctor: check your machine', 'Text.', '```md', '## Kept {#kept}', '```'].join('\n'));
  });
});

describe('finishTwin: a paragraph the SSG-MD pass broke apart', () => {
  it('joins the pieces of a paragraph that holds a <kbd>, as the pass writes it', () => {
    // What Rspress 2.0.22 wrote for the CLI page's "press <kbd>Ctrl</kbd>+<kbd>C</kbd>" paragraph.
    const md = ['`pact-toolbox start`', ' starts one network. Press Ctrl', '+C', ', which stops it; see `--quiet`', '. Done.', '', 'Next paragraph.'].join('\n');
    expect(finishTwin(md, docs)).toBe(['`pact-toolbox start` starts one network. Press Ctrl+C, which stops it; see `--quiet`. Done.', '', 'Next paragraph.'].join('\n'));
  });
  it('keeps lines the author wrapped, list items, container fences and code', () => {
    const md = ['A line the author', 'wrapped here.', '- item', ' - nested item', 'Text', ':::tip', 'Note.', ':::', '```bash', 'echo a', ' , b', '```', ' lone line after a fence'].join('\n');
    expect(finishTwin(md, docs)).toBe(md);
  });
});

describe('continuesLine', () => {
  it('is a line that opens with a space or punctuation after a prose line', () => {
    expect(continuesLine('`x`', ' starts')).toBe(true);
    expect(continuesLine('`x`', ', then')).toBe(true);
    expect(continuesLine('`x`', ': the value')).toBe(true);
    expect(continuesLine('', ' starts')).toBe(false);
    expect(continuesLine(undefined, ' starts')).toBe(false);
    expect(continuesLine('`x`', 'starts')).toBe(false);
    expect(continuesLine('`x`', ' - item')).toBe(false);
    expect(continuesLine('`x`', ':::')).toBe(false);
  });
});
describe('continuesLine: keys', () => {
  it('joins "+C" after "Ctrl", never a "+ " list item', () => {
    expect(continuesLine('press Ctrl', '+C')).toBe(true);
    expect(continuesLine('Text', '+ item')).toBe(false);
  });
});
