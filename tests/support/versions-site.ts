/**
 * The two-version fixture site: a toolkit stand-in (tests/fixtures/toolkit-versions) documented as "main" beside
 * the npm releases pinned in tests/fixtures/site-versions/manifest.json, with the small guide in
 * tests/fixtures/site-versions/docs, built by the real generator and site config under the build lock. Needs no
 * network beyond the npm registry (the releases come through api-gen's cache, which the default build fills too).
 * Built once per run; DOCS_SKIP_BUILD=1 reuses an earlier build.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, run } from './global-setup';
import { E2E_DIR, ROOT } from './sites';

export const VERSIONS_FIXTURE = {
  toolkit: path.join(ROOT, 'tests/fixtures/toolkit-versions'),
  manifest: path.join(ROOT, 'tests/fixtures/site-versions/manifest.json'),
  docs: path.join(ROOT, 'tests/fixtures/site-versions/docs'),
  replacements: path.join(ROOT, 'tests/fixtures/site-versions/replacements-on-main.ts'),
  packages: ['chainweb-client', 'crypto', 'signers'],
};

export const VERSIONS_SITE = {
  docsRoot: path.join(E2E_DIR, 'versions-docs'),
  outDir: path.join(E2E_DIR, 'site-versions'),
};

export function buildVersionsSite(): void {
  if (process.env.DOCS_SKIP_BUILD === '1' && existsSync(path.join(VERSIONS_SITE.outDir, 'index.html'))) return;
  rmSync(VERSIONS_SITE.docsRoot, { recursive: true, force: true });
  cpSync(VERSIONS_FIXTURE.docs, VERSIONS_SITE.docsRoot, { recursive: true });
  // The site's own assets (favicon, logo, social card): the config names them.
  cpSync(path.join(ROOT, 'docs/public'), path.join(VERSIONS_SITE.docsRoot, 'public'), { recursive: true });
  run([
    bin('tsx', 'dist/cli.mjs'),
    'scripts/api.ts',
    '--workspace',
    VERSIONS_FIXTURE.toolkit,
    '--manifest',
    VERSIONS_FIXTURE.manifest,
    '--packages',
    VERSIONS_FIXTURE.packages.join(','),
    '--errors',
    path.join(ROOT, 'tests/fixtures/site-versions/errors'),
    '--replacements',
    VERSIONS_FIXTURE.replacements,
    '--out',
    path.join(VERSIONS_SITE.docsRoot, 'api'),
  ]);
  run([bin('@rspress/core', 'bin/rspress.js'), 'build'], {
    DOCS_ROOT: VERSIONS_SITE.docsRoot,
    DOCS_OUT_DIR: VERSIONS_SITE.outDir,
    DOCS_BASE: '/',
    DOCS_EDIT_URL: '',
    DOCS_SITE_URL: '',
  });
}
