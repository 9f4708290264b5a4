/**
 * What an installed package's package.json declares about how it loads: its module formats, the environments its
 * exports map names, its entry points, peer dependencies, `sideEffects`, `engines` and the Kadena libraries it
 * depends on. The install check records these in config/npm-package-facts.json, apart from the install results every
 * page with an install note loads, and the "Packages on npm" page draws them. Pure: the caller reads the file.
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

/** config/npm-package-facts.json: the facts of every release that installs, keyed by `name@version`. */
export interface PackageFactsData {
  checkedOn: string;
  packages: Record<string, PackageFacts>;
}

export const PACKAGE_FACTS_FILE = 'config/npm-package-facts.json';

const isFacts = (value: unknown): value is PackageFacts =>
  !!value &&
  typeof value === 'object' &&
  (['formats', 'conditions', 'entryPoints', 'kadena'] as const).every((k) => Array.isArray((value as PackageFacts)[k])) &&
  typeof (value as PackageFacts).types === 'boolean';

/** Checks the facts file's shape; throws naming the entry and the fix. */
export function parsePackageFactsData(raw: unknown, file = PACKAGE_FACTS_FILE): PackageFactsData {
  const fail = (what: string) => new Error(`${file}: ${what}. Fix: run "npm run check:install -- --write" to write it again.`);
  if (!raw || typeof raw !== 'object') throw fail('not a JSON object');
  const data = raw as PackageFactsData;
  if (typeof data.checkedOn !== 'string') throw fail('"checkedOn" is missing');
  if (!data.packages || typeof data.packages !== 'object') throw fail('"packages" is missing');
  for (const [name, facts] of Object.entries(data.packages)) if (!isFacts(facts)) throw fail(`${name} is not a package's facts (formats, conditions, entryPoints, types, kadena)`);
  return data;
}

/** The facts of each result that has them (an install that worked), as the facts file keeps them. */
export function factsOf(results: Record<string, { facts?: PackageFacts }>, checkedOn: string): PackageFactsData {
  return { checkedOn, packages: Object.fromEntries(Object.entries(results).flatMap(([name, r]) => (r.facts ? [[name, r.facts]] : []))) };
}

/** Where fresh facts disagree with the file, one line each; empty when they agree. */
export function factsDifferences(committed: PackageFactsData, fresh: PackageFactsData): string[] {
  const names = [...new Set([...Object.keys(committed.packages), ...Object.keys(fresh.packages)])].sort();
  return names.flatMap((name) => {
    const before = JSON.stringify(committed.packages[name] ?? null);
    const now = JSON.stringify(fresh.packages[name] ?? null);
    return before === now ? [] : [`${name} package.json facts: data says ${before}; now ${now}`];
  });
}
