/**
 * The error reference's computed sentences: a message thrown only in a module that cannot load says so, and a
 * registry build says where main throws a message now, looked up across all of main's packages.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceResult } from '../sources/types';
import { entryElsewhere, errorReference, loadErrorEntries, mainSitesOf, movedEntry } from './index';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'errors-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const workspace = (root: string): SourceResult => ({ mode: 'workspace', packages: [], compilerOptions: {}, sourceBase: root });


/** The index and every package page of an error reference, as one text (the reference is one page per package). */
const allPages = (ref: { markdown: string; pages: { markdown: string }[] }) => [ref.markdown, ...ref.pages.map((p) => p.markdown)].join('\n');

describe('a message thrown only where the module cannot load', () => {
  const root = tree({
    'packages/prelude/src/chainweb.ts': 'import { patch } from "./patch-processor";\nexport function f() { throw new Error("Could not find allocation-table creation"); }',
    'packages/prelude/src/ok.ts': 'export function g() { throw new Error("Prelude missing"); }',
  });
  const entries = tree({
    'prelude.json': JSON.stringify({ entries: { 'Could not find allocation-table creation': { cause: 'The coin contract changed.', fix: 'Download again.' }, 'Prelude missing': { cause: 'Not downloaded.', fix: 'Download it.' } } }),
  });

  it('says in its entry that it cannot occur, computed from the imports', () => {
    const ref = errorReference(workspace(root), entries, 'abcdef0123');
    const shown = Object.fromEntries(ref.shown.map((e) => [e.message, e.cause]));
    expect(shown['Could not find allocation-table creation']).toBe(
      'Cannot occur at `abcdef0`: the module that throws it, `packages/prelude/src/chainweb.ts`, never loads. It imports `./patch-processor`, a file that does not exist. The coin contract changed.',
    );
    expect(shown['Prelude missing']).toBe('Not downloaded.');
    expect(allPages(ref)).toContain('never loads. It imports `./patch-processor`');
  });

  it('says so too of a message thrown in a module that loads but that only a package entry that cannot load reaches', () => {
    const behind = tree({
      'packages/prelude/src/index.ts': 'export * from "./chainweb";',
      'packages/prelude/src/chainweb.ts': 'import { patch } from "./patch-processor";',
      'packages/prelude/package.json': '{ "exports": { "types": "./dist/index.d.mts" } }',
      'packages/network/src/index.ts': 'export * from "./network";\nexport * from "./server";',
      'packages/network/src/network.ts': 'import { x } from "@pact-toolbox/prelude";',
      'packages/network/src/server.ts': 'export function start() { throw new Error("Prelude missing"); }',
      'packages/network/package.json': '{ "exports": { "types": "./dist/index.d.mts" } }',
    });
    const network = tree({ 'network.json': JSON.stringify({ entries: { 'Prelude missing': { cause: 'Not downloaded.', fix: 'Download it.' } } }) });
    expect(errorReference(workspace(behind), network, 'abcdef0123').shown[0].cause).toMatch(
      /^Cannot occur at `abcdef0`: the module that throws it, `packages\/network\/src\/server.ts`, is reached only through the entry of `@pact-toolbox\/network` .* Not downloaded\.$/,
    );
  });

  it('says nothing once the file exists', () => {
    const fixed = tree({
      'packages/prelude/src/chainweb.ts': 'import { patch } from "./patch-processor";\nexport function f() { throw new Error("Could not find allocation-table creation"); }',
      'packages/prelude/src/patch-processor.ts': 'export const patch = 1;',
    });
    const ref = errorReference(workspace(fixed), entries, 'abcdef0123');
    expect(ref.shown.find((e) => e.message.startsWith('Could not'))?.cause).toBe('The coin contract changed.');
  });
});

