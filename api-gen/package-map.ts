/**
 * The /api/ overview as a map of the toolkit (api-gen/package-map.json): each package under its group, with a
 * one-line purpose and its status. The purpose is the package's own words where it has any (its package.json
 * `description`, else the first sentence of its README), and our line from the map where it has none: most published
 * packages carry neither, so 11 of 16 rows were empty.
 */
import { fileURLToPath } from 'node:url';
import { summaryOf } from './markdown';
import { readJsonFile } from './json-file';

export interface PackagePlace {
  group: string;
  purpose: string;
}

export interface PackageMap {
  groups: string[];
  packages: Record<string, PackagePlace>;
}

export class PackageMapError extends Error {}

const MAP_FILE = new URL('./package-map.json', import.meta.url);

/** Checks the map's shape; throws naming the entry, the cause and the fix. */
export function parsePackageMap(raw: unknown, file = 'api-gen/package-map.json'): PackageMap {
  const fail = (what: string) => new PackageMapError(`${file}: ${what}.`);
  const data = raw as PackageMap;
  if (!data || !Array.isArray(data.groups) || !data.groups.every((g) => typeof g === 'string')) throw fail('"groups" must be a list of group names');
  if (!data.packages || typeof data.packages !== 'object') throw fail('"packages" is missing; give each package { "group", "purpose" }');
  for (const [name, place] of Object.entries(data.packages)) {
    if (!place || typeof place.purpose !== 'string' || !place.purpose.trim()) throw fail(`"${name}" needs a one-line "purpose" in our words`);
    if (!data.groups.includes(place.group)) throw fail(`"${name}" is in the group "${place.group}", which "groups" does not list; add it there or use one of ${data.groups.join(', ')}`);
  }
  return data;
}

export function loadPackageMap(): PackageMap {
  return parsePackageMap(readJsonFile(fileURLToPath(MAP_FILE), 'Fix the file: it holds "groups" (a list) and "packages" ({ "<name>": { "group": "…", "purpose": "…" } }).', 'api-gen/package-map.json'));
}

/** A package's place, or an error naming the package and the fix. */
export function placeOf(map: PackageMap, name: string): PackagePlace {
  const place = map.packages[name];
  if (!place) throw new PackageMapError(`api-gen/package-map.json has no entry for "${name}": add { "group": …, "purpose": … } for it, so the /api/ overview can place it.`);
  return place;
}

/**
 * The first sentence of a README's introduction (above its first h2), plain: a tagline written as a quote
 * (`> High-level transaction builder …`) counts, a callout (`> [!NOTE]`) does not. Undefined for an empty README.
 */
export function readmePurpose(readme: string | null): string | undefined {
  if (!readme?.trim()) return undefined;
  const unquoted = readme
    .replace(/\r\n?/g, '\n')
    .replace(/^>[ \t]*\[!.*(?:\n>.*)*/gm, '')
    .replace(/^>[ \t]?/gm, '');
  return summaryOf(unquoted, 200);
}

/** The purpose line shown: the package's description, else its README's first sentence, else our line. */
export function purposeOf(input: { description: string; readme: string | null }, place: PackagePlace): string {
  const own = input.description.trim() || readmePurpose(input.readme);
  return own || place.purpose;
}

/** What installing a published release from npm and importing it did (config/npm-install.json, read by the caller). */
export interface NpmOutcome {
  installs: boolean;
  imports: boolean;
}

/** Published releases' outcomes, keyed by `name@version` (`@pact-toolbox/chainweb-client@0.1.0`). */
export type NpmOutcomes = Record<string, NpmOutcome>;

/**
 * A package's status on the overview, so rows differ where the packages do: its npm release and what installing
 * and importing it does; in a build of main, "only on main" for a package npm does not have.
 */
export function packageStatus(options: { mode: 'registry' | 'workspace'; npmVersion: string | null; outcome: NpmOutcome | undefined; failed: boolean }): string {
  if (options.failed) return 'failed: see its page';
  if (!options.npmVersion) return options.mode === 'workspace' ? 'only on main (not on npm)' : 'not on npm';
  const release = `npm ${options.npmVersion}`;
  if (!options.outcome) return release;
  if (!options.outcome.installs) return `${release}: install fails`;
  return options.outcome.imports ? `${release}: installs and imports` : `${release}: installs, import fails`;
}
