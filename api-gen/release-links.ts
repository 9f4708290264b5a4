/**
 * "Defined in" of a registry build at the release's TypeScript source: each
 * source reference into a published package's declaration file is moved to
 * the source line it came from (./release-sources.ts) and linked to that line
 * of the release's source page (./source-pages.ts). References the release
 * does not map keep the link they had (the published file on the CDN).
 */
import { DeclarationReflection, ReflectionKind, SignatureReflection, type NormalizedPath, type ProjectReflection, type Reflection } from 'typedoc';
import path from 'node:path';
import { adoptReleaseDefaults } from './release-defaults';
import type { ReleaseLocation, ReleaseSources } from './release-sources';
import { SOURCE_PAGES_DIR, sourcePageHref, writeSourcePages } from './source-pages';

/** A registry build's release sources and the route their pages live under ("/src/"). */
export interface ReleaseLinks {
  sources: ReleaseSources;
  route: string;
  /** The API reference's route, for the pages' link back ("/api/"). */
  apiRoute?: string;
}

/** Writes the release's source pages into the API reference's folder (`outDir`/_source); returns how many. */
export function writeReleasePages(outDir: string, links: ReleaseLinks | undefined): number {
  return links ? writeSourcePages(path.join(outDir, SOURCE_PAGES_DIR), links.sources.files(), links.route, links.apiRoute) : 0;
}

type Sourced = Reflection & { sources?: { fullFileName: string; fileName: string; line: number; character: number; url?: string }[] };

/** The names a declaration's source line may carry: its own, and for a signature its member's (`new X` → `constructor`). */
function namesOf(reflection: Reflection): string[] {
  const names = [reflection.name.replace(/^new /, '')];
  if (reflection instanceof SignatureReflection) names.push(reflection.parent.name);
  if (reflection.kindOf(ReflectionKind.Constructor | ReflectionKind.ConstructorSignature)) names.push('constructor');
  return names;
}

/** The class or interface a member belongs to (for a signature, its member's), or undefined. */
function ownerOf(reflection: Reflection): Reflection | undefined {
  const member = reflection instanceof SignatureReflection ? reflection.parent : reflection;
  const parent = member.parent;
  return parent instanceof DeclarationReflection && parent.kindOf(ReflectionKind.ClassOrInterface) ? parent : undefined;
}

/** The first line at or after `from` (1-based) of `text` naming one of `names`, or undefined. */
export function lineNaming(text: string, from: number, names: readonly string[]): number | undefined {
  const lines = text.split('\n');
  const words = names.map((n) => new RegExp(`(^|[^\\w$])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[?!]?\\s*[(:<=;]`));
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (words.some((w) => w.test(lines[i]))) return i + 1;
  return undefined;
}

/**
 * Moves every source reference the release maps to its source line, linked to `route` (the source pages' route,
 * "/src/"). A member whose own line the map does not name is found in its class's source below the class line.
 * Returns how many references now point at release sources.
 */
export function linkReleaseSources(project: ProjectReflection, release: ReleaseSources, route: string): number {
  const exact = new Map<number, ReleaseLocation>();
  let linked = 0;
  const reflections = (Object.values(project.reflections) as Sourced[]).sort((a, b) => a.id - b.id);
  for (const reflection of reflections) {
    for (const source of reflection.sources ?? []) {
      let at: ReleaseLocation | undefined = release.locate(source.fullFileName, source.line, source.character, namesOf(reflection));
      if (!at) continue;
      if (!at.exact) {
        const owner = ownerOf(reflection);
        const home = owner ? exact.get(owner.id) : undefined;
        const text = home ? release.text(home.pkg, home.path) : undefined;
        const line = home && text ? lineNaming(text, home.line, namesOf(reflection)) : undefined;
        if (home) at = { ...home, line: line ?? home.line, exact: line !== undefined };
      }
      if (at.exact && !exact.has(reflection.id)) exact.set(reflection.id, at);
      source.fileName = `${at.pkg.name}/${at.path}` as NormalizedPath;
      source.line = at.line;
      source.url = sourcePageHref(route, at.pkg.name, at.path, at.line);
      linked++;
    }
  }
  // With each signature's source line known, the release's own parameter defaults (the declaration files drop them).
  adoptReleaseDefaults(project, (reflection) => {
    const at = exact.get(reflection.id);
    const text = at && release.text(at.pkg, at.path);
    return at && text ? { text, line: at.line } : undefined;
  });
  return linked;
}
