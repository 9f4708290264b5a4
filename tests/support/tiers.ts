/**
 * The two tiers of browser tests, as data: which spec file belongs to which tier.
 *
 * - `fast` runs on every change (`npm test`, and `.ci/run`): each behaviour proven once, on one build of the site.
 * - `full` runs before every deploy (`npm run test:full`; sharded in GitHub Actions): the exhaustive sweeps, every
 *   ranking query, the build under a base path, determinism, and the fixture builds (variants, two versions).
 * - `split`: a file with tests in both tiers; its full-tier tests carry the `@full` tag (FULL_TAG, or siteTier('based')
 *   for a test over the build under a base path), the rest are fast.
 *
 * Every spec file must be named here: tests/support/tiers.test.ts fails on one that is not, so no test can fall
 * out of both tiers. playwright.config.ts turns DOCS_TEST_TIER into the files and tag filters below.
 */

export type Tier = 'fast' | 'full';
export type SpecTier = Tier | 'split';

/** The tag of a full-tier test inside a split file: `test('…', { tag: FULL_TAG }, …)`. */
export const FULL_TAG = '@full';

/** Every browser spec file of tests/e2e, and its tier. */
export const SPEC_TIERS: Record<string, SpecTier> = {
  'a11y-sitemap.spec.ts': 'full',
  'a11y.spec.ts': 'split',
  'api-widths.spec.ts': 'split',
  'chrome.spec.ts': 'fast',
  'csp.spec.ts': 'split',
  'determinism.spec.ts': 'full',
  'dev-server.spec.ts': 'fast',
  'keyboard.spec.ts': 'split',
  'layout.spec.ts': 'fast',
  'links.spec.ts': 'split',
  'not-found.spec.ts': 'split',
  'output-size.spec.ts': 'fast',
  'package-formats.spec.ts': 'fast',
  'paint-first.spec.ts': 'split',
  'reading.spec.ts': 'fast',
  'samples.spec.ts': 'fast',
  'screenshots.spec.ts': 'fast',
  'search.spec.ts': 'split',
  'sidebar.spec.ts': 'split',
  'site-files.spec.ts': 'split',
  'site.spec.ts': 'split',
  'source-links.spec.ts': 'split',
  'theme.spec.ts': 'fast',
  'variants.spec.ts': 'full',
  'versions.spec.ts': 'full',
  'widgets.spec.ts': 'fast',
};

/** A test's tier details by the build it reads: the build under a base path is built for the full tier only. */
export const siteTier = (site: 'root' | 'based'): { tag?: string } => (site === 'based' ? { tag: FULL_TAG } : {});

/** The environment variable that picks a tier; unset runs every test (e.g. `npx playwright test <file>`). */
export const TIER_ENV = 'DOCS_TEST_TIER';

/** One Playwright project's file and tag filters. */
export interface TierProject {
  name: string;
  testMatch: string[];
  grep?: RegExp;
  grepInvert?: RegExp;
}

const TAG = new RegExp(FULL_TAG);

/** The tier a DOCS_TEST_TIER value names; undefined for every test. Anything else is an error that says what is accepted. */
export function tierOf(value: string | undefined): Tier | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (value === 'fast' || value === 'full') return value;
  throw new Error(`${TIER_ENV}=${JSON.stringify(value)} is not a test tier: use "fast" (npm test), "full" (npm run test:full) or leave it unset for every test.`);
}

/** The files of `specs` whose tier is one of `tiers`. */
const filesOf = (specs: Record<string, SpecTier>, ...tiers: SpecTier[]) =>
  Object.entries(specs)
    .filter(([, tier]) => tiers.includes(tier))
    .map(([file]) => file)
    .sort();

/**
 * The Playwright projects that run `tier`: the fast tier is its files plus the untagged tests of split files; the
 * full tier is its files plus the tagged tests of split files (two projects, since a tag filter applies per project).
 */
export function tierProjects(tier: Tier | undefined, specs: Record<string, SpecTier> = SPEC_TIERS): TierProject[] {
  if (tier === undefined) return [{ name: 'all', testMatch: Object.keys(specs).sort() }];
  if (tier === 'fast') return [{ name: 'fast', testMatch: filesOf(specs, 'fast', 'split'), grepInvert: TAG }];
  return [
    { name: 'full', testMatch: filesOf(specs, 'full') },
    { name: 'full-tagged', testMatch: filesOf(specs, 'split'), grep: TAG },
  ];
}

/** Whether a tier's run needs the build under a base path (only full-tier tests read it). */
export const needsBasedBuild = (tier: Tier | undefined): boolean => tier !== 'fast';
