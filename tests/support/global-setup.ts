/**
 * Builds the site (base "/"), and for the full tier also under a base path ("/pact-toolbox/" with an edit link),
 * then serves them the way GitHub Pages does. DOCS_SKIP_BUILD=1 reuses existing builds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { locked } from '../../scripts/build-lock';
import { startStaticServer } from '../../scripts/static-server';
import { AXE_FILE, AXE_PATH } from './axe-run';
import { chromeExecutable } from './browser';
import { ROOT, SITES } from './sites';
import { needsBasedBuild, TIER_ENV, tierOf } from './tiers';

/** Runs a build step (node with `args`) under the project's build lock, so concurrent runs queue. */
export function run(args: string[], env: Record<string, string> = {}, stdio: 'inherit' | 'pipe' = 'inherit'): void {
  const [cmd, cmdArgs] = locked(ROOT, process.execPath, args);
  execFileSync(cmd, cmdArgs, { cwd: ROOT, stdio, env: { ...process.env, ...env } });
}

export const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

export default async function globalSetup() {
  const executable = chromeExecutable() ?? chromium.executablePath();
  if (!existsSync(executable)) {
    throw new Error(
      'No Chromium for the browser tests: install Debian\'s headless shell (apt-get install -y chromium-headless-shell), set CHROME_PATH to a Chrome/Chromium binary, or run "npx playwright install chromium" where downloads work.',
    );
  }
  const skip = process.env.DOCS_SKIP_BUILD === '1';
  const rspress = bin('@rspress/core', 'bin/rspress.js');
  if (!skip || !existsSync(path.join(SITES.root.outDir, 'index.html'))) {
    run([bin('tsx', 'dist/cli.mjs'), 'scripts/api.ts']);
    run([rspress, 'build'], { DOCS_BASE: '/', DOCS_OUT_DIR: SITES.root.outDir, DOCS_EDIT_URL: '', DOCS_SITE_URL: SITES.root.publicUrl });
  }
  // The fast tier (npm test) reads one build; the build under a base path is the full tier's (tests/support/tiers.ts).
  const sites = needsBasedBuild(tierOf(process.env[TIER_ENV])) ? Object.values(SITES) : [SITES.root];
  if (sites.includes(SITES.based) && (!skip || !existsSync(path.join(SITES.based.outDir, 'index.html')))) {
    run([rspress, 'build'], { DOCS_BASE: SITES.based.base, DOCS_OUT_DIR: SITES.based.outDir, DOCS_EDIT_URL: SITES.based.editUrl, DOCS_SITE_URL: SITES.based.publicUrl });
  }
  const servers = await Promise.all(
    sites.map(async (site) => {
      const server = await startStaticServer({ root: site.outDir, base: site.base, extraFiles: { [AXE_PATH]: AXE_FILE } });
      process.env[site.env] = server.url;
      return server;
    }),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
}
