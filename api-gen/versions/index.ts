/**
 * The two-version pass: once main's reference is in docs/api and the npm release's in docs/npm/api, compare
 * them and write what a reader of either needs: a mark on every symbol page that differs, a line on every package
 * page, a change page per package (in main's tree), the change pages in main's sidebar, and the data the
 * version menu reads (`_data/versions.json` in both trees).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, DATA_FILES } from '../data-files';
import { listFiles } from '../fs-utils';
import { API_ROUTE, type ApiRoot, changesRoute, CHANGES_PAGE, ERRORS_DIR, NPM_API_ROUTE, packageRoute, routeOf } from '../layout';
import { changesPage, changesTitle } from './changes-page';
import { installCallout, installSentence, withInstallCallout } from './install-callout';
import type { InstallFinding } from '../install-results';
import { compareVersions, type PackageDiff, type PagePaths } from './compare';
import type { DeclarationModel } from './declarations';
import { diffDetails, markLink, markPackageRows, markSymbolPage, notePackagePage, replacementLine, type SymbolStanding, type VersionId } from './marks';
import { type ReplacementMap, type ReplacementSource, resolveReplacements } from './replacements';
import { pageFacts, type PageFacts } from './page-facts';
import { relativeHref } from './relative-href';
import { codeSpansHtml } from './diff-html';
import { withLanding } from './landing-frontmatter';
import { counterpart } from './counterpart';
import { VERSIONS_FILE, type VersionsData } from './data';

export interface VersionsInput {
  mainDir: string;
  npmDir: string;
  /** How pages name main ("main @ 823a06c"). */
  mainLabel: string;
  /** The npm release of each package (null: not published). */
  npmVersions: Record<string, string | null>;
  /** What fails for a reader of each package's npm release (install check), and when it was measured. */
  install?: { findings: Record<string, InstallFinding>; checkedOn: string };
  /** The releases of the toolkit's internal packages the npm releases depend on (to say why a type of theirs does not resolve). */
  internalVersions?: Record<string, string | null>;
  /** What does the job on main of removed npm exports (config/replacements-on-main.ts), and where it is written. */
  replacements?: ReplacementSource;
}

/** The guide's section that shows how to use the toolkit from a clone of its repository. */
const QUICK_START = '/getting-started/first-project#quick-start';

/**
 * The generated pages of a tree, without the index and change pages. The error reference's pages are read too (the
 * version menu keeps a reader on them), but they are no package: they never get a change page or marks.
 */
