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

export function loadSampleSetup(dataDir: string, projectDir: string): { checker: SampleChecker; mode: string } {
  const map = loadModuleMap(dataDir);
  const environment = environmentKey(readEnvironment(environmentFiles(dataDir, projectDir, dataFile(dataDir, 'sampleModules'), AMBIENT_FILE)));
  const cache = diskCompileCache(path.join(projectDir, SAMPLE_CACHE_DIR), environment);
  return { checker: createSampleChecker(map, projectDir, cache), mode: MODE_LABEL[map.mode] };
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
  return `samples: ${passed}/${total} type-check (${mode})${marked}`;
}
