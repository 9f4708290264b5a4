/**
 * How the two versions differ, package by package, compared on what each declares (api-gen/versions/declarations.ts),
 * not on what its pages print: the exports only main has (added since the npm release), the exports only the npm
 * release has (removed on main), the exports both have whose kind, declaration or members differ, and those that
 * cannot be compared because one version's declaration names types from a module that does not resolve. Pure.
 */
import type { DeclarationModel, ExportDeclaration, ExportKind } from './declarations';

export interface ExportRef {
  name: string;
  kind: ExportKind;
  /** Its page in that version's tree without `.md`, when it has one. */
  path?: string;
}

export interface MemberChange {
  name: string;
  before: string;
  after: string;
}

export interface SymbolChange {
  name: string;
  kind: ExportKind;
  mainPath?: string;
  npmPath?: string;
  /** The npm release's declaration and main's, as normalised text ('' when they are alike and only members differ). */
  before: string;
  after: string;
  membersAdded: string[];
  membersRemoved: string[];
  membersChanged: MemberChange[];
}

export interface Uncomparable {
  name: string;
  kind: ExportKind;
  mainPath?: string;
  npmPath?: string;
  /** Why, in a reader's words ("the release's dependency @pact-toolbox/config is not on npm"). */
  reason: string;
}

export interface PackageDiff {
  pkg: string;
  /** The npm release compared (undefined when the package is not published). */
  npmVersion: string | undefined;
  added: ExportRef[];
  removed: ExportRef[];
  changed: SymbolChange[];
  uncomparable: Uncomparable[];
  /** Exports alike in both. */
  same: number;
}

/** Package → export name → page path, for linking entries (names without a page are listed unlinked). */
export type PagePaths = Record<string, Record<string, string>>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Why a module a release's declaration names does not resolve, from what the manifest says of it. */
export function unresolvedReason(module: string, npmVersions: Record<string, string | null | undefined>): string {
  const toolkit = /^@pact-toolbox\/(.+)$/.exec(module)?.[1];
  if (toolkit && !npmVersions[toolkit]) return `the release's dependency ${module} is not on npm`;
  if (toolkit && npmVersions[toolkit] === '0.0.0') return `the release's dependency ${module}@0.0.0 ships no code`;
  if (toolkit) return `the release's dependency ${module}@${npmVersions[toolkit]} does not export a type it names`;
  return `the release's dependency ${module} ships no types or is not installed with it`;
}

/** Why a module main's declaration names does not resolve: the checkout the site is built from has no dependencies installed. */
export const mainUnresolvedReason = (module: string) => `main's dependency ${module} is not installed in the checkout this site is built from`;

/** How two declarations of one export differ, or undefined when they are alike. */
export function diffDeclarations(name: string, main: ExportDeclaration, npm: ExportDeclaration): Omit<SymbolChange, 'mainPath' | 'npmPath'> | undefined {
  const withKind = (d: ExportDeclaration) => (d.text.startsWith(d.kind) ? d.text : `${d.kind} ${d.text}`);
  const before = npm.kind === main.kind ? npm.text : withKind(npm);
  const after = npm.kind === main.kind ? main.text : withKind(main);
  const membersAdded = Object.keys(main.members).filter((m) => !Object.hasOwn(npm.members, m)).sort();
  const membersRemoved = Object.keys(npm.members).filter((m) => !Object.hasOwn(main.members, m)).sort();
  const membersChanged = Object.keys(main.members)
    .filter((m) => Object.hasOwn(npm.members, m) && main.members[m] !== npm.members[m])
    .sort()
    .map((m) => ({ name: m, before: npm.members[m], after: main.members[m] }));
  const alike = before === after || (npm.kind === main.kind && (npm.expanded ?? npm.text) === (main.expanded ?? main.text));
  if (alike && !membersAdded.length && !membersRemoved.length && !membersChanged.length) return undefined;
  return { name, kind: main.kind, before: alike ? '' : before, after: alike ? '' : after, membersAdded, membersRemoved, membersChanged };
}

/** One diff per package both versions document, in package order. */
export function compareVersions(main: DeclarationModel, npm: DeclarationModel, npmVersions: Record<string, string | null | undefined>, pages: { main: PagePaths; npm: PagePaths }): PackageDiff[] {
  const packages = Object.keys(main).filter((pkg) => pkg in npm).sort();
  return packages.map((pkg) => {
    const diff: PackageDiff = { pkg, npmVersion: npmVersions[pkg] ?? undefined, added: [], removed: [], changed: [], uncomparable: [], same: 0 };
    const paths = (name: string) => ({ mainPath: pages.main[pkg]?.[name], npmPath: pages.npm[pkg]?.[name] });
    for (const [name, m] of Object.entries(main[pkg])) {
      const n = Object.hasOwn(npm[pkg], name) ? npm[pkg][name] : undefined;
      if (!n) {
        diff.added.push({ name, kind: m.kind, path: pages.main[pkg]?.[name] });
        continue;
      }
      const change = diffDeclarations(name, m, n);
      if (!change) diff.same += 1;
      else if (n.unresolved.length || m.unresolved.length) diff.uncomparable.push({ name, kind: m.kind, ...paths(name), reason: [...n.unresolved.map((module) => unresolvedReason(module, npmVersions)), ...m.unresolved.map(mainUnresolvedReason)].join('; ') });
      else diff.changed.push({ ...change, ...paths(name) });
    }
    for (const [name, n] of Object.entries(npm[pkg])) if (!Object.hasOwn(main[pkg], name)) diff.removed.push({ name, kind: n.kind, path: pages.npm[pkg]?.[name] });
    for (const list of [diff.added, diff.removed, diff.changed, diff.uncomparable]) list.sort(byName);
    return diff;
  });
}

/** Whether anything differs. */
export function hasChanges(diff: PackageDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length > 0;
}
