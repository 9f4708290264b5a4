import { describe, expect, it } from 'vitest';
import { apiTwinFromSource, isApiPage, siteRootTarget } from './api-twin';

describe('isApiPage', () => {
  it('is the markdown api-gen writes under api/, not the guide', () => {
    expect(isApiPage('api/index.md')).toBe(true);
    expect(isApiPage('api/chainweb-client/classes/ChainwebClient.md')).toBe(true);
    expect(isApiPage('packages/transaction.mdx')).toBe(false);
    expect(isApiPage('intro.mdx')).toBe(false);
    expect(isApiPage('api/notes.mdx')).toBe(false);
    expect(isApiPage('npm/api/signers/type-aliases/MessageSigner.md')).toBe(true);
    expect(isApiPage('npm/notes.md')).toBe(false);
  });
});

describe('siteRootTarget', () => {
  it('resolves against the page, keeping the anchor', () => {
    expect(siteRootTarget('../index.md', '/api/chainweb-client/classes/ChainwebClient')).toBe('/api/chainweb-client/index.md');
    expect(siteRootTarget('./classes/ChainwebClient.md#send', '/api/chainweb-client/')).toBe('/api/chainweb-client/classes/ChainwebClient.md#send');
    expect(siteRootTarget('errors.md', '/api/')).toBe('/api/errors.md');
  });
});

describe('apiTwinFromSource', () => {
  const page = [
    '---',
    'title: "ChainwebClient · @pact-toolbox/chainweb-client"',
    'description: "Fast client"',
    '---',
    '',
    '# ChainwebClient',
    '',
    'Package: [@pact-toolbox/chainweb-client](../index.md) · see [send](#send), [npm](https://www.npmjs.com/package/x), [home](/intro)',
    '',
    '```ts',
    'const link = "[not a link](../index.md)";',
    '```',
    '',
    '| Member | Description |',
    '| ------ | ------ |',
    '| [`send()`](./ChainwebClient.md#send) | Send |',
  ].join('\n');

  it('drops the frontmatter and keeps the text', () => {
    const twin = apiTwinFromSource(page, '/api/chainweb-client/classes/ChainwebClient');
    expect(twin.startsWith('# ChainwebClient\n')).toBe(true);
    expect(twin).not.toContain('description:');
  });

  it('makes relative links site-root links, and leaves anchors, addresses, site-root links and code alone', () => {
    const twin = apiTwinFromSource(page, '/api/chainweb-client/classes/ChainwebClient');
    expect(twin).toContain('[@pact-toolbox/chainweb-client](/api/chainweb-client/index.md)');
    expect(twin).toContain('[send](#send)');
    expect(twin).toContain('[npm](https://www.npmjs.com/package/x)');
    expect(twin).toContain('[home](/intro)');
    expect(twin).toContain('const link = "[not a link](../index.md)";');
    expect(twin).toContain('| [`send()`](/api/chainweb-client/classes/ChainwebClient.md#send) | Send |');
  });

  it('writes a heading\'s angle brackets as the message has them, and leaves the text\'s escapes alone', () => {
    const twin = apiTwinFromSource('### Pact server is already running on port &lt;port>\n\nOn this page: [port &lt;port>](#x)\n', '/api/errors/network');
    expect(twin).toContain('### Pact server is already running on port <port>\n');
    expect(twin).toContain('[port &lt;port>](#x)');
  });
});
