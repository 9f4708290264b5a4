import type { Problem } from '../problems';

/** One package as a source presents it, ready for TypeDoc. */
export interface PackageInput {
  name: string;
  version: string | null;
  description: string;
  /** README text, or null when the package has none. */
  readme: string | null;
  /** Absolute folder of the package's files, or null when there are none. */
  root: string | null;
  /** Absolute path of the entry TypeDoc documents, or null. */
  entry: string | null;
  /** Other @pact-toolbox packages it depends on (short names). */
  deps: string[];
  /** Subpath exports ("./vite") besides the main entry. */
  subpaths: string[];
  /** Why there is nothing to document, when that is expected (not a failure). */
  note?: string;
  problem?: Problem;
  /** Identifies the exact input (tarball integrity or content hash), for the warm cache. */
  fingerprint: string;
}

export interface SourceResult {
  mode: 'registry' | 'workspace';
  /** Documented packages, in manifest order. */
  packages: PackageInput[];
  /** Compiler options under which the entries resolve one another. */
  compilerOptions: Record<string, unknown>;
  /** Root for "Defined in" links, when the source has a repository layout. */
  sourceBase?: string;
  /** Registry: the folder the packages are unpacked into (node_modules/@pact-toolbox). */
  modulesDir?: string;
}

export const BASE_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  allowJs: false,
  resolveJsonModule: true,
  types: [],
};

export function pactToolboxDeps(pkg: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
    const deps = pkg[field];
    if (deps && typeof deps === 'object') {
      for (const dep of Object.keys(deps)) if (dep.startsWith('@pact-toolbox/')) names.add(dep.slice('@pact-toolbox/'.length));
    }
  }
  return [...names].sort();
}

export function subpathExports(pkg: Record<string, unknown>): string[] {
  const exports = pkg.exports;
  if (!exports || typeof exports !== 'object') return [];
  return Object.keys(exports).filter((key) => key.startsWith('./') && key !== './package.json').sort();
}
