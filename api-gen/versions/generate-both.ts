/**
 * One site, one or two versions of the API reference. With the toolkit's source: main in `outDir` (docs/api) and
 * the npm releases in `npmOutDir` (docs/npm/api, routes under /npm/api/), compared by the versions pass. Without
 * it: the npm releases alone in `outDir`, as a one-version site. When the npm releases cannot be generated beside
 * main (the registry unreachable with nothing cached), the site is main alone, and the report says why.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, DATA_FILES } from '../data-files';
import { generate, manifestPins, type GenerateOptions, type GenerateReport } from '../generate';
import { NPM_API_ROUTE } from '../layout';
import { applyVersions } from './index';
import { installFindings } from './install-callout';
import { parseInstallData } from '../install-results';
import { rebaseRoutes } from './rebase';
import { VERSIONS_FILE } from './data';
import type { ReplacementSource } from './replacements';

export interface BothOptions extends GenerateOptions {
  /** Where the npm version goes in a two-version site (docs/npm/api). */
  npmOutDir: string;
  /** What does the job on main of removed npm names (scripts/api.ts gives the site's reviewed data, config/replacements-on-main.ts; a fixture its own). */
  replacements?: ReplacementSource;
}

export interface BothReport {
  main?: GenerateReport;
  npm: GenerateReport;
  /** Why a source build ended with one version, when it did. */
  oneVersionReason?: string;
  diffs?: ReturnType<typeof applyVersions>['diffs'];
  /** Entries of the replacements data left out, each naming its line, the cause and the fix. */
  replacementProblems?: string[];
}

/** Data files whose routes move under /npm/api/ (the others hold no routes). */
const ROUTE_FILES = [DATA_FILES.sidebar, DATA_FILES.symbols, DATA_FILES.searchDirectory];

export function moveUnderNpm(dataDir: string): void {
  for (const name of ROUTE_FILES) {
    const file = path.join(dataDir, name);
    if (existsSync(file)) writeFileSync(file, `${JSON.stringify(rebaseRoutes(JSON.parse(readFileSync(file, 'utf8')), NPM_API_ROUTE), null, 1)}\n`);
  }
}

export async function generateBoth(options: BothOptions): Promise<BothReport> {
  const log = options.log ?? (() => {});
  if (!options.workspace) {
    rmSync(path.dirname(options.npmOutDir), { recursive: true, force: true });
    const npm = await generate({ ...options, workspace: undefined });
    rmSync(path.join(options.outDir, DATA_DIR, VERSIONS_FILE), { force: true });
    return { npm };
  }
  const main = await generate(options);
  const npm = await generate({ ...options, workspace: undefined, outDir: options.npmOutDir, packages: undefined, cacheDir: options.cacheDir, apiRoot: NPM_API_ROUTE, mainCheckout: options.workspace });
  const documented = npm.packages.filter((p) => p.status === 'documented');
  if (!documented.length) {
    const reason = `no npm release could be documented (${npm.problems.map((p) => `${p.packageName}: ${p.cause}`).slice(0, 2).join('; ') || 'nothing published'})`;
    log(`api-gen: the site documents main alone: ${reason}.`);
    rmSync(path.dirname(options.npmOutDir), { recursive: true, force: true });
    rmSync(path.join(options.outDir, DATA_DIR, VERSIONS_FILE), { force: true });
    return { main, npm, oneVersionReason: reason };
  }
  moveUnderNpm(path.join(options.npmOutDir, DATA_DIR));
  const pins = manifestPins(options);
  const npmVersions = Object.fromEntries(pins.filter((p) => !p.internal).map((p) => [p.name, p.version]));
  const internalVersions = Object.fromEntries(pins.filter((p) => p.internal).map((p) => [p.name, p.version]));
  const mainLabel = (() => {
    try {
      const label: string = JSON.parse(readFileSync(path.join(options.outDir, DATA_DIR, DATA_FILES.sampleSources), 'utf8')).main ?? 'main';
      // The pinned commit is one of main's (the toolkit-ref workflow moves it along main): name the branch, not a bare commit.
      return label.replace(/^commit /, 'main @ ');
    } catch {
      return 'main';
    }
  })();
  const installFile = path.join(options.projectDir, 'config/npm-install.json');
  const installData = existsSync(installFile) ? parseInstallData(JSON.parse(readFileSync(installFile, 'utf8')), installFile) : undefined;
  const install = installData && { findings: installFindings(npmVersions, installData), checkedOn: installData.checkedOn };
  const { diffs, problems } = applyVersions({ mainDir: options.outDir, npmDir: options.npmOutDir, mainLabel, npmVersions, internalVersions, install, replacements: options.replacements });
  for (const problem of problems) log(`api-gen: versions: ${problem}`);
  return { main, npm, diffs, replacementProblems: problems };
}

