/**
 * The source files the error reference reads, per package, from either source:
 * a toolkit checkout (every `packages/<name>/src` file) or the packages unpacked
 * from the registry (the TypeScript sources their source maps carry in
 * `sourcesContent`). Tests, test helpers and declaration files are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../fs-utils';
import type { SourceResult } from '../sources/types';

export interface SourceFile {
  packageName: string;
  /** Path shown to readers, unique across packages: `packages/<name>/src/…` from a checkout, `@pact-toolbox/<name>/src/…` from a package's source map. */
  file: string;
  text: string;
}

/** Files no reader's code runs: tests and the helpers written for them. */
export function isShippedSource(file: string): boolean {
  // Folders are judged below src/ only: the package named "test" ships its code.
  const inSrc = file.slice(file.lastIndexOf('src/'));
  return /\.(tsx?|mts)$/.test(file) && !/\.d\.[cm]?ts$/.test(file) && !/\/(__tests__|test-utils|tests?)\//.test(inSrc) && !/\.(test|spec)\.tsx?$/.test(file);
}

const folders = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);

/** Every shipped source file of every package in a checkout. */
function checkoutFiles(repo: string): SourceFile[] {
  return folders(path.join(repo, 'packages')).flatMap((packageName) => {
    const src = path.join(repo, 'packages', packageName, 'src');
    if (!existsSync(src)) return [];
    return listFiles(src, (n) => n === 'node_modules')
      .map((rel) => `packages/${packageName}/src/${rel}`)
      .filter(isShippedSource)
      .map((file) => ({ packageName, file, text: readFileSync(path.join(repo, file), 'utf8') }));
  });
}

/** A source map's `sources` entry as a path inside the package: "../src/client.ts" → "src/client.ts". */
export function mappedPath(source: string): string | undefined {
  const at = source.replace(/\\/g, '/').lastIndexOf('src/');
  return at < 0 ? undefined : source.replace(/\\/g, '/').slice(at);
}

/** The sources carried by one package's source maps, each path once. */
export function mappedSources(packageName: string, maps: string[]): SourceFile[] {
  const seen = new Map<string, SourceFile>();
  for (const text of maps) {
    let map: { sources?: string[]; sourcesContent?: (string | null)[] };
    try {
      map = JSON.parse(text);
    } catch {
      continue;
    }
    (map.sources ?? []).forEach((source, i) => {
      const file = mappedPath(source);
      const content = map.sourcesContent?.[i];
      if (file && content && isShippedSource(file) && !seen.has(file)) seen.set(file, { packageName, file: `@pact-toolbox/${packageName}/${file}`, text: content });
    });
  }
  return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file));
}

function registryFiles(modulesDir: string): SourceFile[] {
  return folders(modulesDir).flatMap((packageName) => {
    const root = path.join(modulesDir, packageName);
    const maps = listFiles(root, (n) => n === 'node_modules').filter((f) => f.endsWith('.map'));
    return mappedSources(packageName, maps.map((f) => readFileSync(path.join(root, f), 'utf8')));
  });
}

/** The files to read errors from, for whichever source api-gen documents. */
export function errorSourceFiles(source: SourceResult): SourceFile[] {
  if (source.mode === 'workspace') return source.sourceBase ? checkoutFiles(source.sourceBase) : [];
  return source.modulesDir ? registryFiles(source.modulesDir) : [];
}
