import { parseManifest } from '../../api-gen/manifest';
import { SCOPE } from '../../api-gen/packages';
import type { OtherPublishedPackage, UnpublishedPackage } from '../../config/npm-status';

/** One row of the "Which packages are on npm" table. */
export interface PackageRow {
  name: string;
  /** The version on npm, or null when the name is not published. */
  version: string | null;
  note: string;
}

export interface NpmStatusData {
  notOnNpm: readonly UnpublishedPackage[];
  otherPublished: readonly OtherPublishedPackage[];
  dependsOnUnpublished: readonly string[];
}

export class NpmStatusError extends Error {}

/**
 * Turns the API manifest (the pinned `@pact-toolbox/*` versions) and the registry data of `config/npm-status.ts`
 * into table rows: the documented packages first, then the packages they are built from, then the unscoped names.
 * Throws an NpmStatusError when the two sources disagree, naming the package and the fix.
 */
export function packageRows(manifest: unknown, data: NpmStatusData): PackageRow[] {
  const pins = parseManifest(manifest);
  const unpublished = new Map(data.notOnNpm.map((entry) => [entry.name, entry]));
  const pinned = new Set(pins.map((pin) => pin.name));
  for (const name of data.dependsOnUnpublished) {
    if (!pinned.has(name)) {
      throw new NpmStatusError(
        `npm status: "${name}" is listed as depending on an unpublished package but is not in api-gen/manifest.json; remove it from DEPENDS_ON_UNPUBLISHED or add it to the manifest.`,
      );
    }
  }
  const rows: PackageRow[] = [];
  for (const pin of [...pins.filter((p) => !p.internal), ...pins.filter((p) => p.internal)]) {
    const name = `${SCOPE}/${pin.name}`;
    const entry = unpublished.get(name);
    if (pin.version === null) {
      if (!entry) {
        throw new NpmStatusError(
          `npm status: api-gen/manifest.json says ${name} is not published, but config/npm-status.ts does not list it in NOT_ON_NPM; add it there with what readers do instead.`,
        );
      }
      rows.push({ name, version: null, note: `${entry.what}. ${entry.instead}` });
      continue;
    }
    if (entry) {
      throw new NpmStatusError(
        `npm status: api-gen/manifest.json pins ${name} at ${pin.version}, but config/npm-status.ts lists it in NOT_ON_NPM; remove one of the two.`,
      );
    }
    const notes: string[] = [];
    if (pin.internal) notes.push('Installed as a dependency of the packages above; not imported directly.');
    if (data.dependsOnUnpublished.includes(pin.name)) {
      notes.push(`npm install fails (E404): it depends on ${SCOPE}/config, which is not published.`);
    }
    rows.push({ name, version: pin.version, note: notes.join(' ') });
  }
  const listed = new Set(rows.map((row) => row.name));
  for (const entry of data.notOnNpm) {
    if (!listed.has(entry.name)) rows.push({ name: entry.name, version: null, note: `${entry.what}. ${entry.instead}` });
  }
  for (const other of data.otherPublished) rows.push({ name: other.name, version: other.version, note: `${other.what}.` });
  return rows;
}
