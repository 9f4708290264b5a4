/**
 * Loads the published packages beside a build from source (api-gen/published.ts
 * does the comparing): the manifest's pins through the registry source and its
 * cache. A registry that cannot be reached is a warning, never a failure.
 */
import { exportNamesOf, parsedCompilerOptions } from './export-names';
import { manifestPins } from './manifest-file';
import type { RegistryClient } from './sources/registry';
import { loadPublished, type Published } from './published';
import { pacoteClient } from './sources/registry';
import type { SourceResult } from './sources/types';

export interface PublishedSource {
  published: Published;
  fingerprint: string;
  /** The published packages as the registry source read them, for checking the guide's samples against them too. */
  source?: SourceResult;
}

/** Workspace mode only (undefined in registry mode, where nothing is compared). */
export async function loadPublishedForWorkspace(
  source: SourceResult,
  options: { manifestFile?: string; cacheDir: string; registryClient?: () => Promise<RegistryClient> },
): Promise<PublishedSource | undefined> {
  if (source.mode !== 'workspace') return undefined;
  const names = source.packages.map((p) => p.name);
  try {
    return await loadPublished({
      pins: manifestPins(options).filter((pin) => pin.internal || names.includes(pin.name)),
      cacheDir: options.cacheDir,
      client: options.registryClient ?? pacoteClient,
      readNames: (entries, compilerOptions) => exportNamesOf(entries, parsedCompilerOptions(compilerOptions)),
    });
  } catch (error) {
    const reason = `the published packages could not be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
    return { published: Object.fromEntries(names.map((n) => [n, { kind: 'unknown', reason }])), fingerprint: `failed: ${reason}` };
  }
}

/** One warning naming the packages that could not be compared, and why; none when every one was. */
export function publishedWarnings(source: PublishedSource | undefined): string[] {
  const unknown = Object.entries(source?.published ?? {}).flatMap(([name, s]) => (s.kind === 'unknown' ? [`${name} (${s.reason})`] : []));
  if (!unknown.length) return [];
  return [`not compared with the published packages, so the guide's samples are not checked against them: ${unknown.join('; ')}. Run once with the registry reachable; its cache in .cache/api-gen then serves offline builds.`];
}
