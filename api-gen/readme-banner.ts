/**
 * The one line that opens the README section of a package page: where the
 * README comes from (the published version or the commit documented) and the
 * guide page that explains the package, when there is one
 * (api-gen/package-guides.json). Pure.
 */
import packageGuides from './package-guides.json';
import { documentedVersion, type VersionContext } from './version-line';

/** Package → the route of its guide page; a package without one is not listed. */
export type PackageGuides = Record<string, string>;

export const PACKAGE_GUIDES: PackageGuides = Object.fromEntries(Object.entries(packageGuides).filter(([key]) => !key.startsWith('$')));

/** "> The package's own README, from npm 0.4.0, as its authors wrote it. The guide's [page on this package](/packages/network) …" (a blockquote and a blank line). */
export function readmeBanner(name: string, ctx: VersionContext, packageVersion: string | null, guides: PackageGuides = PACKAGE_GUIDES): string {
  const version = documentedVersion(ctx, packageVersion);
  const source = version ? `, from ${version}` : '';
  const route = guides[name];
  const guide = route ? ` The guide's [page on this package](${route}) explains it with examples checked against the code.` : '';
  return `> The package's own README${source}, as its authors wrote it.${guide}\n\n`;
}
