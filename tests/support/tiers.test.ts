import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_TAG, SPEC_TIERS, type SpecTier, tierOf, tierProjects } from './tiers';

const E2E = path.resolve(__dirname, '../e2e');
const specFiles = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts')).sort();
const source = (file: string) => readFileSync(path.join(E2E, file), 'utf8');
/** How a spec tags a full-tier test: `{ tag: FULL_TAG }` or `siteTier(…)` (the constant, never the string written out). */
const TAGGED = /\btag:\s*FULL_TAG\b|\bsiteTier\(/;

describe('every browser spec is in a tier', () => {
  it('names every spec file of tests/e2e, and no file that is not there', () => {
    expect(Object.keys(SPEC_TIERS).sort()).toEqual(specFiles);
  });

  it('a split file tags its full-tier tests (or describe blocks) { tag: FULL_TAG }', () => {
    for (const [file, tier] of Object.entries(SPEC_TIERS)) {
      if (tier === 'split') expect(source(file), `${file} is split but tags no test { tag: FULL_TAG }`).toMatch(TAGGED);
    }
  });

  it('a fast or full file tags nothing (a tagged test there would run in neither tier)', () => {
    for (const [file, tier] of Object.entries(SPEC_TIERS)) {
      if (tier !== 'split') expect(source(file), `${file} is ${tier} but tags tests: make it split`).not.toMatch(/\bFULL_TAG\b|\bsiteTier\(/);
    }
  });

  it('no spec writes the tag as a string (a typo there would put the test in the wrong tier)', () => {
    for (const file of specFiles) expect(source(file), file).not.toMatch(/['"`]@full/);
  });
});

describe('tierProjects', () => {
  const specs: Record<string, SpecTier> = { 'a.spec.ts': 'fast', 'b.spec.ts': 'full', 'c.spec.ts': 'split' };

  it('the fast tier: fast and split files, the tagged tests left out', () => {
    const [fast, ...rest] = tierProjects('fast', specs);
    expect(rest).toEqual([]);
    expect(fast.testMatch).toEqual(['a.spec.ts', 'c.spec.ts']);
    expect(fast.grepInvert?.test('a test @full')).toBe(true);
    expect(fast.grepInvert?.test('a test')).toBe(false);
    expect(fast.grep).toBeUndefined();
  });

  it('the full tier: full files whole, and only the tagged tests of split files', () => {
    const projects = tierProjects('full', specs);
    expect(projects.map((p) => [p.name, p.testMatch, p.grep?.source ?? null])).toEqual([
      ['full', ['b.spec.ts'], null],
      ['full-tagged', ['c.spec.ts'], FULL_TAG],
    ]);
  });

  it('together the two tiers cover every file, and a file only in one tier is not in the other', () => {
    const fast = new Set(tierProjects('fast').flatMap((p) => p.testMatch));
    const full = new Set(tierProjects('full').flatMap((p) => p.testMatch));
    expect([...new Set([...fast, ...full])].sort()).toEqual(specFiles);
    for (const [file, tier] of Object.entries(SPEC_TIERS)) {
      expect([fast.has(file), full.has(file)], file).toEqual([tier !== 'full', tier !== 'fast']);
    }
  });

  it('no tier runs every test of every file', () => {
    expect(tierProjects(undefined, specs)).toEqual([{ name: 'all', testMatch: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts'] }]);
  });
});

describe('tierOf', () => {
  it('reads fast, full, and unset or "all" as every test', () => {
    expect(tierOf('fast')).toBe('fast');
    expect(tierOf('full')).toBe('full');
    expect(tierOf(undefined)).toBeUndefined();
    expect(tierOf('all')).toBeUndefined();
  });

  it('names the variable, the value and what is accepted for anything else', () => {
    expect(() => tierOf('quick')).toThrow('DOCS_TEST_TIER="quick" is not a test tier: use "fast" (npm test), "full" (npm run test:full)');
  });
});
