/**
 * The build from source against the published packages: which names each
 * published @pact-toolbox package exports (read from its tarball's declaration
 * files, cached in .cache), and what that makes of each page — an "only on
 * main" badge on what npm lacks, and on each package page the names npm has
 * that main does not. In registry mode none of this runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from './fs-utils';
import type { PinnedPackage } from './manifest';
import { fullName } from './packages';
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

/** Whether a name main exports is missing from the published version (false when nothing can be compared). */
export function onlyOnMain(name: string, status: PublishedStatus | undefined): boolean {
  if (status?.kind === 'empty') return true;
  return status?.kind === 'compared' && !status.names.includes(name);
}

/** Names the published version exports that main does not (sorted). */
export function onlyPublished(mainNames: readonly string[], status: PublishedStatus | undefined): string[] {
  if (status?.kind !== 'compared') return [];
  const main = new Set(mainNames);
  return status.names.filter((n) => !main.has(n));
}

export const ONLY_ON_MAIN = 'only on main';

/** The badge, as raw HTML inside markdown (API pages are `.md`). */
export function onlyOnMainBadge(status: PublishedStatus | undefined): string {
  const version = status && 'version' in status ? `npm ${status.version}` : 'the published version';
  return `<span class="pt-only-main" title="Not in ${version}: install from the repository's main to use it">${ONLY_ON_MAIN}</span>`;
}

/**
 * The package page's comparison, after its Version line: how many listed names npm lacks and which names npm has
 * that main does not; or why nothing was compared. `documented`: the commit label ("main @ 823a06c").
 */
export function comparisonNote(name: string, status: PublishedStatus | undefined, mainNames: readonly string[], documented: string): string {
  const pkg = fullName(name);
  if (!status) return '';
  if (status.kind === 'unpublished') return `${pkg} is not published on npm: everything here is only on ${documented}.`;
  if (status.kind === 'unknown') return `Not compared with the published version: ${status.reason}. The "${ONLY_ON_MAIN}" marks are left out.`;
  if (status.kind === 'empty') return `The published npm ${status.version} holds no code, so everything here is only on ${documented} (marked "${ONLY_ON_MAIN}").`;
  const missing = mainNames.filter((n) => !status.names.includes(n));
  const gone = onlyPublished(mainNames, status);
  const lines = [
    missing.length
      ? `${missing.length} of the ${mainNames.length} names exported here are not in the published npm ${status.version} (marked "${ONLY_ON_MAIN}").`
      : `Every name exported here is also in the published npm ${status.version}.`,
  ];
  if (gone.length) lines.push(`npm ${status.version} also exports ${gone.length} name(s) that ${documented} no longer has, so code written against npm may not work with main: ${gone.map((n) => `\`${n}\``).join(', ')}.`);
  return lines.join(' ');
}
