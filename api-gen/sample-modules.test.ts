import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleMap, publishedPaths, sourcePaths, subpathSource } from './sample-modules';
import { loadWorkspace } from './sources/workspace';

describe('subpathSource', () => {
  const files = ['src/index.ts', 'src/vite.ts', 'src/vite.test.ts', 'src/providers/keypair/index.ts', 'src/providers/keypair/wallet.ts', 'src/framework-adapters/react.tsx', 'src/types.d.ts'];
  it('finds the shortest source file named after the subpath', () => {
    expect(subpathSource('./vite', files)).toBe('src/vite.ts');
    expect(subpathSource('./keypair', files)).toBe('src/providers/keypair/index.ts');
    expect(subpathSource('./react', files)).toBe('src/framework-adapters/react.tsx');
  });
  it('finds nothing for a subpath without a source file (and never a test or declaration)', () => {
    expect(subpathSource('./types', files)).toBeUndefined();
    expect(subpathSource('./nuxt', files)).toBeUndefined();
  });
});

describe('publishedPaths', () => {
  const pkg = { types: './dist/index.d.mts', exports: { '.': { types: './dist/index.d.mts' }, './vite': { types: { import: './dist/vite.d.ts' } }, './gone': { types: './dist/gone.d.ts' } } };
  const exists = (f: string) => !f.endsWith('gone.d.ts');
  it('maps the main entry and each subpath to its declared types file, when present', () => {
    expect(publishedPaths([{ name: '@pact-toolbox/unplugin', root: '/t/unplugin', pkg }], exists)).toEqual({
      '@pact-toolbox/unplugin': ['/t/unplugin/dist/index.d.mts'],
      '@pact-toolbox/unplugin/vite': ['/t/unplugin/dist/vite.d.ts'],
    });
  });
  it('prefers the entry api-gen documents (a manifest override)', () => {
    expect(publishedPaths([{ name: '@pact-toolbox/wallet-ui', root: '/t/ui', pkg: { types: './dist/index.d.ts' }, entry: '/t/ui/src/index.ts' }], () => true)).toEqual({
      '@pact-toolbox/wallet-ui': ['/t/ui/src/index.ts'],
    });
  });
});

describe('sourcePaths', () => {
  it('resolves the source paths against the checkout and adds subpaths', () => {
    const paths = sourcePaths('/repo', { '@pact-toolbox/*': ['packages/*/src/index.ts'] }, [
      { name: '@pact-toolbox/unplugin', root: '/repo/packages/unplugin', pkg: { exports: { '.': {}, './vite': {} } }, entry: '/repo/packages/unplugin/src/index.ts' },
    ], () => ['src/index.ts', 'src/vite.ts']);
    expect(paths).toEqual({
      '@pact-toolbox/*': ['/repo/packages/*/src/index.ts'],
      '@pact-toolbox/unplugin': ['/repo/packages/unplugin/src/index.ts'],
      '@pact-toolbox/unplugin/vite': ['/repo/packages/unplugin/src/vite.ts'],
    });
  });
});

describe('moduleMap of the fixture checkout', () => {
  it('maps packages with a source entry, and no subpath without a source file', () => {
    const repo = path.resolve(import.meta.dirname, '../tests/fixtures/workspace');
    const map = moduleMap(loadWorkspace(repo, ['crypto', 'network', 'signers']));
    expect(map.mode).toBe('workspace');
    expect(map.paths['@pact-toolbox/signers']).toEqual([path.join(repo, 'packages/signers/src/index.ts')]);
    expect(map.paths['@pact-toolbox/network']).toBeUndefined();
    // signers exports ./extra, which has no source file in the fixture.
    expect(map.paths['@pact-toolbox/signers/extra']).toBeUndefined();
    expect(map.paths['pact-toolbox']).toBeUndefined();
  });
});
