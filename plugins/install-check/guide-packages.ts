/**
 * The `@pact-toolbox/*` packages a text names (`@pact-toolbox/docker`, the package of `@pact-toolbox/unplugin/vite`),
 * and those of them the npm table has no row for. Pure; guide-packages.test.ts holds the real table to the guide.
 */
import { SCOPE } from '../../api-gen/packages';

export function namedPackages(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`${SCOPE.replace('/', '\\/')}\\/([a-z0-9][a-z0-9-]*)`, 'g');
  for (const text of texts) for (const m of text.matchAll(pattern)) names.add(`${SCOPE}/${m[1]}`);
  return names;
}

/** Packages the texts name that are not among the table's rows, sorted. */
export function unlistedPackages(texts: readonly string[], rows: readonly { name: string }[]): string[] {
  const listed = new Set(rows.map((r) => r.name));
  return [...namedPackages(texts)].filter((name) => !listed.has(name)).sort();
}