describe('where main throws a message now', () => {
  const site = (message: string, file: string, line = 1) => ({ message, errorClass: 'Error', file, line });
  const main = [
    { packageName: 'chainweb-client', sites: [site('Not all transactions are signed', 'packages/chainweb-client/src/helpers.ts', 118)] },
    { packageName: 'crypto', sites: [site('Invalid private key length: <length>', 'packages/crypto/src/keys.ts', 9)] },
  ];
  const entries = {
    'chainweb-client': { 'Not all transactions are signed': { cause: 'A signer did not sign.', fix: 'Sign first.' } },
    crypto: { 'Invalid private key length: <length>': { cause: 'Not 32 bytes.', fix: 'Pass 32 bytes.' } },
  };

  it('finds a message across all packages, whatever its placeholders are called', () => {
    expect(mainSitesOf('Invalid private key length: <actualLength>', main).map((s) => s.file)).toEqual(['packages/crypto/src/keys.ts']);
    expect(mainSitesOf('Gone for good', main)).toEqual([]);
  });

  it('names the package and line main throws a moved message from, with main\'s entry', () => {
    expect(movedEntry('client', 'Not all transactions are signed', main, entries)).toEqual({
      cause: 'Main throws this message from `@pact-toolbox/chainweb-client` now (`packages/chainweb-client/src/helpers.ts:118`). A signer did not sign.',
      fix: 'Sign first.',
    });
    expect(movedEntry('crypto', 'Invalid private key length: <actualLength>', main, entries)).toEqual({ cause: 'Not 32 bytes.', fix: 'Pass 32 bytes.' });
    expect(movedEntry('client', 'Gone for good', main, entries)).toBeUndefined();
  });

  it('without a checkout of main, takes the entry another package has for the same message', () => {
    expect(entryElsewhere('client', 'Not all transactions are signed', entries)).toEqual({
      cause: "Main throws this message from `@pact-toolbox/chainweb-client` (this site's entries follow main). A signer did not sign.",
      fix: 'Sign first.',
    });
    expect(entryElsewhere('chainweb-client', 'Not all transactions are signed', entries)).toEqual({ cause: 'A signer did not sign.', fix: 'Sign first.' });
    expect(entryElsewhere('client', 'Gone for good', entries)).toBeUndefined();
    // Placeholders named otherwise are the same message.
    expect(entryElsewhere('signers', 'Invalid private key length: <actualLength>', entries)?.fix).toBe('Pass 32 bytes.');
    expect(entryElsewhere('crypto', 'Invalid private key length: <actualLength>', entries)).toEqual({ cause: 'Not 32 bytes.', fix: 'Pass 32 bytes.' });
  });

  it('in a registry build, says "none of its packages" only after looking at every package of main', () => {
    const mainRoot = tree({ 'packages/chainweb-client/src/helpers.ts': 'export function s() { throw new Error("Not all transactions are signed"); }' });
    const npmModules = tree({
      'client/dist/index.mjs.map': JSON.stringify({
        sources: ['../src/index.ts'],
        sourcesContent: ['export function s() { throw new Error("Not all transactions are signed"); }\nexport function b() { throw new Error("Gone for good"); }'],
      }),
    });
    const registry: SourceResult = { mode: 'registry', packages: [], compilerOptions: {}, modulesDir: npmModules };
    const entriesDir = tree({ 'chainweb-client.json': JSON.stringify({ entries: { 'Not all transactions are signed': { cause: 'A signer did not sign.', fix: 'Sign first.' } } }) });
    const ref = errorReference(registry, entriesDir, undefined, { mainCheckout: mainRoot });
    expect(ref.shown.map((e) => e.cause)).toEqual(['Main throws this message from `@pact-toolbox/chainweb-client` now (`packages/chainweb-client/src/helpers.ts:1`). A signer did not sign.']);
    expect(allPages(ref)).toContain('throws none of them in any of its packages');
    expect(allPages(errorReference(registry, entriesDir))).toContain('this build had no checkout of main');
  });
});

