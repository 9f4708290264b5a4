import { DOCUMENTED_PACKAGES, INTERNAL_PACKAGES, isDocumented, isInternal } from './packages';

/** One pinned package of the manifest. `version: null` means "not published". */
export interface PinnedPackage {
  name: string;
  version: string | null;
  /** Entry point relative to the package root, when its package.json is wrong. */
  entry?: string;
  internal: boolean;
}

export class ManifestError extends Error {}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function pin(name: string, value: unknown, internal: boolean, where: string): PinnedPackage {
  const entryName = `${where}."${name}"`;
  if (value === null) {
    if (internal) throw new ManifestError(`manifest ${entryName}: internal packages need a version (they are fetched so that imports resolve).`);
    return { name, version: null, internal };
  }
  let version: unknown = value;
  let entry: unknown;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const extra = Object.keys(record).filter((k) => k !== 'version' && k !== 'entry');
    if (extra.length) throw new ManifestError(`manifest ${entryName}: unknown field(s) ${extra.join(', ')}; allowed are "version" and "entry".`);
    version = record.version;
    entry = record.entry;
  }
  if (typeof version !== 'string' || !EXACT_VERSION.test(version)) {
    throw new ManifestError(
      `manifest ${entryName}: ${JSON.stringify(version)} is not an exact version; pin one such as "1.2.3" (ranges like "^1.2.3" are not allowed).`,
    );
  }
  if (entry !== undefined && (typeof entry !== 'string' || entry === '' || entry.startsWith('/') || entry.split('/').includes('..'))) {
    throw new ManifestError(`manifest ${entryName}: entry ${JSON.stringify(entry)} must be a path inside the package, such as "dist/index.d.ts".`);
  }
  return { name, version, internal, ...(entry !== undefined ? { entry: entry as string } : {}) };
}

/** Validates the manifest; throws a ManifestError naming the offending entry. */
export function parseManifest(data: unknown): PinnedPackage[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ManifestError('manifest: expected an object with "packages" and "internal".');
  }
  const { packages, internal } = data as Record<string, unknown>;
  const pins: PinnedPackage[] = [];
  for (const [field, list, known] of [
    ['packages', packages, isDocumented],
    ['internal', internal ?? {}, isInternal],
  ] as const) {
    if (typeof list !== 'object' || list === null || Array.isArray(list)) {
      throw new ManifestError(`manifest: "${field}" must be an object of package name → version.`);
    }
    for (const [name, value] of Object.entries(list)) {
      if (!known(name)) {
        const allowed = (field === 'packages' ? DOCUMENTED_PACKAGES : INTERNAL_PACKAGES).join(', ');
        throw new ManifestError(`manifest ${field}."${name}": unknown package; "${field}" may list only ${allowed}.`);
      }
      pins.push(pin(name, value, field === 'internal', field));
    }
  }
  const missing = DOCUMENTED_PACKAGES.filter((name) => !pins.some((p) => p.name === name && !p.internal));
  if (missing.length) {
    throw new ManifestError(`manifest packages: missing ${missing.join(', ')}; list every documented package (null if it is not published).`);
  }
  return pins;
}

