import { describe, expect, it } from 'vitest';
import type { PackageDiff } from './compare';
import { lineOfEntry, resolveReplacements, symbolKey } from './replacements';
import { REPLACEMENTS_ON_MAIN } from '../../config/replacements-on-main';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replacementSourceDisagreements } from '../../tests/support/version-facts';

const diff = (pkg: string, removed: string[]): PackageDiff => ({ pkg, npmVersion: '0.2.0', added: [], removed: removed.map((name) => ({ name, kind: 'function' })), changed: [], uncomparable: [], same: 0 });
const symbols = { 'signers/KeyPairSigner': '/api/signers/classes/KeyPairSigner', 'signers/KeyPairSigner#generate': '/api/signers/classes/KeyPairSigner#generate', 'signers/NoopSigner': '/api/signers/classes/NoopSigner' };
const text = ["export const REPLACEMENTS_ON_MAIN = [", "  { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.generate' },", "  { pkg: 'signers', npm: 'createNoopSigner', main: 'NoopSigner' },", '];'].join('\n');

describe('symbolKey', () => {
  it('writes a static method as a member of its class, as the symbol table does', () => {
    expect(symbolKey('signers', 'KeyPairSigner.generate')).toBe('signers/KeyPairSigner#generate');
    expect(symbolKey('crypto', 'toHex')).toBe('crypto/toHex');
  });
});

describe('lineOfEntry', () => {
  it('finds the line of an entry by its package and npm name, 1-based, and 0 when it is not there', () => {
    expect(lineOfEntry(text, { pkg: 'signers', npm: 'createNoopSigner' })).toBe(3);
    expect(lineOfEntry(text, { pkg: 'crypto', npm: 'createNoopSigner' })).toBe(0);
  });
});

describe('resolveReplacements', () => {
  const source = (entries: { pkg: string; npm: string; main: string }[]) => ({ entries: entries.map((e) => ({ ...e, source: 'x:1' })), file: 'config/replacements-on-main.ts', text });

  it('keeps an entry whose npm name main removed and whose main name main documents, with its page and anchor', () => {
    const { map, problems } = resolveReplacements(source([{ pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.generate' }]), [diff('signers', ['generateKeyPairSigner'])], symbols, '/api/');
    expect(problems).toEqual([]);
    expect(map.signers.generateKeyPairSigner.target).toBe('signers/classes/KeyPairSigner#generate');
  });

  it('leaves out, naming the line, the cause and the fix: a name main did not remove, one it does not document, a package not compared, a second entry', () => {
    const { map, problems } = resolveReplacements(
      source([
        { pkg: 'signers', npm: 'createNoopSigner', main: 'NoopSigner' },
        { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.create' },
        { pkg: 'wallet', npm: 'createNoopSigner', main: 'NoopSigner' },
        { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.generate' },
        { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner' },
      ]),
      [diff('signers', ['generateKeyPairSigner'])],
      symbols,
      '/api/',
    );
    expect(problems).toEqual([
      'config/replacements-on-main.ts:3: the entry for createNoopSigner (@pact-toolbox/signers) is not among the names main removed from npm 0.2.0; correct `npm`, or delete the entry when main exports the name again. The entry is left out.',
      'config/replacements-on-main.ts:2: the entry for generateKeyPairSigner (@pact-toolbox/signers) points at KeyPairSigner.create, which main\'s reference of @pact-toolbox/signers does not document; correct `main` (a static method is written `Class.method`). The entry is left out.',
      'config/replacements-on-main.ts: the entry for createNoopSigner (@pact-toolbox/wallet) names a package neither version documents; correct `pkg`. The entry is left out.',
      'config/replacements-on-main.ts:2: the entry for generateKeyPairSigner (@pact-toolbox/signers) is listed twice; keep one of the two. The entry is left out.',
    ]);
    expect(Object.keys(map.signers)).toEqual(['generateKeyPairSigner']);
  });
});

describe('the site\'s replacements data', () => {
  it('lists each npm name once, names a package folder, and points at a source line of that package', () => {
    const keys = REPLACEMENTS_ON_MAIN.map((r) => `${r.pkg}/${r.npm}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of REPLACEMENTS_ON_MAIN) {
      expect(r.source, r.npm).toMatch(new RegExp(`^packages/${r.pkg}/src/[\\w/.-]+\\.ts:\\d+$`));
      expect(r.main, r.npm).toMatch(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/);
      expect(r.npm, r.main).not.toBe(r.main);
    }
  });
});

describe('replacementSourceDisagreements', () => {
  it('finds an entry whose source line does not name the main export, or is not in the checkout', () => {
    const checkout = mkdtempSync(path.join(tmpdir(), 'replacement-source-'));
    mkdirSync(path.join(checkout, 'packages/signers/src'), { recursive: true });
    writeFileSync(path.join(checkout, 'packages/signers/src/signer.ts'), 'export class KeyPairSigner {\n  static async generate() {}\n}\n');
    const entry = { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.generate' };
    expect(replacementSourceDisagreements(checkout, [{ ...entry, source: 'packages/signers/src/signer.ts:2' }])).toEqual([]);
    expect(replacementSourceDisagreements(checkout, [{ ...entry, source: 'packages/signers/src/signer.ts:1' }])).toEqual(['signers.generateKeyPairSigner: its source packages/signers/src/signer.ts:1 does not name generate']);
    expect(replacementSourceDisagreements(checkout, [{ ...entry, source: 'packages/signers/src/gone.ts:2' }])).toEqual(['signers.generateKeyPairSigner: its source packages/signers/src/gone.ts:2 is not in the checkout']);
  });
});
