/**
 * The TypeScript source of a published release, read from the package itself:
 * its JavaScript source maps carry each source file's text (`sourcesContent`),
 * its declaration maps (`dist/index.d.mts.map`) say which source line each
 * declaration came from. A registry build links "Defined in" to that line on
 * the release's own source pages (./source-pages.ts), not to the bundled
 * declaration file. A package that ships `.ts` files (wallet-ui) is its own
 * source. Files outside the package (bundled helpers under `node_modules`)
 * are never linked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeMappings, declarationPosition, sourceMappingUrl, type RawSourceMap, type Segment } from './source-maps';

export interface ReleasePackage {
  /** Short name ("transaction"). */
  name: string;
  version: string;
  /** Where its tarball is unpacked. */
  root: string;
}

export interface ReleaseLocation {
  pkg: ReleasePackage;
  /** Path inside the package, "/"-separated ("src/builder.ts"). */
  path: string;
  /** 1-based. */
  line: number;
  /** The line names the declaration (not only a re-export of it, as some declaration maps answer). */
  exact: boolean;
}

export interface ReleaseFile {
  pkg: ReleasePackage;
  path: string;
  content: string;
}

export interface ReleaseSources {
  /**
   * Where a declaration (`line` 1-based, `character` 0-based, as TypeDoc records them; `names` the declaration's
   * names, to tell its line from a re-export's) is in its release's source; undefined when unknown.
   */
  locate(file: string, line: number, character: number, names?: readonly string[]): ReleaseLocation | undefined;
  /** Every source file whose text is known, by package and path. */
  files(): ReleaseFile[];
  /** The text of one of them. */
  text(pkg: ReleasePackage, path: string): string | undefined;
}

const DECLARATION = /\.d\.[cm]?ts$/;
const SOURCE = /\.(?:[cm]?ts|tsx)$/;

/** A path inside `root`, "/"-separated, or undefined when it leaves the package or enters a dependency. */
export function insidePackage(root: string, file: string): string | undefined {
  const rel = path.relative(root, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.includes('node_modules') ? undefined : parts.join('/');
}

function mapFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.map') && !path.relative(dir, e.parentPath).split(path.sep).includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name));
}

function readMap(file: string): RawSourceMap | undefined {
  try {
    const map = JSON.parse(readFileSync(file, 'utf8'));
    return map && Array.isArray(map.sources) && typeof map.mappings === 'string' ? map : undefined;
  } catch {
    return undefined;
  }
}

/** The absolute path a map's source entry names. */
const sourcePath = (mapFile: string, map: RawSourceMap, source: string) => path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source);

export function readReleaseSources(packages: readonly ReleasePackage[]): ReleaseSources {
  const owner = (file: string) =>
    packages
      .filter((p) => insidePackage(p.root, file) !== undefined)
      .sort((a, b) => b.root.length - a.root.length)[0];
  // Per package: path → text, from every map that carries it.
  const contents = new Map<ReleasePackage, Map<string, string>>();
  const contentOf = (pkg: ReleasePackage): Map<string, string> => {
    let known = contents.get(pkg);
    if (known) return known;
    known = new Map();
    contents.set(pkg, known);
    if (!existsSync(pkg.root)) return known;
    for (const mapFile of mapFiles(pkg.root)) {
      const map = readMap(mapFile);
      map?.sources.forEach((source, i) => {
        const text = map.sourcesContent?.[i];
        const rel = insidePackage(pkg.root, sourcePath(mapFile, map, source));
        if (rel && typeof text === 'string' && !known!.has(rel)) known!.set(rel, text);
      });
    }
    return known;
  };
  const splitLines = new Map<string, string[]>();
  const declarationMaps = new Map<string, { map: RawSourceMap; file: string; lines: Segment[][] } | undefined>();
  const declarationMap = (file: string) => {
    if (declarationMaps.has(file)) return declarationMaps.get(file);
    let found: { map: RawSourceMap; file: string; lines: Segment[][] } | undefined;
    try {
      const named = sourceMappingUrl(readFileSync(file, 'utf8'));
      const mapFile = path.resolve(path.dirname(file), named ?? `${path.basename(file)}.map`);
      const map = existsSync(mapFile) ? readMap(mapFile) : undefined;
      if (map) found = { map, file: mapFile, lines: decodeMappings(map.mappings) };
    } catch {
      found = undefined;
    }
    declarationMaps.set(file, found);
    return found;
  };

  return {
    locate(file, line, character, names = []) {
      const pkg = owner(file);
      if (!pkg) return undefined;
      const known = contentOf(pkg);
      if (DECLARATION.test(file)) {
        const decl = declarationMap(file);
        if (!decl) return undefined;
        const words = names.filter(Boolean).map((n) => new RegExp(`(^|[^\\w$])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w$]|$)`));
        const relOf = (source: number) => insidePackage(pkg.root, sourcePath(decl.file, decl.map, decl.map.sources[source] ?? ''));
        const textOf = (source: number) => {
          const rel = relOf(source);
          const text = rel && (known.get(rel) ?? decl.map.sourcesContent?.[source]);
          return rel && typeof text === 'string' ? { rel, text } : undefined;
        };
        const textLine = (source: number, at: number) => {
          const found = textOf(source);
          if (!found) return '';
          const key = path.join(pkg.root, found.rel);
          if (!splitLines.has(key)) splitLines.set(key, found.text.split('\n'));
          return splitLines.get(key)![at] ?? '';
        };
        const named = (source: number, ln: number) => words.some((w) => w.test(textLine(source, ln)));
        const at = declarationPosition(decl.lines, line - 1, character, named);
        const found = at && textOf(at.source);
        if (!at || !found) return undefined;
        const rel = found.rel;
        known.set(rel, found.text);
        return { pkg, path: rel, line: at!.line + 1, exact: named(at!.source, at!.line) };
      }
      const rel = SOURCE.test(file) ? insidePackage(pkg.root, file) : undefined;
      if (!rel || !existsSync(file)) return undefined;
      if (!known.has(rel)) known.set(rel, readFileSync(file, 'utf8'));
      return { pkg, path: rel, line, exact: true };
    },
    text(pkg, rel) {
      return contentOf(pkg).get(rel);
    },
    files() {
      return packages.flatMap((pkg) => [...contentOf(pkg)].sort(([a], [b]) => a.localeCompare(b)).map(([rel, content]) => ({ pkg, path: rel, content })));
    },
  };
}
