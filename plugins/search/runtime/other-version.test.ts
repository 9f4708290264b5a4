import { describe, expect, it } from 'vitest';
import { DIRECTORY, PAGES } from './fixture-pages';
import { encodeDirectory, type SymbolDirectory } from './directory';
import { npmVersionsOf, otherVersionLabel, otherVersionOf, otherVersionSuggestions } from './other-version';
import { buildIndex } from './search-index';
import { search } from './searcher';

/** The npm release's directory of a two-version site: a type only it has, and setupWallets as on main. */
const signer = { name: 'MessageSigner', kind: 'type-alias' as const, route: '/npm/api/signers/type-aliases/MessageSigner', title: 'MessageSigner · @pact-toolbox/signers' };
const npmSetup = { ...DIRECTORY.pages[1], route: '/npm/api/wallet-adapters/functions/setupWallets' };
const NPM: SymbolDirectory = { pages: [signer, npmSetup], members: [] };
const VERSIONS = { signers: '0.2.0', 'wallet-adapters': '0.1.0' };

describe('otherVersionSuggestions', () => {
  it('offers a name only the other version has, labelled with where it is and linking there', () => {
    expect(otherVersionSuggestions('MessageSigner', DIRECTORY, NPM, 'npm', VERSIONS)).toEqual([
      { type: 'title', title: 'MessageSigner · in npm 0.2.0', header: 'MessageSigner · in npm 0.2.0', link: '/npm/api/signers/type-aliases/MessageSigner', query: 'messagesigner', highlightInfoList: [] },
    ]);
    expect(otherVersionSuggestions('WalletService', NPM, DIRECTORY, 'main', VERSIONS).map((s) => [s.title, s.link])).toEqual([['WalletService · on main', '/api/wallet-adapters/classes/WalletService']]);
    expect(otherVersionSuggestions('WalletService.connect', NPM, DIRECTORY, 'main', VERSIONS).map((s) => s.title)).toEqual(['WalletService.connect · on main']);
  });
  it('offers a type only the other version has although this version has members of that name', () => {
    const address = { name: 'Address', kind: 'type-alias' as const, route: '/npm/api/crypto/type-aliases/Address', title: 'Address · @pact-toolbox/crypto' };
    const owner = DIRECTORY.pages[0];
    const here: SymbolDirectory = { ...DIRECTORY, members: [...DIRECTORY.members, { name: 'address', owner, anchor: 'address', section: 'Properties', label: 'address' }] };
    const npm: SymbolDirectory = { pages: [address], members: [] };
    expect(otherVersionSuggestions('Address', here, npm, 'npm', { crypto: '0.2.0' }).map((s) => s.title)).toEqual(['Address · in npm 0.2.0']);
  });
  it('offers nothing for a name this version has too, or that is no API name', () => {
    expect(otherVersionSuggestions('setupWallets', DIRECTORY, NPM, 'npm', VERSIONS)).toEqual([]);
    expect(otherVersionSuggestions('sign a message', DIRECTORY, NPM, 'npm', VERSIONS)).toEqual([]);
    expect(otherVersionSuggestions('MessageSigner', DIRECTORY, undefined, 'npm', VERSIONS)).toEqual([]);
  });
});

describe('otherVersionLabel', () => {
  it('names the npm version of the symbol\'s package, or main', () => {
    expect(otherVersionLabel('npm', '/npm/api/signers/type-aliases/X', VERSIONS)).toBe('in npm 0.2.0');
    expect(otherVersionLabel('npm', '/npm/api/unknown/functions/x', VERSIONS)).toBe('in npm');
    expect(otherVersionLabel('main', '/api/signers/classes/X', VERSIONS)).toBe('on main');
  });
});

describe('npmVersionsOf', () => {
  it('reads the packages of the install check', () => {
    expect(npmVersionsOf({ '@pact-toolbox/crypto@0.2.0': {}, '@pactup/linux-x64-gnu@0.3.0': {} })).toEqual({ crypto: '0.2.0' });
  });
});

describe('search with the other version', () => {
  it('puts the other version\'s name after this version\'s results, and a scope prefix narrows it too', () => {
    const index = buildIndex(PAGES);
    const other = { directory: NPM, name: 'npm' as const, npmVersions: VERSIONS };
    const answer = search(index, DIRECTORY, 'MessageSigner', undefined, undefined, other);
    expect(answer.at(-1)?.title).toBe('MessageSigner · in npm 0.2.0');
    expect(search(index, DIRECTORY, 'class: MessageSigner', undefined, undefined, other)).toEqual([]);
    expect(search(index, DIRECTORY, 'type: MessageSigner', undefined, undefined, other).map((s) => s.link)).toEqual(['/npm/api/signers/type-aliases/MessageSigner']);
  });
});

describe('otherVersionOf', () => {
  const [main, npm] = [encodeDirectory(DIRECTORY), encodeDirectory(NPM)];
  const packages = { '@pact-toolbox/signers@0.2.0': {} };
  it('gives a main page the npm release, and an npm page main, with the npm versions', () => {
    const fromMain = otherVersionOf([{ routePath: '/api/wallet-adapters/' }], main, npm, packages);
    expect(fromMain?.name).toBe('npm');
    expect(fromMain?.directory.pages.map((p) => p.name)).toEqual(['MessageSigner', 'setupWallets']);
    expect(fromMain?.npmVersions).toEqual({ signers: '0.2.0' });
    const fromNpm = otherVersionOf([{ routePath: '/npm/api/signers/' }], main, npm, packages);
    expect(fromNpm?.name).toBe('main');
    expect(fromNpm?.directory.pages.map((p) => p.name)).toEqual(DIRECTORY.pages.map((p) => p.name));
  });
  it('is undefined on a one-version site', () => {
    expect(otherVersionOf([{ routePath: '/api/wallet-adapters/' }], main, undefined, packages)).toBeUndefined();
  });
});
