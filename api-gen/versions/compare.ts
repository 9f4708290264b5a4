/**
 * How the two versions of the reference differ, package by package: the symbols only main has (added since the
 * npm release), the symbols only the npm release has (removed on main), and the symbols both have whose signature
 * or member list differs. Symbols are matched by package and name, whatever kind folder holds them. Pure.
 */
import type { PageFacts } from './page-facts';

export interface SymbolChange {
  name: string;
  mainPath: string;
  npmPath: string;
  /** The npm release's signature and main's, as plain text ('' when the page has none). */
  before: string;
  after: string;
  membersAdded: string[];
  membersRemoved: string[];
}

export interface PackageDiff {
  pkg: string;
  /** The npm release compared (undefined when the package is not published). */
  npmVersion: string | undefined;
  added: PageFacts[];
  removed: PageFacts[];
  changed: SymbolChange[];
  /** Symbols alike in both. */
  same: number;
}

const key = (f: PageFacts) => `${f.pkg}/${f.name}`;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export function diffSymbols(main: PageFacts, npm: PageFacts): SymbolChange | undefined {
  const mainMembers = new Set(main.members);
  const npmMembers = new Set(npm.members);
  const membersAdded = main.members.filter((m) => !npmMembers.has(m));
  const membersRemoved = npm.members.filter((m) => !mainMembers.has(m));
  if (main.signature === npm.signature && !membersAdded.length && !membersRemoved.length) return undefined;
  return { name: main.name, mainPath: main.path, npmPath: npm.path, before: npm.signature, after: main.signature, membersAdded, membersRemoved };
}

/** One diff per package either version documents, in package order. */
export function compareVersions(main: readonly PageFacts[], npm: readonly PageFacts[], npmVersions: Record<string, string | null | undefined>): PackageDiff[] {
  const symbols = (list: readonly PageFacts[]) => new Map(list.filter((f) => f.name).map((f) => [key(f), f]));
  const mainSymbols = symbols(main);
  const npmSymbols = symbols(npm);
  const packages = [...new Set([...main, ...npm].map((f) => f.pkg))].sort();
  return packages.map((pkg) => {
    const diff: PackageDiff = { pkg, npmVersion: npmVersions[pkg] ?? undefined, added: [], removed: [], changed: [], same: 0 };
    for (const [k, m] of mainSymbols) {
      if (m.pkg !== pkg) continue;
      const n = npmSymbols.get(k);
      if (!n) diff.added.push(m);
      else {
        const change = diffSymbols(m, n);
        if (change) diff.changed.push(change);
        else diff.same += 1;
      }
    }
    for (const [k, n] of npmSymbols) if (n.pkg === pkg && !mainSymbols.has(k)) diff.removed.push(n);
    diff.added.sort(byName);
    diff.removed.sort(byName);
    diff.changed.sort(byName);
    return diff;
  });
}

/** Whether anything differs. */
export function hasChanges(diff: PackageDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length > 0;
}
