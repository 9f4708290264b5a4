/**
 * The error reference's entries go through the guide's checks; planted bad entries must fail them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCli } from './cli-fixture';
import { apiNameProblems, entryLines, errorEntryProblems, type ShownEntries } from './error-entries';
import { formatProblem } from './remark-facts';

/** What the two builds know of KeyPairSigner: a class with factories on main, a type alias on npm 0.2.0. */
const mainSymbols = {
  'signers/KeyPairSigner': '/api/signers/classes/KeyPairSigner',
  'signers/KeyPairSigner#fromBytes': '/api/signers/classes/KeyPairSigner#frombytes',
  'signers/KeyPairSigner#fromPrivateKeyHex': '/api/signers/classes/KeyPairSigner#fromprivatekeyhex',
  'crypto/createKeyPairFromBytes': '/api/crypto/functions/createKeyPairFromBytes',
};
const npmSymbols = {
  'signers/KeyPairSigner': '/api/signers/type-aliases/KeyPairSigner',
  'signers/createKeyPairSignerFromBytes': '/api/signers/functions/createKeyPairSignerFromBytes',
  'crypto/createKeyPairFromBytes': '/api/crypto/functions/createKeyPairFromBytes',
};
const noPact = () => [];

const entry = (message: string, cause: string, fix: string, packageName = 'crypto') => ({ packageName, message, cause, fix });
const check = (data: ShownEntries, symbols: Record<string, string>, otherNames?: Set<string>) =>
  errorEntryProblems(data, { symbols, cli: fixtureCli, parsePact: noPact, otherNames }).filter((p) => p.kind !== 'cli-unchecked');

describe('error entries checked like the guide', () => {
  it('fails a planted `npx pactup install` in an entry', () => {
    const data: ShownEntries = { mode: 'workspace', entries: [entry('Pact is not installed', 'No `pact` on PATH.', 'Install Pact with `npx pactup install --latest`.', 'network')] };
    const found = check(data, mainSymbols);
    expect(found.map((p) => [p.page, p.kind, p.reason])).toEqual([['config/errors/network.json', 'command', 'pactup is not on npm, so this command fails with E404']]);
    expect(formatProblem(found[0])).toContain('"Pact is not installed": npx pactup install --latest');
  });

  it('fails a planted `KeyPairSigner.fromBytes` in an npm-build entry, and passes it on main', () => {
    const planted = entry('invalid key pair length: <byteLength>', '64 bytes expected.', 'Use `KeyPairSigner.fromBytes()` with 64 bytes.');
    const npm = check({ mode: 'registry', entries: [planted] }, npmSymbols);
    expect(npm.map((p) => [p.kind, p.name, p.reason])).toEqual([
      ['api-name', '"invalid key pair length: <byteLength>": KeyPairSigner.fromBytes', 'KeyPairSigner has no member fromBytes in the npm packages this build documents'],
    ]);
    expect(check({ mode: 'workspace', entries: [planted] }, mainSymbols)).toEqual([]);
  });

  it('fails another spelling of the Pact install and an unknown CLI flag in an entry', () => {
    const data: ShownEntries = { mode: 'workspace', entries: [entry('Boom', 'Run `pactup install latest`.', 'Then `npx pact-toolbox test --nope`.', 'network')] };
    expect(check(data, mainSymbols).map((p) => p.kind).sort()).toEqual(['cli', 'command']);
  });
});

describe('apiNameProblems', () => {
  it('checks members of documented exports only, and skips private members', () => {
    expect(apiNameProblems('`Unknown.thing()` and `KeyPairSigner.fromBytes`', mainSymbols, 'main')).toEqual([]);
    expect(apiNameProblems('the private `KeyPairSigner.secretHelper`', mainSymbols, 'main')).toEqual([]);
    expect(apiNameProblems('`KeyPairSigner.secretHelper`', mainSymbols, 'main').map((p) => p.name)).toEqual(['KeyPairSigner.secretHelper']);
  });
  it('fails a bare name only the other version exports', () => {
    const other = new Set(['fromPrivateKeyHexOnMain', 'createKeyPairFromBytes']);
    expect(apiNameProblems('Use `fromPrivateKeyHexOnMain()` or `createKeyPairFromBytes()`.', npmSymbols, 'npm', other).map((p) => p.name)).toEqual(['fromPrivateKeyHexOnMain']);
  });
});

describe('entryLines', () => {
  it('finds the line of an entry in its file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'entry-lines-'));
    writeFileSync(path.join(dir, 'crypto.json'), '{\n  "entries": {\n    "Boom": { "cause": "x", "fix": "y" }\n  }\n}\n');
    expect(entryLines(dir)(entry('Boom', 'x', 'y'))).toBe(3);
  });
});
