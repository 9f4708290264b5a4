/**
 * Finds the file TypeDoc should document for one package: the manifest's
 * override, else what package.json declares for types, else nothing.
 */

export type EntryResult =
  | { kind: 'entry'; path: string }
  /** The package ships no TypeScript at all (e.g. a README-only release). */
  | { kind: 'empty' }
  /** It ships TypeScript, but the declared entry is missing. */
  | { kind: 'missing'; declared: string };

const TS_FILE = /\.(d\.[cm]?ts|[cm]?ts|tsx)$/;

function normalise(path: string): string {
  return path.replace(/^\.\//, '');
}

/**
 * The types entry a package.json declares, in the order TypeScript reads them;
 * for a subpath ("./vite") only its `exports` entry counts.
 */
export function declaredTypesEntry(pkg: Record<string, unknown>, subpath = '.'): string | undefined {
  if (subpath === '.') {
    for (const field of ['types', 'typings']) {
      if (typeof pkg[field] === 'string') return normalise(pkg[field] as string);
    }
  }
  const exports = pkg.exports as Record<string, unknown> | undefined;
  if (exports && typeof exports === 'object') {
    const root = (exports[subpath] ?? (subpath === '.' ? exports : undefined)) as Record<string, unknown> | undefined;
    const types = root?.types;
    if (typeof types === 'string') return normalise(types);
    if (types && typeof types === 'object') {
      const conditional = types as Record<string, unknown>;
      const pick = conditional.import ?? conditional.default ?? conditional.require;
      if (typeof pick === 'string') return normalise(pick);
    }
  }
  return undefined;
}

/**
 * @param files every file of the package, relative to its root ("dist/index.d.ts").
 */
export function resolveEntry(pkg: Record<string, unknown>, files: readonly string[], override?: string): EntryResult {
  const present = new Set(files.map(normalise));
  if (!files.some((f) => TS_FILE.test(f))) return { kind: 'empty' };
  const candidates = [override, declaredTypesEntry(pkg)].filter((c): c is string => !!c).map(normalise);
  for (const candidate of candidates) {
    if (present.has(candidate)) return { kind: 'entry', path: candidate };
  }
  return { kind: 'missing', declared: candidates[0] ?? '(no "types" field)' };
}
