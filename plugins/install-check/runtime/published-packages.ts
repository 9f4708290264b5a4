import { parseManifest } from '../../../api-gen/manifest';
import { SCOPE } from '../../../api-gen/packages';
import type { OtherPublishedPackage, UnpublishedPackage } from '../../../config/npm-status';
import { type InstallData, installNote } from '../../../api-gen/install-results';
import type { PackageFacts } from '../../../api-gen/package-facts';

/** One row of the "Which packages are on npm" table. */
export interface PackageRow {
  name: string;
  /** The version on npm, or null when the name is not published. */
  version: string | null;
  note: string;
  /** What its installed package.json declares (config/npm-package-facts.json); absent when it is not on npm or does not install. */
  facts?: PackageFacts;
  /** A package the documented ones are built from, not imported directly (the install check skips it). */
  internal?: boolean;
}

export interface NpmStatusData {
  notOnNpm: readonly UnpublishedPackage[];
  otherPublished: readonly OtherPublishedPackage[];
  /** `@pact-toolbox/*` packages on npm outside the API manifest that the guide names. */
  scopedUndocumented?: readonly OtherPublishedPackage[];
  /** What `npm install` and `import()` did, from config/npm-install.json (`npm run check:install`). */
  install: InstallData;
  /** What each installed release's package.json declares (config/npm-package-facts.json), keyed by `name@version`; omitted, the rows carry none. */
  facts?: Record<string, PackageFacts>;
}

export class NpmStatusError extends Error {}

/**
 * Turns the API manifest (the pinned `@pact-toolbox/*` versions), the registry data of `config/npm-status.ts` and
 * the install check's results (`config/npm-install.json`) into table rows: the documented packages first, then the packages they are built from, then the unscoped names.
 * Throws an NpmStatusError when the two sources disagree, naming the package and the fix.
 */
export function packageRows(manifest: unknown, data: NpmStatusData): PackageRow[] {
  const pins = parseManifest(manifest);
  const unpublished = new Map(data.notOnNpm.map((entry) => [entry.name, entry]));
  const pinned = new Set(pins.map((pin) => pin.name));
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
    if (!pin.internal && !data.install.packages[`${name}@${pin.version}`]) {
      throw new NpmStatusError(
        `npm status: config/npm-install.json has no install result for ${name}@${pin.version}, the version api-gen/manifest.json pins; run "npm run check:install -- --write" and commit the data.`,
      );
    }
    const install = installNote(name, pin.version, data.install);
    if (install) notes.push(`${install}.`);
    const facts = data.facts?.[`${name}@${pin.version}`];
    rows.push({ name, version: pin.version, note: notes.join(' '), ...(facts ? { facts } : {}), ...(pin.internal ? { internal: true } : {}) });
  }
  for (const other of data.scopedUndocumented ?? []) {
    if (pinned.has(other.name.slice(SCOPE.length + 1))) {
      throw new NpmStatusError(`npm status: ${other.name} is in api-gen/manifest.json and in config/npm-status.ts SCOPED_UNDOCUMENTED; remove it from one of the two.`);
    }
    if (!data.install.packages[`${other.name}@${other.version}`]) {
      throw new NpmStatusError(
        `npm status: config/npm-install.json has no install result for ${other.name}@${other.version} (config/npm-status.ts SCOPED_UNDOCUMENTED); run "npm run check:install -- --write" and commit the data.`,
      );
    }
    const install = installNote(other.name, other.version, data.install);
    const facts = data.facts?.[`${other.name}@${other.version}`];
    rows.push({ name: other.name, version: other.version, note: [`${other.what}.`, install && `${install}.`].filter(Boolean).join(' '), ...(facts ? { facts } : {}) });
  }
  const listed = new Set(rows.map((row) => row.name));
  for (const entry of data.notOnNpm) {
    if (!listed.has(entry.name)) rows.push({ name: entry.name, version: null, note: `${entry.what}. ${entry.instead}` });
  }
  for (const other of data.otherPublished) {
    const install = installNote(other.name, other.version, data.install);
    rows.push({ name: other.name, version: other.version, note: [`${other.what}.`, install && `${install}.`].filter(Boolean).join(' ') });
  }
  return rows;
}
