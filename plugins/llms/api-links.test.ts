import { describe, expect, it } from 'vitest';
import { resolveApiLinksInMarkdown } from './api-links';

const table = {
  'chainweb-client/ChainwebClient': '/api/chainweb-client/classes/ChainwebClient',
  'chainweb-client/ChainwebClient#forChain': '/api/chainweb-client/classes/ChainwebClient#forchain',
};
const twin = (route: string) => {
  const [page, hash] = route.split('#');
  return `https://x.dev/docs${page}.md${hash ? `#${hash}` : ''}`;
};

describe('resolveApiLinksInMarkdown', () => {
  it('turns known names into absolute twin links, members with their anchor', () => {
    expect(resolveApiLinksInMarkdown('Use [`ChainwebClient`](api:chainweb-client/ChainwebClient) and [`forChain`](api:chainweb-client/ChainwebClient#forChain).', table, twin)).toBe(
      'Use [`ChainwebClient`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md) and [`forChain`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md#forchain).',
    );
  });
  it('leaves the text of an unknown name, as the HTML page does', () => {
    expect(resolveApiLinksInMarkdown('See [`createNetwork`](api:network/createNetwork) here.', table, twin)).toBe('See `createNetwork` here.');
  });
  it('keeps fenced code and other links as they are', () => {
    const md = ['```md', '[`ChainwebClient`](api:chainweb-client/ChainwebClient)', '```', '[docs](https://x.dev/docs/intro.md)', '~~~~', '[a](api:x/Y)', '~~~~'].join('\n');
    expect(resolveApiLinksInMarkdown(md, table, twin)).toBe(md);
  });
  it('handles link texts with brackets and several links on a line', () => {
    expect(resolveApiLinksInMarkdown('[`a[0]`](api:chainweb-client/ChainwebClient) [b](api:chainweb-client/ChainwebClient)', table, twin)).toBe(
      '[`a[0]`](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md) [b](https://x.dev/docs/api/chainweb-client/classes/ChainwebClient.md)',
    );
  });
});
