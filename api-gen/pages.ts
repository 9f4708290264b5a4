/**
 * The pages api-gen writes around TypeDoc's output: frontmatter and headings
 * of every page, the package pages, the /api/ index, the sidebar and the
 * symbol table the guide's `api:` links resolve against. All pure.
 */
import path from 'node:path';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { API_ROUTE, ERRORS_FILE, KIND_LABELS, KIND_ORDER, packageRoute, routeOf } from './layout';
import { anchorsAsSpans, dropHeadingAnchors, flattenDeepHeadings, frontmatter, inlineText, joinMemberLinks, mapProse, prepareReadme, summaryOf } from './markdown';
import { fullName, REPO_BRANCH, REPO_URL } from './packages';
import { API_INDEX_TITLE, ERRORS_TITLE, symbolPageTitle } from './titles';
import { exportSummaries } from './summaries';
import { tidyTables } from './table-columns';
import { returnTypesAsCode, typeTablesAsCode } from './type-code';
import { compactSections } from './signature/sections';
import { exportKindBadges } from './kind-badges';
import type { Problem } from './problems';
import type { PackageInput } from './sources/types';
import type { EncodedDirectory } from './symbol-directory';
import type { PageInfo, SymbolEntry } from './typedoc-run';
import type { SourceVersion } from './source-ref';
import { indexVersionLine, versionLine, type VersionContext } from './version-line';
import { readmeBanner } from './readme-banner';
import { README_HEADING } from './section-names';

/** What every page needs to know about the build: its source, and in workspace mode the version documented. */
export type SiteContext = VersionContext;

const SOURCE_HINT =
  'To document the toolkit from its source instead, point the build at a checkout of kadena-community/pact-toolbox: `PACT_TOOLBOX_REPO=/path/to/pact-toolbox npm run build`.';

function installBlock(input: PackageInput): string {
  return ['```bash', `npm install ${fullName(input.name)}`, '```'].join('\n');
}

/** The entry file as the package's own path, in code ("`src/index.ts`"). */
function relativeEntry(root: string, entry: string): string {
  return `\`${path.relative(root, entry).split(path.sep).join('/')}\``;
}

/** Replaces the first H1 (or adds one) and puts frontmatter on top. */
function withTitle(contents: string, h1: string, title: string, extra: Record<string, string> = {}): string {
  const body = contents.replace(/^---\n[\s\S]*?\n---\n+/, '');
  const withoutH1 = /^\s*# .*$/m.test(body) ? body.replace(/^\s*# .*\n+/m, '') : body;
  return `${frontmatter({ title, ...extra })}# ${h1}\n\n${withoutH1.trimStart()}`;
}

function readmeSection(input: PackageInput, ctx: SiteContext): string {
  if (!input.readme) return '';
  const text = prepareReadme(input.readme, { path: `packages/${input.name}/README.md`, repoUrl: REPO_URL, branch: ctx.version?.ref ?? REPO_BRANCH });
  return text ? `\n\n## ${README_HEADING}\n\n${readmeBanner(input.name, ctx, input.version)}${text}\n` : '';
}

function subpathSection(input: PackageInput): string {
  if (!input.subpaths.length) return '';
  const rows = input.subpaths.map((s) => `| \`${fullName(input.name)}${s.slice(1)}\` |`);
  return `\n\n## Entry points\n\nBesides the main entry documented here, the package exports these subpaths:\n\n| Import path |\n| --- |\n${rows.join('\n')}\n`;
}

