import { describe, expect, it } from 'vitest';
import { unloadableModules, unloadableSentence, valueImports } from './loadable';

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
