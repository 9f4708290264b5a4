import { describe, expect, it } from 'vitest';
import { behindEntrySentence, modulesBehindEntries, packageEntryFiles, unloadableModules, unloadableSentence, valueImports } from './loadable';

const file = (path: string, text: string) => ({ packageName: path.split('/')[1], file: path, text });

describe('valueImports', () => {
  it('reads value imports and re-exports, not the ones erased at compile time', () => {
    const text = `
      import type { A } from "./types";
      import { type B, type C } from "./only-types";
      import { d, type E } from "./mixed";
      import "./side-effect";
      export * from "./all";
      export type { F } from "./type-export";
      const later = await import("./dynamic");
    `;
    expect(valueImports('packages/p/src/x.ts', text)).toEqual(['./mixed', './side-effect', './all']);
  });
});

describe('unloadableModules', () => {
  const files = [
    file('packages/prelude/src/index.ts', 'export * from "./processor";\nexport * from "./cache";'),
    file('packages/prelude/src/processor.ts', 'import { applyPatches } from "./patch-processor";\nimport { x } from "./cache.js";'),
    file('packages/prelude/src/cache.ts', 'import data from "./data.json";\nexport const x = 1;'),
    file('packages/prelude/src/types.ts', 'import type { Gone } from "./gone";'),
    file('packages/network/src/network.ts', 'import { deployPrelude } from "@pact-toolbox/prelude";\nimport { z } from "zod";'),
    file('packages/network/src/ports.ts', 'import { a } from "./ports-helper";'),
    file('packages/network/src/ports-helper.ts', 'import { b } from "./ports";'),
  ];
  const onDisk = new Set(['packages/prelude/src/data.json']);
  const broken = unloadableModules(files, (f) => onDisk.has(f));

  it('finds the module that imports a missing file, and every module that loads it, across packages', () => {
    expect([...broken.keys()].sort()).toEqual(['packages/network/src/network.ts', 'packages/prelude/src/index.ts', 'packages/prelude/src/processor.ts']);
    expect(broken.get('packages/prelude/src/processor.ts')).toEqual({ chain: ['packages/prelude/src/processor.ts'], missing: './patch-processor' });
    expect(broken.get('packages/network/src/network.ts')).toEqual({
      chain: ['packages/network/src/network.ts', 'packages/prelude/src/index.ts', 'packages/prelude/src/processor.ts'],
      missing: './patch-processor',
    });
  });

  it('takes files on disk, type-only imports, other packages and import cycles to load', () => {
    for (const ok of ['packages/prelude/src/cache.ts', 'packages/prelude/src/types.ts', 'packages/network/src/ports.ts', 'packages/network/src/ports-helper.ts']) {
      expect(broken.has(ok)).toBe(false);
    }
  });

  it('says why in one sentence, naming the commit, the chain and the missing file', () => {
    expect(unloadableSentence(broken.get('packages/prelude/src/processor.ts')!, '823a06c')).toBe(
      'Cannot occur at `823a06c`: the module that throws it, `packages/prelude/src/processor.ts`, never loads. It imports `./patch-processor`, a file that does not exist.',
    );
    expect(unloadableSentence(broken.get('packages/network/src/network.ts')!, '823a06c')).toContain(
      'It imports `packages/prelude/src/processor.ts` (through `packages/prelude/src/index.ts`), which imports `./patch-processor`',
    );
  });
});

describe('packageEntryFiles', () => {
  const present = new Set(['packages/p/src/index.ts', 'packages/p/src/vite.ts', 'packages/p/src/react/index.tsx']);
  it('maps the package and each exports subpath to its source module', () => {
    expect(packageEntryFiles('p', { exports: { types: './dist/index.d.mts', node: './dist/index.node.mjs' } }, present)).toEqual(['packages/p/src/index.ts']);
    expect(packageEntryFiles('p', { exports: { '.': {}, './vite': {}, './react': {} } }, present)).toEqual([
      'packages/p/src/index.ts',
      'packages/p/src/vite.ts',
      'packages/p/src/react/index.tsx',
    ]);
    expect(packageEntryFiles('p', { main: './dist/index.cjs' }, present)).toEqual(['packages/p/src/index.ts']);
  });
  it('cannot tell for a wildcard, a subpath without its module, or a bin', () => {
    expect(packageEntryFiles('p', { exports: { '.': {}, './components/*': {} } }, present)).toBeUndefined();
    expect(packageEntryFiles('p', { exports: { '.': {}, './ecko': {} } }, present)).toBeUndefined();
    expect(packageEntryFiles('p', { bin: './bin/main.mjs' }, present)).toBeUndefined();
  });
});

