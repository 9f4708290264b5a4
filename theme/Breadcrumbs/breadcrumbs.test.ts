import { describe, expect, it } from 'vitest';
import { guideSidebar } from '../../config/sidebar';
import { breadcrumbs } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('an API item: API Reference › package › kind › name, each but the last a link', () => {
    expect(breadcrumbs('/api/chainweb-client/classes/ChainwebClient', 'ChainwebClient · @pact-toolbox/chainweb-client', guideSidebar)).toEqual([
      { text: 'API Reference', link: '/api/' },
      { text: 'chainweb-client', link: '/api/chainweb-client/' },
      { text: 'Classes', link: '/api/chainweb-client/#classes' },
      { text: 'ChainwebClient' },
    ]);
  });

  it('an API package page: API Reference › package; the API index: none', () => {
    expect(breadcrumbs('/api/network/', '@pact-toolbox/network', guideSidebar)).toEqual([{ text: 'API Reference', link: '/api/' }, { text: 'network' }]);
    expect(breadcrumbs('/api/', 'API', guideSidebar)).toEqual([]);
    expect(breadcrumbs('/api/errors', 'Error messages', guideSidebar)).toEqual([{ text: 'API Reference', link: '/api/' }, { text: 'Error messages' }]);
  });

  it('a guide page: its sidebar groups, then the page; a page at the top level has none', () => {
    expect(breadcrumbs('/getting-started/first-project', 'First Project', guideSidebar)).toEqual([{ text: 'Getting Started' }, { text: 'First Project' }]);
    expect(breadcrumbs('/packages/wallet', 'Wallet', guideSidebar)).toEqual([{ text: 'Core Packages' }, { text: 'Wallet' }]);
    expect(breadcrumbs('/intro', 'Introduction', guideSidebar)).toEqual([]);
  });
});

describe('breadcrumbs of the npm version of a two-version site', () => {
  it('lead to the npm index and the npm package page', () => {
    const crumbs = breadcrumbs('/npm/api/signers/type-aliases/MessageSigner', 'MessageSigner · @pact-toolbox/signers', []);
    expect(crumbs.map((c) => c.link)).toEqual(['/npm/api/', '/npm/api/signers/', '/npm/api/signers/#type-aliases', undefined]);
    expect(crumbs[0].text).toContain('npm');
  });
});

describe('breadcrumbs of an error reference page', () => {
  it('lead to the error reference index, never to a package page that does not exist', () => {
    const crumbs = breadcrumbs('/api/errors/crypto', 'Errors of @pact-toolbox/crypto', []);
    expect(crumbs.map((c) => c.link)).toEqual(['/api/', '/api/errors', undefined]);
  });
});
