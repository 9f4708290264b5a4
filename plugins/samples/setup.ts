/**
 * Loads what the sample check needs from api-gen's output and sums up the
 * result: `samples: N/M type-check (source|registry)`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFile } from '../../api-gen/data-files';
import type { ModuleMap } from '../../api-gen/sample-modules';
import { diskCompileCache, environmentFiles, environmentKey, readEnvironment } from './cache';
import { AMBIENT_FILE, createSampleChecker, type SampleChecker } from './check';
import type { PageTally } from './remark';
import type { SampleSources } from '../../api-gen/sample-sources';
import { packageRoute } from '../../api-gen/layout';
import { shortName, type MarkTarget } from './caption';

/** How the summary names api-gen's source modes. */
export const MODE_LABEL: Record<ModuleMap['mode'], string> = { registry: 'registry', workspace: 'source' };

export function loadModuleMap(dataDir: string): ModuleMap {
  const file = dataFile(dataDir, 'sampleModules');
  if (!existsSync(file)) throw new Error(`${file} is missing, so the code samples cannot be compiled: run "npm run api" first (npm run build does).`);
  const map = JSON.parse(readFileSync(file, 'utf8'));
  if (!map || !(map.mode in MODE_LABEL) || typeof map.paths !== 'object') {
    throw new Error(`${file} is not a module map (expected { mode, paths }): delete docs/api and run "npm run api" again.`);
  }
  return map;
}

/** Where compiled samples are kept between builds (./cache.ts). */
export const SAMPLE_CACHE_DIR = '.cache/samples';

export interface SampleSetup {
  checker: SampleChecker;
  mode: string;
  /** What the captions name (absent when api-gen wrote none: an older docs/api). */
  sources?: SampleSources;
  /** Build from source with the published packages at hand: a second checker, against npm. */
  npmChecker?: SampleChecker;
  /** Where a caption's "not in npm" mark links. */
  markTarget: MarkTarget;
}

/** The file name (in a package's folder of the API reference) of the page listing what changed between npm and main. */
export const CHANGES_PAGE = 'changes';

/**
 * Where a caption's mark links for a package, from the pages api-gen wrote into `apiDir` (docs/api): the
 * package's change page when the build has one (both versions), else its API page; undefined for neither.
 */
export function markTargets(apiDir: string): MarkTarget {
  const page = (...parts: string[]) => ['.md', '.mdx'].some((ext) => existsSync(path.join(apiDir, ...parts) + ext));
  return (pkg) => {
    const name = shortName(pkg);
    if (page(name, CHANGES_PAGE) || page(name, CHANGES_PAGE, 'index')) return { href: `${packageRoute(name)}${CHANGES_PAGE}`, changes: true };
    if (page(name, 'index')) return { href: packageRoute(name), changes: false };
    return undefined;
  };
}

/** The setups this process has loaded, by folders and environment: the guide's samples and the API examples share one. */
const loaded = new Map<string, SampleSetup>();

/**
 * The checkers of a build (one TypeScript service each, whose first compile takes seconds): loaded once per process
 * for the same data folder, project and compile environment (module maps, api-gen's stamp, the checker's code and
 * dependencies), so the guide's samples and the API examples compile with the same ones.
 */
export function loadSampleSetup(dataDir: string, projectDir: string): SampleSetup {
  const files = [dataFile(dataDir, 'sampleModules'), dataFile(dataDir, 'sampleModulesNpm'), dataFile(dataDir, 'sampleSources')];
  const id = [dataDir, projectDir, environmentKey(readEnvironment([...environmentFiles(dataDir, projectDir, files[0], AMBIENT_FILE), ...files.slice(1)]))].join('\0');
  const known = loaded.get(id);
  if (known) return known;
  const setup = readSampleSetup(dataDir, projectDir);
  loaded.set(id, setup);
  return setup;
}

function readSampleSetup(dataDir: string, projectDir: string): SampleSetup {
  const map = loadModuleMap(dataDir);
  const checkerOf = (file: string, moduleMap: ModuleMap, cacheDir: string) => {
    const environment = environmentKey(readEnvironment(environmentFiles(dataDir, projectDir, file, AMBIENT_FILE)));
    return createSampleChecker(moduleMap, projectDir, diskCompileCache(path.join(projectDir, cacheDir), environment));
  };
  const sourcesFile = dataFile(dataDir, 'sampleSources');
  const sources: SampleSources | undefined = existsSync(sourcesFile) ? JSON.parse(readFileSync(sourcesFile, 'utf8')) : undefined;
  const npmFile = dataFile(dataDir, 'sampleModulesNpm');
  const npmChecker = map.mode === 'workspace' && existsSync(npmFile) ? checkerOf(npmFile, JSON.parse(readFileSync(npmFile, 'utf8')), `${SAMPLE_CACHE_DIR}-npm`) : undefined;
  return { checker: checkerOf(dataFile(dataDir, 'sampleModules'), map, SAMPLE_CACHE_DIR), mode: MODE_LABEL[map.mode], sources, npmChecker, markTarget: markTargets(path.dirname(dataDir)) };
}

/** One line over all pages (the last tally of each page counts). */
export function summaryLine(tallies: readonly PageTally[], mode: string): string {
  const byPage = new Map(tallies.map((t) => [t.page, t]));
  let total = 0;
  let passed = 0;
  let counter = 0;
  for (const t of byPage.values()) {
    total += t.total;
    passed += t.passed;
    counter += t.counterExamples;
  }
  const marked = counter ? `, ${counter} of them marked counter-example(s)` : '';
  const checkedNpm = [...byPage.values()].some((t) => t.npmFailed !== undefined);
  const npmFailed = [...byPage.values()].reduce((sum, t) => sum + (t.npmFailed ?? 0), 0);
  const npm = checkedNpm ? `; ${npmFailed} of them do not compile against npm (marked under each, errors in the report)` : '';
  return `samples: ${passed}/${total} type-check (${mode})${marked}${npm}`;
}