describe('modulesBehindEntries', () => {
  // network's entry imports prelude, whose entry cannot load; network's server module loads on its own, but a reader
  // reaches it only through network's entry. script reaches the server module through its own entry, which loads.
  const files = [
    file('packages/prelude/src/index.ts', 'export * from "./processor";'),
    file('packages/prelude/src/processor.ts', 'import { p } from "./patch-processor";'),
    file('packages/network/src/index.ts', 'export * from "./network";\nexport * from "./server";'),
    file('packages/network/src/network.ts', 'import { deployPrelude } from "@pact-toolbox/prelude";'),
    file('packages/network/src/server.ts', 'import { spawn } from "node:child_process";\nthrow new Error("Pact is not installed");'),
    file('packages/network/src/unused.ts', 'throw new Error("never imported");'),
    file('packages/script/src/index.ts', 'export * from "./runner";'),
    file('packages/script/src/runner.ts', 'import { x } from "./shared";'),
    file('packages/script/src/shared.ts', 'export const x = 1;'),
    file('packages/tools/src/index.ts', 'import { s } from "@pact-toolbox/network";'),
    file('packages/tools/src/helper.ts', 'export const h = 1;'),
  ];
  const exists = () => false;
  const broken = unloadableModules(files, exists);
  const entries = new Map<string, string[] | undefined>([
    ['prelude', ['packages/prelude/src/index.ts']],
    ['network', ['packages/network/src/index.ts']],
    ['script', ['packages/script/src/index.ts']],
    ['tools', undefined],
  ]);
  const behind = modulesBehindEntries(files, exists, broken, entries);

  it('finds a module that loads but is reached only through entries that do not', () => {
    expect(broken.has('packages/network/src/server.ts')).toBe(false);
    expect([...behind.keys()]).toEqual(['packages/network/src/server.ts']);
    expect(behind.get('packages/network/src/server.ts')).toEqual({
      packageName: 'network',
      entry: 'packages/network/src/index.ts',
      reason: broken.get('packages/network/src/index.ts'),
    });
  });

  it('leaves out modules an entry that loads reaches, modules no entry reaches, and packages whose entries are not known', () => {
    for (const file of ['packages/script/src/shared.ts', 'packages/network/src/unused.ts', 'packages/tools/src/helper.ts', 'packages/prelude/src/processor.ts']) {
      expect(behind.has(file)).toBe(false);
    }
    const reachedElsewhere = modulesBehindEntries(
      [...files, file('packages/script/src/serve.ts', 'import "../../network/src/server";')].map((f) =>
        f.file === 'packages/script/src/index.ts' ? { ...f, text: 'export * from "./runner";\nexport * from "./serve";' } : f,
      ),
      exists,
      broken,
      entries,
    );
    expect(reachedElsewhere.has('packages/network/src/server.ts')).toBe(false);
  });

  it('says why in one sentence: the package, its entry and what the entry cannot load', () => {
    expect(behindEntrySentence('packages/network/src/server.ts', behind.get('packages/network/src/server.ts')!, '823a06c')).toBe(
      'Cannot occur at `823a06c`: the module that throws it, `packages/network/src/server.ts`, is reached only through the entry of `@pact-toolbox/network` (`packages/network/src/index.ts`), which never loads, so importing the package fails before this code runs. The entry imports `packages/prelude/src/processor.ts` (through `packages/network/src/network.ts`, `packages/prelude/src/index.ts`), which imports `./patch-processor`, a file that does not exist.',
    );
  });
});
