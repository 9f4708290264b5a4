import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the browser tests build their sites (DOCS_E2E_DIR overrides, e.g. to run two suites at once). */
export const E2E_DIR = path.resolve(ROOT, process.env.DOCS_E2E_DIR ?? '.cache/e2e');

/**
 * The two builds the browser tests read: the default one and one under a base path.
 * `publicUrl` is the DOCS_SITE_URL each is built with: unset for the default build (it
 * names itself after `npm run serve`), the GitHub Pages address for the based one, as the deploy does.
 */
export const SITES = {
  root: { outDir: path.join(E2E_DIR, 'site-root'), base: '/', env: 'SITE_URL', publicUrl: '' },
  based: {
    outDir: path.join(E2E_DIR, 'site-base'),
    base: '/pact-toolbox/',
    env: 'BASED_SITE_URL',
    editUrl: 'https://github.com/example/pact-toolbox-docs/edit/main/docs/',
    publicUrl: 'https://kadena-community.github.io/pact-toolbox/',
  },
} as const;

/** Origin + base of a site started by the global setup, e.g. http://127.0.0.1:41234/ */
export function siteUrl(site: keyof typeof SITES = 'root'): string {
  const url = process.env[SITES[site].env];
  if (!url) {
    const hint = site === 'based' ? ' The build under a base path belongs to the full tier: tag the test { tag: FULL_TAG } (tests/support/tiers.ts).' : '';
    throw new Error(`${SITES[site].env} is not set: run the browser tests through "npm run test:e2e" or "npm run test:full" (their global setup builds and serves the site).${hint}`);
  }
  return url;
}
