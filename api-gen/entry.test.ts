import { describe, expect, it } from 'vitest';
import { declaredTypesEntry, resolveEntry } from './entry';

describe('declaredTypesEntry', () => {
  it('reads types, typings and conditional exports', () => {
    expect(declaredTypesEntry({ types: './dist/index.d.mts' })).toBe('dist/index.d.mts');
    expect(declaredTypesEntry({ typings: 'lib/a.d.ts' })).toBe('lib/a.d.ts');
    expect(declaredTypesEntry({ exports: { '.': { types: './dist/x.d.ts' } } })).toBe('dist/x.d.ts');
    expect(declaredTypesEntry({ exports: { types: { import: './dist/index.d.mts', require: './dist/index.d.cts' } } })).toBe('dist/index.d.mts');
    expect(declaredTypesEntry({})).toBeUndefined();
  });
  it('reads a subpath export, and only from exports', () => {
    const pkg = { types: './dist/index.d.ts', exports: { '.': { types: './dist/index.d.ts' }, './vite': { types: { import: './dist/vite.d.ts' } } } };
    expect(declaredTypesEntry(pkg, './vite')).toBe('dist/vite.d.ts');
    expect(declaredTypesEntry(pkg, './next')).toBeUndefined();
    expect(declaredTypesEntry({ types: './dist/index.d.ts' }, './vite')).toBeUndefined();
  });
});

describe('resolveEntry', () => {
  it('uses the declared entry when it exists', () => {
    expect(resolveEntry({ types: './dist/index.d.ts' }, ['dist/index.d.ts', 'README.md'])).toEqual({ kind: 'entry', path: 'dist/index.d.ts' });
  });
  it('prefers the manifest override', () => {
    expect(resolveEntry({ types: './dist/index.d.ts' }, ['src/index.ts'], 'src/index.ts')).toEqual({ kind: 'entry', path: 'src/index.ts' });
  });
  it('reports a README-only package as empty', () => {
    expect(resolveEntry({ types: './dist/index.d.ts' }, ['README.md', 'package.json', 'LICENCE'])).toEqual({ kind: 'empty' });
  });
  it('reports a declared entry that is missing', () => {
    expect(resolveEntry({ types: './dist/index.d.ts' }, ['src/index.ts'])).toEqual({ kind: 'missing', declared: 'dist/index.d.ts' });
  });
});
