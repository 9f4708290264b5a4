import { describe, expect, it } from 'vitest';
import { factsDifferences, factsOf, packageFacts, type PackageFacts, parsePackageFactsData } from './package-facts';

describe('packageFacts', () => {
  it('reads formats and environments from a conditions-only exports map', () => {
    const facts = packageFacts({
      type: 'module',
      types: './dist/index.d.mts',
      exports: {
        types: { require: './dist/index.d.cts', import: './dist/index.d.mts' },
        browser: { import: './dist/index.browser.mjs', require: './dist/index.browser.cjs' },
        node: { import: './dist/index.node.mjs', require: './dist/index.node.cjs' },
        'react-native': './dist/index.native.mjs',
      },
      dependencies: { '@noble/ed25519': '^2.3.0' },
    });
    expect(facts).toEqual({
      formats: ['ESM', 'CommonJS'],
      conditions: ['browser', 'node', 'react-native'],
      entryPoints: ['.'],
      types: true,
      peerDependencies: {},
      sideEffects: null,
      engines: null,
      kadena: [],
    });
  });

  it('lists subpath entry points and an ESM-only package', () => {
    const facts = packageFacts({
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' }, './test-utils': { import: './dist/t.js' }, './package.json': './package.json' },
    });
    expect(facts.entryPoints).toEqual(['.', './test-utils']);
    expect(facts.formats).toEqual(['ESM']);
    expect(facts.conditions).toEqual(['default']);
  });

  it('keeps sideEffects, engines, peers and Kadena dependencies as declared', () => {
    const facts = packageFacts({
      main: 'index.js',
      sideEffects: ['*.css'],
      engines: { node: '>=18' },
      peerDependencies: { vitest: '^1.2.2', '@kadena/client': '^1' },
      dependencies: { '@kadena/cryptography-utils': '0.4.0' },
    });
    expect(facts.formats).toEqual(['CommonJS']);
    expect(facts.sideEffects).toEqual(['*.css']);
    expect(facts.engines).toEqual({ node: '>=18' });
    expect(facts.peerDependencies).toEqual({ vitest: '^1.2.2', '@kadena/client': '^1' });
    expect(facts.kadena).toEqual(['@kadena/client', '@kadena/cryptography-utils']);
    expect(packageFacts({ sideEffects: false }).sideEffects).toBe(false);
  });

  it('tells a .js file by the package type and ignores declaration files', () => {
    expect(packageFacts({ type: 'module', exports: './index.js' }).formats).toEqual(['ESM']);
    expect(packageFacts({ exports: { default: './index.js' } }).formats).toEqual(['CommonJS']);
    expect(packageFacts({ exports: { default: './index.d.ts' } }).formats).toEqual([]);
    expect(packageFacts({ type: 'module', module: './esm.js', main: './cjs.cjs' }).formats).toEqual(['ESM', 'CommonJS']);
  });
});

describe('the facts file', () => {
  const facts: PackageFacts = { formats: ['ESM'], conditions: [], entryPoints: ['.'], types: true, peerDependencies: {}, sideEffects: null, engines: null, kadena: [] };

  it('keeps the facts of the results that have them', () => {
    expect(factsOf({ '@s/a@1.0.0': { facts }, '@s/b@1.0.0': {} }, '2026-12-02')).toEqual({ checkedOn: '2026-12-02', packages: { '@s/a@1.0.0': facts } });
  });

  it('rejects a file of the wrong shape, naming the entry and the fix', () => {
    expect(() => parsePackageFactsData({ packages: {} })).toThrow(/"checkedOn" is missing.*check:install -- --write/);
    expect(() => parsePackageFactsData({ checkedOn: 'x', packages: { '@s/a@1.0.0': { formats: ['ESM'] } } })).toThrow(/@s\/a@1\.0\.0 is not a package's facts/);
    expect(parsePackageFactsData({ checkedOn: 'x', packages: { '@s/a@1.0.0': facts } }).packages['@s/a@1.0.0']).toEqual(facts);
  });

  it('counts a changed, a new and a lost package as disagreements', () => {
    const file = (packages: Record<string, PackageFacts>) => ({ checkedOn: 'x', packages });
    expect(factsDifferences(file({ '@s/a@1.0.0': facts }), file({ '@s/a@1.0.0': facts }))).toEqual([]);
    expect(factsDifferences(file({ '@s/a@1.0.0': facts }), file({ '@s/a@1.0.0': { ...facts, sideEffects: false } }))).toEqual([expect.stringMatching(/^@s\/a@1\.0\.0 package\.json facts: data says .*"sideEffects":null.*now .*"sideEffects":false/)]);
    expect(factsDifferences(file({}), file({ '@s/a@1.0.0': facts }))).toEqual([expect.stringMatching(/data says null; now \{/)]);
    expect(factsDifferences(file({ '@s/a@1.0.0': facts }), file({}))).toEqual([expect.stringMatching(/now null$/)]);
  });
});