/** Rewrites one TypeDoc page: title naming item and package, flat headings below h3. */
export function decoratePage(page: PageInfo, contents: string, input: PackageInput | undefined, ctx: SiteContext): string {
  const pkg = fullName(page.packageName);
  if (page.kind === 'package' && input) {
    const lists = mapProse(flattenDeepHeadings(contents.replace(/^---\n[\s\S]*?\n---\n+/, '').replace(/^\s*# .*\n+/m, ''), 3), (prose) => exportKindBadges(exportSummaries(tidyTables(prose))), false);
    const intro = [input.description ? inlineText(input.description) : '', page.exportsNothing ? nothingExportedNotice(input) : '', versionLine(ctx, input.version), installBlock(input)]
      .filter(Boolean)
      .join('\n\n');
    return withTitle(`${intro}\n\n${lists.trim()}${subpathSection(input)}${readmeSection(input, ctx)}`, pkg, pkg, {
      description: input.description || `API reference of ${pkg}.`,
    });
  }
  const body = mapProse(mapProse(flattenDeepHeadings(anchorsAsSpans(dropHeadingAnchors(contents)), 3), joinMemberLinks, false), (prose) => compactSections(exportSummaries(returnTypesAsCode(typeTablesAsCode(tidyTables(prose))))), false);
  const description = summaryOf(body.replace(/^\s*# .*$/m, '')) ?? `${page.name}, exported by ${pkg}.`;
  const titled = withTitle(body, page.name, symbolPageTitle(page.name, page.packageName), { description });
  const depth = page.file.split('/').length - 1;
  const packageLink = `${'../'.repeat(depth - 1) || './'}index.md`;
  return titled.replace(/^(# .*\n)/m, `$1\nPackage: [${pkg}](${packageLink}) · ${versionLine(ctx, input?.version ?? null)}\n`);
}

/** Why a documented package's page lists nothing: its entry point exports nothing. */
export function nothingExportedNotice(input: PackageInput): string {
  const entry = input.entry && input.root ? relativeEntry(input.root, input.entry) : 'its entry point';
  return `::: info Nothing to document in this build\n${fullName(input.name)} exports nothing from ${entry}: no function, class, type or value has a page.\n:::`;
}

/** The page of a package with nothing to document, or one that failed: says why and what to do. */
export function packageNoticePage(input: PackageInput, ctx: SiteContext): string {
  const pkg = fullName(input.name);
  const lines: string[] = [];
  if (input.description) lines.push(inlineText(input.description));
  if (input.problem) {
    lines.push(`::: warning This package could not be documented in this build\n${inlineText(input.problem.cause)}.\n\nFix: ${inlineText(input.problem.fix)}.\n:::`);
  } else {
    lines.push(`::: info Nothing to document in this build\n${inlineText(input.note ?? 'the package exports no API')}.\n:::`);
  }
  if (ctx.mode === 'registry') lines.push(SOURCE_HINT);
  lines.push(versionLine(ctx, input.version));
  if (input.version) lines.push(installBlock(input));
  return withTitle(`${lines.join('\n\n')}${readmeSection(input, ctx)}`, pkg, pkg, { description: `API reference of ${pkg}.` });
}

/** What a workspace build's "Defined in" links point at, in one sentence. */
export function sourceLinksNote(version: SourceVersion | undefined): string {
  if (!version) return '';
  return version.pinned
    ? 'Its "Defined in" links point at this version.'
    : `Its "Defined in" links point at the ${version.ref} branch as it is now, so a line may have moved since this was generated.`;
}

/** One package on the /api/ overview: its group, purpose line and status (api-gen/package-map.ts). */
export interface OverviewRow {
  group: string;
  purpose: string;
  status: string;
}

/** The /api/ index as a map of the toolkit: one table per group (in `groups` order), each package with its purpose and status. */
export function apiIndexPage(inputs: PackageInput[], ctx: SiteContext, groups: string[], rowOf: (input: PackageInput) => OverviewRow): string {
  const rows = inputs.map((input) => ({ input, row: rowOf(input) }));
  const tables = groups
    .map((group) => {
      const members = rows.filter((r) => r.row.group === group);
      if (!members.length) return '';
      const lines = members.map(({ input, row }) => `| [\`${fullName(input.name)}\`](./${input.name}/index.md) | ${inlineText(row.purpose)} | ${inlineText(row.status)} |`);
      return `## ${group}\n\n| Package | What it is for | Status |\n| --- | --- | --- |\n${lines.join('\n')}\n`;
    })
    .filter(Boolean);
  const source = ctx.mode === 'registry' ? indexVersionLine(ctx) : `${indexVersionLine(ctx)}, from the toolkit's source. ${sourceLinksNote(ctx.version)}`;
  return `${frontmatter({ title: API_INDEX_TITLE, description: 'Every Pact Toolbox package, its classes, functions, interfaces, type aliases and variables.' })}# ${API_INDEX_TITLE}

The API reference of every Pact Toolbox package, grouped by what it is for. Each package page lists what the package exports, grouped by kind, and every class, function, interface, type alias and variable has a page of its own. An error message you got from the toolkit is explained on [${ERRORS_TITLE}](./${ERRORS_FILE}): what causes it and how to fix it.

${source} The status says which npm release a package has and whether installing it and importing it in Node works (checked on a clean project; see [Packages on npm](/getting-started/npm-packages)).

${tables.join('\n')}`;
}

type SidebarEntry = SidebarGroup | SidebarItem;

interface TreeNode {
  index?: string;
  files: string[];
  folders: Map<string, TreeNode>;
}

function insert(node: TreeNode, parts: string[], file: string): void {
  if (parts.length === 1) {
    if (parts[0] === 'index.md') node.index = file;
    else node.files.push(file);
    return;
  }
  let child = node.folders.get(parts[0]);
  if (!child) node.folders.set(parts[0], (child = { files: [], folders: new Map() }));
  insert(child, parts.slice(1), file);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);
const baseName = (file: string) => file.split('/').pop()!.replace(/\.md$/, '');

/** Sidebar items for one level of a package (its kind folders; namespaces nest). */
function levelItems(node: TreeNode): SidebarEntry[] {
  const kinds = [...node.folders.keys()].sort((a, b) => {
    const ia = KIND_ORDER.indexOf(a);
    const ib = KIND_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || byName(a, b);
  });
  return kinds.map((kind) => {
    const folder = node.folders.get(kind)!;
    const items: SidebarEntry[] =
      kind === 'namespaces'
        ? [...folder.folders.entries()]
            .sort(([a], [b]) => byName(a, b))
            .map(([ns, nsNode]) => ({
              text: ns,
              ...(nsNode.index ? { link: routeOf(nsNode.index) } : {}),
              collapsible: true,
              collapsed: true,
              items: levelItems(nsNode),
            }))
        : [...folder.files].sort((a, b) => byName(baseName(a), baseName(b))).map((file) => ({ text: baseName(file), link: routeOf(file) }));
    return { text: KIND_LABELS[kind] ?? kind, collapsible: true, collapsed: true, items };
  });
}

/** One collapsible group for a package, with its kinds and items. */
function packageGroup(input: PackageInput, pages: PageInfo[], collapsed: boolean): SidebarGroup {
  const root: TreeNode = { files: [], folders: new Map() };
  for (const page of pages) {
    if (page.file.startsWith(`${input.name}/`)) insert(root, page.file.split('/').slice(1), page.file);
  }
  return { text: input.name, link: packageRoute(input.name), collapsible: true, collapsed, items: levelItems(root) };
}

/**
 * The API sidebars, keyed by route prefix. Each package's pages carry that
 * package's group with all its kinds and items, and every other package as a
 * link: a sidebar with every item of every package would be rendered into
 * every API page (hundreds of KB each). The /api/ index lists the packages.
 */
export function apiSidebar(inputs: PackageInput[], pages: PageInfo[]): Record<string, SidebarEntry[]> {
  const links = (current?: string): SidebarEntry[] =>
    inputs.map((input) => (input.name === current ? packageGroup(input, pages, false) : { text: input.name, link: packageRoute(input.name) }));
  const sections: Record<string, SidebarEntry[]> = { [API_ROUTE]: links() };
  for (const input of inputs) sections[packageRoute(input.name)] = links(input.name);
  return sections;
}

/**
 * The symbol table (`docs/api/_data/symbols.json`): `pkg/Name` → route, and `pkg/Name#member` → route#anchor.
 * The guide's `api:` links resolve against it (plugins/api-links/).
 */
export type SymbolTable = Record<string, string>;

/** The symbol table of `symbols`. Re-exported names point at the page of the package that declares them. */
export function symbolTable(symbols: SymbolEntry[]): SymbolTable {
  const table: Record<string, string> = {};
  for (const s of symbols) {
    const route = routeOf(s.file);
    table[`${s.packageName}/${s.name}`] = route;
    for (const member of s.members) table[`${s.packageName}/${s.name}#${member.name}`] = `${route}#${member.anchor}`;
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

export type { Problem };

/**
 * The search's symbol directory, from the TypeDoc model: every symbol page (name,
 * kind, route, page title) and the members of classes and interfaces (anchor, the
 * section listing them, the text shown). A name re-exported by several packages
 * is listed once, on the page of the package that documents it.
 */
export function searchDirectory(symbols: SymbolEntry[]): EncodedDirectory {
  const byFile = new Map<string, SymbolEntry>();
  for (const s of symbols) {
    const seen = byFile.get(s.file);
    if (!seen || (seen.packageName !== seen.ownerPackage && s.packageName === s.ownerPackage)) byFile.set(s.file, s);
  }
  const entries = [...byFile.values()].sort((a, b) => routeOf(a.file).localeCompare(routeOf(b.file)));
  return {
    pages: entries.map((s) => [s.name, s.kind, routeOf(s.file), symbolPageTitle(s.name, s.ownerPackage)]),
    members: entries.flatMap((s, i) => s.members.map((m): EncodedDirectory['members'][number] => [i, m.name, m.anchor, m.section, m.label])),
  };
}
