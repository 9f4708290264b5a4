import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvesToNothing } from './unresolved-symbols';

describe('resolvesToNothing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'unresolved-symbols-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'index.ts');
  writeFileSync(file, "import { LitElement } from 'lit';\nimport * as lit from 'lit';\nclass Local {}\nexport class A extends LitElement {}\nexport class B extends lit.Base {}\nexport class C extends Local {}\nexport class D extends Error {}\n");
  const program = ts.createProgram([file], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
  const bases = program
    .getSourceFile(file)!
    .statements.filter(ts.isClassDeclaration)
    .flatMap((c) => (c.heritageClauses ?? []).flatMap((h) => h.types.map((t) => [c.name!.text, resolvesToNothing(program.getTypeChecker(), t.expression)] as const)));
  it('is true of a base from a module that does not resolve, false of one declared somewhere', () => {
    expect(Object.fromEntries(bases)).toEqual({ A: true, B: true, C: false, D: false });
  });
});