describe('an entry\'s npm variant', () => {
  it('is what the registry build shows, and must be complete', () => {
    const dir = tree({ 'crypto.json': JSON.stringify({ entries: { Boom: { cause: 'main words', fix: 'main fix', npm: { cause: 'npm words', fix: '' } } } }) });
    expect(() => loadErrorEntries(dir)).toThrow(/crypto\.json: "Boom" has an "npm" variant without a non-empty "cause" and "fix"/);
    const ok = tree({
      'crypto.json': JSON.stringify({ entries: { Boom: { cause: 'main words', fix: 'main fix', npm: { cause: 'npm words', fix: 'npm fix' } } } }),
    });
    const modules = tree({ 'crypto/dist/index.mjs.map': JSON.stringify({ sources: ['../src/index.ts'], sourcesContent: ['throw new Error("Boom");'] }) });
    const ref = errorReference({ mode: 'registry', packages: [], compilerOptions: {}, modulesDir: modules }, ok);
    expect(ref.shown).toEqual([{ packageName: 'crypto', message: 'Boom', cause: 'npm words', fix: 'npm fix' }]);
  });
});

describe('an npm entry whose message the release throws from other code than main', () => {
  const mainRoot = tree({
    'packages/crypto/src/assert.ts': 'export function check(v: string) {\n  if (!/^[01]*$/.test(v)) throw new Error(`Invalid base2 string: ${v}`);\n}\nexport function same() { throw new Error("Same"); }',
  });
  const npmModules = tree({
    'crypto/dist/index.mjs.map': JSON.stringify({
      sources: ['../src/assert.ts', '../src/codec.ts'],
      sourcesContent: [
        "export function check(v: string) {\n  if (!/^[01]*$/.test(v)) throw new Error(`Invalid base2 string: ${v}`);\n}\nexport function same() { throw new Error('Same'); }",
        'import { check } from "./assert";\nexport function encode(v: string) { check(v); }',
      ],
    }),
  });
  const registry: SourceResult = { mode: 'registry', packages: [{ name: 'crypto', version: '0.2.0' } as SourceResult['packages'][number]], compilerOptions: {}, modulesDir: npmModules };
  const entry = { cause: 'Only code calling the helper gets it.', fix: 'Pass binary digits.' };

  it('says that it differs from main, and how, before main\'s cause; not where the code is the same', () => {
    const dir = tree({ 'crypto.json': JSON.stringify({ entries: { 'Invalid base2 string: <v>': entry, Same: { cause: 'Same cause.', fix: 'Same fix.' } } }) });
    const shown = Object.fromEntries(errorReference(registry, dir, undefined, { mainCheckout: mainRoot }).shown.map((e) => [e.message, e.cause]));
    expect(shown['Invalid base2 string: <v>']).toBe(
      "Differs in npm 0.2.0: the cause and fix below describe main's code, and npm 0.2.0's code around this message is not the same (npm 0.2.0 also calls `check` at `@pact-toolbox/crypto/src/codec.ts:2`, which main does not). Only code calling the helper gets it.",
    );
    expect(shown.Same).toBe('Same cause.');
  });

  it('names the release by the version its unpacked package.json gives when the package is not one the build documents', () => {
    const dir = tree({ 'crypto.json': JSON.stringify({ entries: { 'Invalid base2 string: <v>': entry } }) });
    const modules = tree({ 'crypto/package.json': '{ "version": "0.3.0" }', 'crypto/dist/index.mjs.map': readFileSync(path.join(npmModules, 'crypto/dist/index.mjs.map'), 'utf8') });
    const ref = errorReference({ mode: 'registry', packages: [], compilerOptions: {}, modulesDir: modules }, dir, undefined, { mainCheckout: mainRoot });
    expect(ref.shown[0].cause).toMatch(/^Differs in npm 0\.3\.0: /);
  });

  it('shows the npm variant, written from the release\'s code, instead', () => {
    const dir = tree({ 'crypto.json': JSON.stringify({ entries: { 'Invalid base2 string: <v>': { ...entry, npm: { cause: 'encode() checks it too.', fix: 'Pass binary digits.' } } } }) });
    expect(errorReference(registry, dir, undefined, { mainCheckout: mainRoot }).shown[0].cause).toBe('encode() checks it too.');
  });
});
