/**
 * The build from source beside the published packages: which names each
 * published @pact-toolbox package exports (read from its tarball's declaration
 * files, cached in .cache), for checking the guide's samples against npm too.
 * How each symbol stands between the two versions ("only on main") is the
 * versions pass's alone (api-gen/versions/). In registry mode none of this runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from './fs-utils';
import type { PinnedPackage } from './manifest';
import { loadRegistry, type RegistryClient } from './sources/registry';
import type { SourceResult } from './sources/types';

/** What the published version of one package lets us compare. */
export type PublishedStatus =
  | { kind: 'compared'; version: string; names: string[] }
  /** Published, but with no type declarations (a 0.0.0 placeholder): npm has none of main's names. */
  | { kind: 'empty'; version: string }
  | { kind: 'unpublished' }
  /** The comparison could not be made (the registry unreachable and nothing cached). */
  | { kind: 'unknown'; reason: string };

export type Published = Record<string, PublishedStatus>;

/** The statuses of every pinned package: fetched through the registry source (its cache serves offline runs), names read by `readNames`. */
export async function loadPublished(options: {
  pins: PinnedPackage[];
  cacheDir: string;
  client: () => Promise<RegistryClient>;
  readNames: (entries: { name: string; entry: string }[], compilerOptions: Record<string, unknown>) => Record<string, string[]>;
}): Promise<{ published: Published; fingerprint: string; source: SourceResult }> {
  const source = await loadRegistry({ pins: options.pins, cacheDir: options.cacheDir, client: options.client });
  const fingerprint = sha256(JSON.stringify(source.packages.map((p) => [p.name, p.fingerprint, p.problem?.cause ?? null])));
  const cacheFile = path.join(options.cacheDir, 'published-exports.json');
  let names: Record<string, string[]> | undefined;
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { fingerprint: string; names: Record<string, string[]> };
    if (cached.fingerprint === fingerprint) names = cached.names;
  }
  if (!names) {
    const entries = source.packages.flatMap((p) => (p.entry && !p.problem ? [{ name: p.name, entry: p.entry }] : []));
    names = entries.length ? options.readNames(entries, source.compilerOptions) : {};
    writeFileSync(cacheFile, `${JSON.stringify({ fingerprint, names })}\n`);
  }
  const published: Published = {};
  for (const p of source.packages) {
    if (p.version === null) published[p.name] = { kind: 'unpublished' };
    else if (p.problem) published[p.name] = { kind: 'unknown', reason: p.problem.cause };
    else if (names[p.name]) published[p.name] = { kind: 'compared', version: p.version, names: names[p.name] };
    else published[p.name] = { kind: 'empty', version: p.version };
  }
  return { published, fingerprint, source };
}
