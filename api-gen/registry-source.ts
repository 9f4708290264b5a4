/**
 * "Defined in" links of a registry build: each symbol's file in the published
 * tarball of the version documented, on a CDN that serves npm packages by
 * exact version, so a link never follows a moving branch. Pure apart from
 * `pinSourceUrls`, which writes the URLs into TypeDoc's model before output.
 */
import path from 'node:path';
import type { ProjectReflection, Reflection } from 'typedoc';
import { fullName } from './packages';

/**
 * The CDN's file view: package, exact version, path inside the tarball, line.
 * unpkg's browse view shows a file of a published version with numbered lines
 * and reads `#L<line>`; the version in the URL is exact, so the link is fixed.
 */
export const CDN_FILE_URL = 'https://unpkg.com/browse/{package}@{version}/{path}#L{line}';

export interface PublishedPackage {
  /** Short name ("transaction"). */
  name: string;
  version: string;
  /** Where its tarball is unpacked. */
  root: string;
}

/** The CDN URL of a line in a published package's file, or undefined for a file outside every package. */
export function publishedSourceUrl(packages: PublishedPackage[], file: string, line: number): string | undefined {
  const normal = path.resolve(file);
  const owner = packages
    .filter((p) => normal.startsWith(path.resolve(p.root) + path.sep))
    .sort((a, b) => b.root.length - a.root.length)[0];
  if (!owner) return undefined;
  if (!/^\d[\w.+-]*$/.test(owner.version)) {
    throw new Error(`source links for ${fullName(owner.name)}: version "${owner.version}" is not an exact version; pin one in api-gen/manifest.json`);
  }
  const inside = path.relative(owner.root, normal).split(path.sep).map(encodeURIComponent).join('/');
  return CDN_FILE_URL.replace('{package}', fullName(owner.name)).replace('{version}', owner.version).replace('{path}', inside).replace('{line}', String(line));
}

/** Gives every source reference of the project the URL `urlOf` names for its file and line. */
export function pinSourceUrls(project: ProjectReflection, urlOf: (file: string, line: number) => string | undefined): void {
  const visit = (reflection: Reflection) => {
    const sources = 'sources' in reflection ? (reflection as { sources?: { fullFileName: string; line: number; url?: string }[] }).sources : undefined;
    for (const source of sources ?? []) source.url = urlOf(source.fullFileName, source.line) ?? source.url;
  };
  for (const reflection of Object.values(project.reflections)) visit(reflection);
}
