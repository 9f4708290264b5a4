/**
 * What an installed package's package.json declares about how it loads: its module formats, the environments its
 * exports map names, its entry points, peer dependencies, `sideEffects`, `engines` and the Kadena libraries it
 * depends on. The install check records these beside each install result (config/npm-install.json), and the
 * "Packages on npm" page draws them. Pure: the caller reads the file.
 */

export type ModuleFormat = 'ESM' | 'CommonJS';

export interface PackageFacts {
  /** The formats a reader can load it in: ESM through `import`, CommonJS through `require`. */
  formats: ModuleFormat[];
  /** The environment conditions of the exports map (`browser`, `node`, `react-native`, `default`…), sorted. */
  conditions: string[];
  /** The entry points the exports map opens (`.`, `./vite`), or `.` for a package without one. */
  entryPoints: string[];
  /** Whether it declares type declarations (a `types` field or condition). */
  types: boolean;
  peerDependencies: Record<string, string>;
  /** The `sideEffects` field as declared, or null when absent. */
  sideEffects: boolean | string[] | null;
  /** The `engines` field as declared, or null when absent. */
  engines: Record<string, string> | null;
  /** `@kadena/*` packages among its dependencies and peer dependencies, sorted. */
  kadena: string[];
}

/** Conditions that choose a format or declarations, not an environment. */
const NON_ENVIRONMENT = new Set(['import', 'require', 'types', 'module-sync']);

type Json = unknown;

/** The format of one file an exports map or a main field names: by extension, then by the package's `type`. */
function formatOfFile(file: string, type: unknown): ModuleFormat | null {
  if (/\.d\.[cm]?ts$/.test(file)) return null;
  if (file.endsWith('.mjs')) return 'ESM';
  if (file.endsWith('.cjs')) return 'CommonJS';
  if (file.endsWith('.js')) return type === 'module' ? 'ESM' : 'CommonJS';
  return null;
}

interface Leaf {
  conditions: string[];
  file: string;
}

/** Every file the exports value leads to, with the conditions on its way; subpath keys (`./x`) are not conditions. */
function leaves(value: Json, conditions: string[] = []): Leaf[] {
  if (typeof value === 'string') return [{ conditions, file: value }];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, conditions));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => leaves(v, key.startsWith('.') ? conditions : [...conditions, key]));
}

function record(value: Json): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

export function packageFacts(pkg: Record<string, Json>): PackageFacts {
  const exportsMap = pkg.exports;
  const found = new Set<ModuleFormat>();
  const conditions = new Set<string>();
  let entryPoints: string[] = ['.'];
  let types = typeof pkg.types === 'string' || typeof pkg.typings === 'string';
  if (exportsMap !== undefined && exportsMap !== null) {
    const keys = typeof exportsMap === 'object' && !Array.isArray(exportsMap) ? Object.keys(exportsMap) : [];
    const subpaths = keys.filter((k) => k.startsWith('.'));
    entryPoints = subpaths.length ? subpaths.filter((k) => k !== './package.json') : ['.'];
    for (const leaf of leaves(exportsMap)) {
      if (leaf.conditions.includes('types')) {
        types = true;
        continue;
      }
      for (const c of leaf.conditions) if (!NON_ENVIRONMENT.has(c)) conditions.add(c);
      const format = leaf.conditions.includes('require') ? 'CommonJS' : leaf.conditions.includes('import') ? 'ESM' : formatOfFile(leaf.file, pkg.type);
      if (format) found.add(format);
      if (/\.d\.[cm]?ts$/.test(leaf.file)) types = true;
    }
  } else {
    for (const field of ['main', 'module'] as const) {
      const file = pkg[field];
      if (typeof file !== 'string') continue;
      const format = field === 'module' ? 'ESM' : formatOfFile(file, pkg.type);
      if (format) found.add(format);
    }
    if (!found.size) found.add(pkg.type === 'module' ? 'ESM' : 'CommonJS');
  }
  const sideEffects = pkg.sideEffects;
  const deps = { ...record(pkg.dependencies), ...record(pkg.peerDependencies) };
  return {
    formats: (['ESM', 'CommonJS'] as const).filter((f) => found.has(f)),
    conditions: [...conditions].sort(),
    entryPoints,
    types,
    peerDependencies: record(pkg.peerDependencies),
    sideEffects: typeof sideEffects === 'boolean' ? sideEffects : Array.isArray(sideEffects) ? sideEffects.filter((s): s is string => typeof s === 'string') : null,
    engines: pkg.engines && typeof pkg.engines === 'object' ? record(pkg.engines) : null,
    kadena: Object.keys(deps).filter((d) => d.startsWith('@kadena/')).sort(),
  };
}
