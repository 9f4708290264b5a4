/**
 * What the guide's samples are checked against, for their captions
 * (plugins/samples/caption.ts): the version this build documents and each
 * published package's npm version; in a build from source also the module map
 * of the published packages, so the samples are checked against npm too.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { dataFile } from './data-files';
import { fullName } from './packages';
import { moduleMap } from './sample-modules';
import type { SourceResult } from './sources/types';

export interface SampleSources {
  /** "main @ 823a06c" in a build from source; undefined in a registry build (the npm versions say it). */
  main?: string;
  /** Import name → published version ("@pact-toolbox/transaction" → "0.2.0"), for the packages a registry build or the comparison fetched. */
  npm: Record<string, string>;
}

/** The npm versions of the packages a registry source documents. */
export function npmVersions(source: SourceResult | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of source?.packages ?? []) if (p.version && p.entry && !p.problem) out[fullName(p.name)] = p.version;
  return out;
}

/** Writes sample-sources.json, and sample-modules-npm.json when a build from source has the published packages. */
export function writeSampleSources(dataDir: string, source: SourceResult, mainLabel: string | undefined, published: SourceResult | undefined): void {
  const sources: SampleSources = source.mode === 'workspace' ? { main: mainLabel ?? 'main', npm: npmVersions(published) } : { npm: npmVersions(source) };
  writeFileSync(dataFile(dataDir, 'sampleSources'), `${JSON.stringify(sources, null, 1)}\n`);
  const npmMap = dataFile(dataDir, 'sampleModulesNpm');
  if (source.mode === 'workspace' && published && Object.keys(sources.npm).length) writeFileSync(npmMap, `${JSON.stringify(moduleMap(published), null, 1)}\n`);
  else rmSync(npmMap, { force: true });
}
