import { describe, expect, it } from 'vitest';
import type { SymbolDirectory } from './directory';
import { buildIndex } from './search-index';
import { search } from './searcher';
import { page } from './test-page';
import { firstGuideWriting, isCodeName } from './written-name';


const helpers = { name: 'createClientHelpers', kind: 'function' as const, route: '/api/chainweb-client/functions/createClientHelpers', title: 'createClientHelpers · @pact-toolbox/chainweb-client' };
const DIR: SymbolDirectory = { pages: [helpers], members: [] };
const INDEX = buildIndex([
  page('Coming from @kadena/client', '/getting-started/coming-from-kadena-client', [
    ['What maps to what', 'what-maps-to-what', 'createClient(hostUrl) becomes new ChainwebClient. client.pollStatus(descriptor) becomes submitAndWait.'],
    ['Using both side by side', 'side-by-side', 'Keep createClient for reads; createClient and the toolkit can share a command.'],
  ]),
  page('Chainweb Client', '/packages/chainweb-client', [['Helper functions', 'helper-functions', 'createClientHelpers binds a client to helper functions for the client.']]),
  page('createClientHelpers · @pact-toolbox/chainweb-client', helpers.route, [['Parameters', 'parameters', 'client: the client to create helpers for.']]),
]);

describe('isCodeName', () => {
  it('takes camelCase and dotted names, not plain words or phrases', () => {
    expect(isCodeName('createClient')).toBe(true);
    expect(isCodeName('Pact.builder')).toBe(true);
    expect(isCodeName('namespace')).toBe(false);
    expect(isCodeName('create client')).toBe(false);
    expect(isCodeName('coin.get-balance')).toBe(false);
  });
});

describe('firstGuideWriting', () => {
  it('finds the first guide section writing the name whole, a call on an object included', () => {
    const at = (s: number | undefined) => (s === undefined ? undefined : INDEX.sections[s].path.at(-1));
    expect(at(firstGuideWriting(INDEX, 'createClient'))).toBe('What maps to what');
    expect(at(firstGuideWriting(INDEX, 'pollStatus'))).toBe('What maps to what');
    expect(firstGuideWriting(INDEX, 'createClie')).toBeUndefined();
  });
});

describe('a name only the guide writes', () => {
  it('opens on the section writing it, not on the API name it begins', () => {
    expect(search(INDEX, DIR, 'createClient')[0].link).toBe('/getting-started/coming-from-kadena-client#what-maps-to-what');
  });
  it('leaves a name the API has to its API page', () => {
    expect(search(INDEX, DIR, 'createClientHelpers')[0].link).toBe(helpers.route);
  });
});
