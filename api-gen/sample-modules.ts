/**
 * The module map the guide's code samples are compiled with: which file each
 * toolkit import (`@pact-toolbox/transaction`, `@pact-toolbox/unplugin/vite`,
 * `pact-toolbox`) resolves to in the API source this build documents. api-gen
 * writes it to docs/api/_data/sample-modules.json; the site build reads it.
 *
 * Registry: the published packages api-gen unpacked under .cache/api-gen (their
 * declared types, main entry and subpath exports). Workspace: the checkout's
 * `packages/<name>/src`, and `apps/cli/src` for the CLI package `pact-toolbox`.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataFile } from './data-files';
import { declaredTypesEntry } from './entry';
import { listFiles, readJson } from './fs-utils';
import { fullName } from './packages';
import type { PackageInput, SourceResult } from './sources/types';
import { subpathExports } from './sources/types';

/** The CLI package and where its source lives in a checkout. */
export const CLI_PACKAGE = { name: 'pact-toolbox', dir: 'apps/cli' };

export interface ModuleMap {
  mode: SourceResult['mode'];
  /** TypeScript `paths`: module specifier → absolute candidate files (a `*` maps many). */
  paths: Record<string, string[]>;
}

/** One package as found on disk: its root folder, package.json and (optional) documented entry. */
export interface PackageOnDisk {
  /** The import name ("@pact-toolbox/unplugin", "pact-toolbox"). */
  name: string;
  root: string;
  pkg: Record<string, unknown>;
  /** The main entry api-gen documents, when it overrides what package.json declares. */
  entry?: string | null;
}

/**
 * Registry packages ship declarations: each export ("." and "./vite") maps to
 * the types file package.json declares for it, when that file exists.
 */
export function publishedPaths(packages: readonly PackageOnDisk[], exists: (file: string) => boolean = existsSync): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const p of packages) {
    const main = p.entry ?? (declaredTypesEntry(p.pkg) ? path.join(p.root, declaredTypesEntry(p.pkg)!) : undefined);
    if (main && exists(main)) paths[p.name] = [main];
    for (const sub of subpathExports(p.pkg)) {
      const declared = declaredTypesEntry(p.pkg, sub);
      if (declared && exists(path.join(p.root, declared))) paths[`${p.name}/${sub.slice(2)}`] = [path.join(p.root, declared)];
    }
  }
  return paths;
}

/**
 * The source file behind a subpath export of a checkout package: the shortest
 * `src/…/<sub>.ts(x)` or `src/…/<sub>/index.ts(x)` that is not a test
 * (`./keypair` → src/providers/keypair/index.ts, `./react` → src/framework-adapters/react.tsx).
 */
export function subpathSource(subpath: string, files: readonly string[]): string | undefined {
  const sub = subpath.replace(/^\.\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^src/(?:.+/)?${sub}(?:/index)?\\.tsx?$`);
  return files
    .filter((f) => pattern.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

/** Checkout packages: every subpath export maps to its source file; the rest through the source's own `paths`. */
export function sourcePaths(
  baseUrl: string,
  basePaths: Record<string, string[]>,
  packages: readonly PackageOnDisk[],
  filesOf: (root: string) => readonly string[],
): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const [key, targets] of Object.entries(basePaths)) paths[key] = targets.map((t) => path.resolve(baseUrl, t));
  for (const p of packages) {
    const files = filesOf(p.root);
    if (p.entry) paths[p.name] = [p.entry];
    for (const sub of subpathExports(p.pkg)) {
      const file = subpathSource(sub, files);
      if (file) paths[`${p.name}/${sub.slice(2)}`] = [path.join(p.root, file)];
    }
  }
  return paths;
}

function onDisk(input: PackageInput): PackageOnDisk | undefined {
  if (!input.root || !existsSync(path.join(input.root, 'package.json'))) return undefined;
  return { name: fullName(input.name), root: input.root, pkg: readJson(path.join(input.root, 'package.json')), entry: input.entry };
}

/** Builds the map for what a source loaded (reads package.json files and, for a checkout, file lists). */
export function moduleMap(source: SourceResult): ModuleMap {
  const documented = source.packages.map(onDisk).filter((p): p is PackageOnDisk => !!p);
  if (source.mode === 'registry') {
    const all = [...documented];
    // Internal packages (types, utils, …) are unpacked beside the documented ones without a PackageInput.
    if (source.modulesDir && existsSync(source.modulesDir)) {
      for (const dir of readdirSync(source.modulesDir).sort()) {
        const root = path.join(source.modulesDir, dir);
        if (all.some((p) => p.root === root) || !existsSync(path.join(root, 'package.json'))) continue;
        all.push({ name: fullName(dir), root, pkg: readJson(path.join(root, 'package.json')) });
      }
    }
    return { mode: source.mode, paths: publishedPaths(all) };
  }
  const baseUrl = String(source.compilerOptions.baseUrl ?? source.sourceBase ?? '.');
  const cliRoot = path.join(baseUrl, CLI_PACKAGE.dir);
  const cliEntry = path.join(cliRoot, 'src/index.ts');
  const packages = existsSync(cliEntry) ? [...documented, { name: CLI_PACKAGE.name, root: cliRoot, pkg: readJson(path.join(cliRoot, 'package.json')), entry: cliEntry }] : documented;
  const skip = (n: string) => n === 'node_modules' || n === 'dist' || n.startsWith('.');
  return { mode: source.mode, paths: sourcePaths(baseUrl, (source.compilerOptions.paths as Record<string, string[]>) ?? {}, packages, (root) => listFiles(root, skip)) };
}

export function writeModuleMap(dataDir: string, map: ModuleMap): void {
  writeFileSync(dataFile(dataDir, 'sampleModules'), `${JSON.stringify(map, null, 1)}\n`);
}
