import { describe, expect, it } from 'vitest';
import { decodeDirectory, encodeDirectory, findSymbols, firstCase, parseSymbolQuery, type SymbolDirectory, type SymbolPage } from './directory';

const page = (name: string, kind: SymbolPage['kind'], route: string): SymbolPage => ({ name, kind, route, title: `${name} · @pact-toolbox/x` });
const address = page('address', 'function', '/api/crypto/functions/address');
const Address = page('Address', 'type-alias', '/api/crypto/type-aliases/Address');
const client = page('ChainwebClient', 'class', '/api/x/classes/ChainwebClient');
const signer = page('PactSigner', 'interface', '/api/x/interfaces/PactSigner');
export const DIR: SymbolDirectory = {
  pages: [address, Address, client, signer],
  members: [
    { owner: client, name: 'forChain', anchor: 'forchain', section: 'Methods', label: 'forChain()' },
    { owner: signer, name: 'address', anchor: 'property-address', section: 'Properties', label: 'address' },
  ],
};

describe('parseSymbolQuery', () => {
  it('reads names, calls and qualified members', () => {
    expect(parseSymbolQuery(' forChain ')).toEqual({ name: 'forChain' });
    expect(parseSymbolQuery('forChain()')).toEqual({ name: 'forChain' });
    expect(parseSymbolQuery('ChainwebClient.forChain')).toEqual({ owner: 'ChainwebClient', name: 'forChain' });
    expect(parseSymbolQuery('ChainwebClient#forChain')).toEqual({ owner: 'ChainwebClient', name: 'forChain' });
  });
  it('rejects prose and commands', () => {
    expect(parseSymbolQuery('install pact')).toBeUndefined();
    expect(parseSymbolQuery('pact-toolbox.config.ts')).toBeUndefined();
    expect(parseSymbolQuery('')).toBeUndefined();
  });
});

describe('findSymbols', () => {
  it('puts the exact-case name first, then other kinds, then members', () => {
    expect(findSymbols(DIR, 'address').map((m) => m.link)).toEqual([address.route, Address.route, '/api/x/interfaces/PactSigner#property-address']);
    expect(findSymbols(DIR, 'Address').map((m) => m.link)[0]).toBe(Address.route);
  });
  it('with no exact case, puts the name whose first letter has the case typed first', () => {
    const decimalFn = page('pactDecimal', 'function', '/api/x/functions/pactDecimal');
    const decimalType = page('PactDecimal', 'interface', '/api/y/interfaces/PactDecimal');
    const dir = { pages: [decimalType, decimalFn], members: [] };
    // An interface ranks before a function by kind; the lower-case first letter typed decides first.
    expect(findSymbols(dir, 'pactdecimal').map((m) => m.link)).toEqual([decimalFn.route, decimalType.route]);
    expect(findSymbols(dir, 'PACTDECIMAL').map((m) => m.link)).toEqual([decimalType.route, decimalFn.route]);
    expect(firstCase('pactdecimal', 'pactDecimal')).toBe(1);
    expect(firstCase('pactdecimal', 'PactDecimal')).toBe(0);
  });
  it('finds members, qualified or not, and not under another owner', () => {
    expect(findSymbols(DIR, 'forchain').map((m) => m.link)).toEqual(['/api/x/classes/ChainwebClient#forchain']);
    expect(findSymbols(DIR, 'ChainwebClient.forChain').map((m) => m.link)).toEqual(['/api/x/classes/ChainwebClient#forchain']);
    expect(findSymbols(DIR, 'PactSigner.forChain')).toEqual([]);
  });
  it('finds nothing for prose', () => {
    expect(findSymbols(DIR, 'chainweb client')).toEqual([]);
  });
});

describe('encode/decode', () => {
  it('round-trips and keeps members attached to their page', () => {
    const back = decodeDirectory(JSON.parse(JSON.stringify(encodeDirectory(DIR))));
    expect(back.pages).toEqual(DIR.pages);
    expect(back.members.map((m) => [m.owner.route, m.anchor])).toEqual([
      [client.route, 'forchain'],
      [signer.route, 'property-address'],
    ]);
  });
});