function readTree(dir: string): { facts: PageFacts[]; contents: Map<string, string> } {
  const contents = new Map<string, string>();
  const facts: PageFacts[] = [];
  for (const file of listFiles(dir)) {
    if (!file.endsWith('.md') || file.startsWith(`${DATA_DIR}/`) || file === 'index.md' || file.endsWith(`/${CHANGES_PAGE}.md`)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    contents.set(file, text);
    facts.push(pageFacts(file.replace(/\.md$/, '')));
  }
  return { facts, contents };
}

function standingsOf(diff: PackageDiff, on: VersionId): Map<string, SymbolStanding> {
  const out = new Map<string, SymbolStanding>();
  const npmVersion = diff.npmVersion;
  if (on === 'main') for (const f of diff.added) out.set(f.name, { kind: 'only-main', npmVersion });
  else for (const f of diff.removed) out.set(f.name, { kind: 'only-npm', npmVersion });
  for (const c of diff.changed) out.set(c.name, { kind: 'changed', npmVersion, before: c.before, after: c.after, membersAdded: c.membersAdded, membersRemoved: c.membersRemoved, membersChanged: c.membersChanged });
  for (const u of diff.uncomparable) out.set(u.name, { kind: 'uncomparable', npmVersion, reason: u.reason });
  return out;
}

function packageNote(diff: PackageDiff, on: VersionId, href: string, install: InstallFinding | undefined): string {
  const npm = `npm ${diff.npmVersion ?? '(unpublished)'}`;
  const counts = `${diff.added.length} added on main, ${diff.removed.length} removed on main, ${diff.changed.length} changed${diff.uncomparable.length ? `, ${diff.uncomparable.length} not compared` : ''}`;
  const link = `<a href="${href}">Changes between ${npm} and main</a>`;
  // The npm pages carry the full callout; main's page names it in one sentence (HTML: the note is a paragraph).
  const fails = on === 'main' && install ? ` ${npm} cannot be used from npm today: ${codeSpansHtml(installSentence(install))}` : '';
  return on === 'main' ? `Compared with ${npm}: ${counts}. ${link}.${fails}` : `This is ${npm} as published; the guide teaches the toolkit's main branch (${counts}). ${link}.`;
}

/** Every page of the npm tree with its package's install callout above its install and import lines (or none). */
function calloutTree(dir: string, tree: ReturnType<typeof readTree>, install: VersionsInput['install']): void {
  for (const file of tree.contents.keys()) {
    const facts = tree.facts.find((f) => f.path === file.replace(/\.md$/, ''))!;
    if (facts.path === ERRORS_DIR || facts.path.startsWith(`${ERRORS_DIR}/`)) continue;
    const finding = install?.findings[facts.pkg];
    const route = routeOf(file, NPM_API_ROUTE);
    const text = readFileSync(path.join(dir, file), 'utf8');
    const callout = finding && installCallout(finding, install!.checkedOn, { main: relativeHref(route, packageRoute(facts.pkg)), quickStart: relativeHref(route, QUICK_START) });
    const next = withInstallCallout(text, callout);
    if (next !== text) writeFileSync(path.join(dir, file), next);
  }
}

function markTree(dir: string, root: ApiRoot, on: VersionId, tree: ReturnType<typeof readTree>, diffs: PackageDiff[], install: VersionsInput['install'], replacements: ReplacementMap): void {
  const byPkg = new Map(diffs.map((d) => [d.pkg, d]));
  for (const [file, text] of tree.contents) {
    const facts = tree.facts.find((f) => f.path === file.replace(/\.md$/, ''))!;
    const diff = byPkg.get(facts.pkg);
    if (!diff) continue;
    const route = routeOf(file, root);
    const changes = relativeHref(route, changesRoute(diff.pkg));
    const standings = standingsOf(diff, on);
    let next: string;
    if (!facts.name) {
      next = markPackageRows(text, (name) => {
        const standing = standings.get(name);
        return standing ? markLink(standing, on, name, changes) : undefined;
      });
      next = notePackagePage(next, packageNote(diff, on, changes, install?.findings[diff.pkg]));
    } else {
      const standing = standings.get(facts.name);
      const replacement = on === 'npm' && standing?.kind === 'only-npm' ? replacements[diff.pkg]?.[facts.name] : undefined;
      const details = standing?.kind === 'changed' ? diffDetails(standing) : replacement && replacementLine(replacement.main, relativeHref(route, `${API_ROUTE}${replacement.target}`), replacement.note);
      next = markSymbolPage(text, standing && markLink(standing, on, facts.name, changes), details);
    }
    if (next !== text) writeFileSync(path.join(dir, file), next);
  }
}

/** Writes into each page's frontmatter where the version menu takes a reader from it (api-gen/versions/landing-frontmatter.ts). */
function landTree(dir: string, root: ApiRoot, other: VersionId, files: readonly string[], data: VersionsData): void {
  for (const file of files) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    const next = withLanding(text, counterpart(routeOf(file, root), other, data));
    if (next !== text) writeFileSync(full, next);
  }
}

/** Adds "Changes from npm x.y" at the end of each package's group in main's sidebar. */
function sidebarWithChanges(sidebar: Record<string, { text: string; link?: string; items?: unknown[] }[]>, diffs: PackageDiff[]): typeof sidebar {
  for (const diff of diffs) {
    const section = sidebar[packageRoute(diff.pkg)];
    const group = section?.find((entry) => entry.link === packageRoute(diff.pkg));
    if (!group) continue;
    const items = (group.items ?? []).filter((item) => (item as { link?: string }).link !== changesRoute(diff.pkg));
    group.items = [...items, { text: `Changes from npm ${diff.npmVersion ?? ''}`.trim(), link: changesRoute(diff.pkg) }];
  }
  return sidebar;
}

/** Each package's exports as declared in a tree (written by api-gen, `_data/declarations.json`). */
function readDeclarations(dir: string): DeclarationModel {
  const file = path.join(dir, DATA_DIR, DATA_FILES.declarations);
  if (!existsSync(file)) throw new Error(`versions: ${file} is missing, so the two versions cannot be compared; regenerate both trees with \`npm run api\` (api-gen writes it beside the pages)`);
  return JSON.parse(readFileSync(file, 'utf8')) as DeclarationModel;
}

/**
 * Package → export name → its page, from a tree's page list; then a name documented on another name's page of the
 * same package (`chainWebPrelude`, a renamed re-export of `chainwebDefinition`), from the tree's symbol table.
 */
