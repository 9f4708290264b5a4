import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationText, unresolvedImports, unresolvedReexports } from './unresolved-imports';

/** A program over files written to a temporary folder (module resolution reads the disk). */
function program(files: Record<string, string>): { program: ts.Program; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'unresolved-imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [], skipLibCheck: true, paths: { '@acme/types': [path.join(dir, 'types/index.ts')] } };
  return { program: ts.createProgram([path.join(dir, 'pkg/index.ts')], options), dir };
}

describe('unresolvedImports', () => {
  const { program: p, dir } = program({
    'pkg/index.ts': "import { Settings } from 'missing-config';\nimport type { PactValue, ChainId } from '@acme/types';\nexport { Wallet } from 'missing-core';\nimport { Meta as Meta$1 } from 'missing-core';\nexport { Meta$1 as Meta };\nexport function f(s: Settings, v: PactValue, c: ChainId): void {}\n",
    'types/index.ts': "export type { PactValue } from 'missing-kadena';\nexport type ChainId = string;\n",
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const imports = unresolvedImports([p], [{ name: 'pkg', root: path.join(dir, 'pkg') }]);
  it('names the module where a chain of re-exports breaks, and leaves names that resolve out', () => {
    expect(imports).toEqual({ pkg: { Settings: 'missing-config', PactValue: 'missing-kadena', Wallet: 'missing-core', Meta$1: 'missing-core', Meta: 'missing-core' } });
  });
  it('finds the names exported from a module that does not resolve that the documented model lacks', () => {
    expect(unresolvedReexports({ pkg: ['f', 'Wallet'] }, imports, { pkg: { f: {} } })).toEqual({ pkg: { Wallet: 'missing-core' } });
  });
  it('and those it documents as a plain `any` naming nothing unresolved, not those it documents otherwise', () => {
    expect(unresolvedReexports({ pkg: ['Wallet', 'Meta', 'f'] }, imports, { pkg: { Wallet: { text: 'any', unresolved: [] }, Meta: { text: 'any', unresolved: ['missing-core'] }, f: { text: 'any' } } })).toEqual({
      pkg: { Wallet: 'missing-core' },
    });
    expect(unresolvedReexports({ pkg: ['Wallet'] }, imports, { pkg: { Wallet: { text: 'class Wallet', unresolved: [] } } })).toEqual({});
  });
});

describe('declarationText', () => {
  it('drops the bodies of functions and methods', () => {
    const file = ts.createSourceFile('/a.ts', 'export function f(a: Settings): Out { return join(a); }\nclass C { m(x: X): void { use(); } }', ts.ScriptTarget.ES2022, true);
    expect(file.statements.map(declarationText)).toEqual(['export function f(a: Settings): Out ', 'class C { m(x: X): void  }']);
  });
});
