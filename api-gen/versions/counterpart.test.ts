import { describe, expect, it } from 'vitest';
import type { VersionsData } from './data';
import { counterpart, locate } from './counterpart';

const data: VersionsData = {
  versions: [
    { id: 'main', label: 'main @ 823a06c', root: '/api/' },
    { id: 'npm', label: 'npm', root: '/npm/api/' },
  ],
  pages: {
    main: ['chainweb-client/index', 'chainweb-client/classes/ChainwebClient', 'signers/index', 'signers/classes/KeyPairSigner', 'config/index', 'errors', 'errors/crypto', 'errors/crypto-part-2', 'errors/config'],
    npm: ['chainweb-client/index', 'chainweb-client/classes/ChainwebClient', 'signers/index', 'signers/type-aliases/MessageSigner', 'signers/type-aliases/KeyPairSigner', 'errors', 'errors/crypto'],
  },
  npmVersions: { signers: '0.2.0', 'chainweb-client': '0.1.0' },
  changes: {},
};

describe('locate', () => {
  it('tells the npm tree from main by the longer root', () => {
    expect(locate('/npm/api/signers/', data.versions)).toEqual({ version: data.versions[1], path: 'signers/index' });
    expect(locate('/api/', data.versions)?.path).toBe('index');
    expect(locate('/intro', data.versions)).toBeUndefined();
  });
});

describe('counterpart', () => {
  it('keeps the reader on the same page when the other version has it, both ways', () => {
    expect(counterpart('/api/chainweb-client/classes/ChainwebClient', 'npm', data)).toEqual({ route: '/npm/api/chainweb-client/classes/ChainwebClient' });
    expect(counterpart('/npm/api/chainweb-client/classes/ChainwebClient', 'main', data)).toEqual({ route: '/api/chainweb-client/classes/ChainwebClient' });
    expect(counterpart('/npm/api/signers/', 'main', data)).toEqual({ route: '/api/signers/' });
    expect(counterpart('/npm/api/', 'main', data)).toEqual({ route: '/api/' });
  });
  it('keeps a reader of the error reference on it: the same package\'s messages, else the index with the reason', () => {
    expect(counterpart('/api/errors', 'npm', data)).toEqual({ route: '/npm/api/errors' });
    expect(counterpart('/api/errors/crypto', 'npm', data)).toEqual({ route: '/npm/api/errors/crypto' });
    expect(counterpart('/api/errors/crypto-part-2', 'npm', data)).toEqual({ route: '/npm/api/errors/crypto', reason: 'The messages of @pact-toolbox/crypto take fewer pages in npm: this is the first.' });
    expect(counterpart('/api/errors/config', 'npm', data)).toEqual({ route: '/npm/api/errors', reason: '@pact-toolbox/config throws no messages in npm.' });
  });
  it('takes a change page to the package page of the other version', () => {
    expect(counterpart('/api/signers/changes', 'npm', data)).toEqual({ route: '/npm/api/signers/' });
  });
  it('follows a symbol whose kind changed', () => {
    expect(counterpart('/api/signers/classes/KeyPairSigner', 'npm', data)).toEqual({ route: '/npm/api/signers/type-aliases/KeyPairSigner' });
  });
  it('lands a removed symbol on its package page with the reason', () => {
    expect(counterpart('/npm/api/signers/type-aliases/MessageSigner', 'main', data)).toEqual({
      route: '/api/signers/',
      reason: '`MessageSigner` is not on main: it was removed after npm 0.2.0.',
    });
  });
  it('lands a removed symbol where main does its job, member anchor included, when the data names a replacement', () => {
    const withReplacement: VersionsData = { ...data, pages: { ...data.pages, npm: [...data.pages.npm, 'signers/functions/generateKeyPairSigner'] }, replacements: { 'signers/functions/generateKeyPairSigner': { main: 'KeyPairSigner.generate', target: 'signers/classes/KeyPairSigner#generate' } } };
    expect(counterpart('/npm/api/signers/functions/generateKeyPairSigner', 'main', withReplacement)).toEqual({
      route: '/api/signers/classes/KeyPairSigner#generate',
      reason: '`generateKeyPairSigner` is not on main: `KeyPairSigner.generate` does its job there.',
    });
    // A replacement whose page main lacks is not followed.
    const gone: VersionsData = { ...withReplacement, replacements: { 'signers/functions/generateKeyPairSigner': { main: 'Gone', target: 'signers/classes/Gone' } } };
    expect(counterpart('/npm/api/signers/functions/generateKeyPairSigner', 'main', gone).route).toBe('/api/signers/');
  });
  it('lands a package npm lacks on the index with the reason', () => {
    expect(counterpart('/api/config/', 'npm', data)).toEqual({ route: '/npm/api/', reason: '@pact-toolbox/config is not documented in npm.' });
  });
  it('lands a symbol only main has on the npm package page', () => {
    const landing = counterpart('/api/signers/classes/Nope', 'npm', data);
    expect(landing).toEqual({ route: '/npm/api/signers/', reason: '`Nope` is not in npm 0.2.0: it was added on main.' });
  });
});