function pagePaths(facts: readonly PageFacts[], dir: string, root: ApiRoot): PagePaths {
  const out: PagePaths = {};
  for (const f of facts) if (f.name) (out[f.pkg] ??= {})[f.name] ??= f.path;
  const file = path.join(dir, DATA_DIR, DATA_FILES.symbols);
  const symbols: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const [key, route] of Object.entries(symbols)) {
    const [pkg, name] = key.split('/');
    const page = route.startsWith(root) && !route.includes('#') ? route.slice(root.length).replace(/^\//, '') : undefined;
    if (name && !name.includes('#') && page?.startsWith(`${pkg}/`) && out[pkg]) out[pkg][name] ??= page;
  }
  return out;
}

/** Main's symbol table (`pkg/Name` → route), written by api-gen beside the pages. */
function readSymbols(dir: string): Record<string, string> {
  const file = path.join(dir, DATA_DIR, DATA_FILES.symbols);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function applyVersions(input: VersionsInput): { diffs: PackageDiff[]; data: VersionsData; problems: string[] } {
  const main = readTree(input.mainDir);
  const npm = readTree(input.npmDir);
  const isPackage = (f: PageFacts) => f.path !== ERRORS_DIR && !f.path.startsWith(`${ERRORS_DIR}/`);
  const diffs = compareVersions(readDeclarations(input.mainDir), readDeclarations(input.npmDir), { ...input.internalVersions, ...input.npmVersions }, { main: pagePaths(main.facts.filter(isPackage), input.mainDir, API_ROUTE), npm: pagePaths(npm.facts.filter(isPackage), input.npmDir, NPM_API_ROUTE) });
  const { map: replacements, problems } = resolveReplacements(input.replacements ?? { entries: [], file: '' }, diffs, readSymbols(input.mainDir), API_ROUTE);
  markTree(input.mainDir, API_ROUTE, 'main', main, diffs, input.install, replacements);
  markTree(input.npmDir, NPM_API_ROUTE, 'npm', npm, diffs, input.install, replacements);
  calloutTree(input.npmDir, npm, input.install);
  for (const diff of diffs) {
    const md = changesPage(diff, input.mainLabel, input.install?.findings[diff.pkg], {
      main: (p: string) => `./${p.split('/').slice(1).join('/')}.md`,
      npm: (p: string) => routeOf(`${p}.md`, NPM_API_ROUTE),
    }, replacements[diff.pkg]);
    writeFileSync(path.join(input.mainDir, diff.pkg, `${CHANGES_PAGE}.md`), md);
  }
  const sidebarFile = path.join(input.mainDir, DATA_DIR, 'sidebar.json');
  if (existsSync(sidebarFile)) writeFileSync(sidebarFile, `${JSON.stringify(sidebarWithChanges(JSON.parse(readFileSync(sidebarFile, 'utf8')), diffs), null, 1)}\n`);
  const data: VersionsData = {
    versions: [
      { id: 'main', label: input.mainLabel, root: API_ROUTE },
      { id: 'npm', label: 'npm', root: NPM_API_ROUTE },
    ],
    pages: { main: main.facts.map((f) => f.path), npm: npm.facts.map((f) => f.path) },
    npmVersions: Object.fromEntries(Object.entries(input.npmVersions).filter((e): e is [string, string] => typeof e[1] === 'string')),
    changes: Object.fromEntries(diffs.map((d) => [d.pkg, { title: changesTitle(d.pkg, d.npmVersion), added: d.added.length, removed: d.removed.length, changed: d.changed.length, notCompared: d.uncomparable.length }])),
    replacements: replacementLandings(diffs, replacements),
  };
  for (const dir of [input.mainDir, input.npmDir]) writeFileSync(path.join(dir, DATA_DIR, VERSIONS_FILE), `${JSON.stringify(data)}\n`);
  // The menu's link in the served HTML: each page's landing in the other version (change pages included).
  landTree(input.mainDir, API_ROUTE, 'npm', [...main.contents.keys(), ...diffs.map((d) => `${d.pkg}/${CHANGES_PAGE}.md`)], data);
  landTree(input.npmDir, NPM_API_ROUTE, 'main', [...npm.contents.keys()], data);
  return { diffs, data, problems };
}

/** The npm page of each removed name with a replacement → where main does its job, for the version menu. */
function replacementLandings(diffs: readonly PackageDiff[], replacements: ReplacementMap): VersionsData['replacements'] {
  const out: NonNullable<VersionsData['replacements']> = {};
  for (const diff of diffs)
    for (const removed of diff.removed) {
      const r = replacements[diff.pkg]?.[removed.name];
      if (r && removed.path) out[removed.path] = { main: r.main, target: r.target };
    }
  return out;
}
