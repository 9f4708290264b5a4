import { describe, expect, it } from 'vitest';
import { splitSymbolPageTitle, symbolPageTitle, TITLE_SEPARATOR } from './titles';

describe('symbol page titles', () => {
  it('name the symbol and its scoped package', () => {
    expect(symbolPageTitle('ChainwebClient', 'chainweb-client')).toBe('ChainwebClient · @pact-toolbox/chainweb-client');
  });
  it('read back to the same name and package, whatever the separator', () => {
    const title = symbolPageTitle('KeyPair', 'signers');
    expect(title).toContain(TITLE_SEPARATOR);
    expect(splitSymbolPageTitle(title)).toEqual({ name: 'KeyPair', pkg: '@pact-toolbox/signers' });
  });
  it('read a guide title (no separator) as a name alone', () => {
    expect(splitSymbolPageTitle('Getting started')).toEqual({ name: 'Getting started', pkg: '' });
  });
});
