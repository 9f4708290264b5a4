/**
 * The change page of one package (`/api/<package>/changes`): what an npm user who moves to main meets, in three
 * lists (added on main, removed on main, changed), each name linked to its page in both versions where it has
 * one, a changed symbol with its two signatures. Pure.
 */
import { frontmatter } from '../markdown';
import type { InstallFinding } from '../install-results';
import { installSentence } from './install-callout';
import { fullName } from '../packages';
import type { ExportRef, PackageDiff } from './compare';
import { changeRows } from './diff-html';
import type { ResolvedReplacement } from './replacements';

export type StandingKind = 'only-main' | 'only-npm' | 'changed' | 'uncomparable';

/** The anchor of a symbol's entry on the change page. */
export function changesAnchor(kind: StandingKind, name: string): string {
  if (kind === 'only-main') return 'added-on-main';
  if (kind === 'only-npm') return 'removed-on-main';
  if (kind === 'uncomparable') return 'not-compared';
  return `changed-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export const changesTitle = (pkg: string, npmVersion: string | undefined) => `Changes between npm ${npmVersion ?? '(unpublished)'} and main · ${fullName(pkg)}`;

/** Where the page links each version's pages: relative paths from `/api/<pkg>/changes` to main's pages, absolute to npm's. */
export interface ChangesLinks {
  main: (path: string) => string;
  npm: (path: string) => string;
}

const KIND_NAMES: Record<string, string> = { type: 'type alias', enum: 'enumeration' };

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const linked = (name: string, path: string | undefined, link: (path: string) => string) => (path ? `[${code(name)}](${link(path)})` : code(name));

function symbolRows(list: ExportRef[], link: (path: string) => string): string {
  return ['| Name | Kind |', '| --- | --- |', ...list.map((f) => `| ${linked(f.name, f.path, link)} | ${KIND_NAMES[f.kind] ?? f.kind} |`)].join('\n');
}

/** A main target ("signers/classes/KeyPairSigner#fromprivatekeyhex") as a link from the change page. */
export const targetHref = (target: string, link: (path: string) => string) => {
  const [page, anchor] = target.split('#');
  return `${link(page)}${anchor ? `#${anchor}` : ''}`;
};

/** The removed names with a third column: what does each one's job on main, when the reviewed data says. */
function removedRows(list: ExportRef[], links: ChangesLinks, replacements: Readonly<Record<string, ResolvedReplacement>>): string {
  const onMain = (name: string) => {
    const r = Object.hasOwn(replacements, name) ? replacements[name] : undefined;
    if (!r) return '—';
    return `[${code(r.main)}](${targetHref(r.target, links.main)})${r.note ? ` · ${r.note.replace(/\|/g, '\\|')}` : ''}`;
  };
  return ['| Name | Kind | On main |', '| --- | --- | --- |', ...list.map((f) => `| ${linked(f.name, f.path, links.npm)} | ${KIND_NAMES[f.kind] ?? f.kind} | ${onMain(f.name)} |`)].join('\n');
}

export function changesPage(diff: PackageDiff, mainLabel: string, install: InstallFinding | undefined, links: ChangesLinks, replacements: Readonly<Record<string, ResolvedReplacement>> = {}): string {
  const npm = `npm ${diff.npmVersion ?? '(unpublished)'}`;
  const pkg = fullName(diff.pkg);
  const parts: string[] = [
    frontmatter({ title: changesTitle(diff.pkg, diff.npmVersion), description: `What differs in ${pkg} between the release on npm and the toolkit's main branch.` }),
    `# Changes between ${npm} and main`,
    '',
    `Package: [${pkg}](./index.md) · Compared: ${code(npm)} (${install ? 'what npm publishes' : `what \`npm install ${pkg}\` gives`}) with ${code(mainLabel)} (what this site's guide teaches).`,
    '',
    ...(install ? [`**Known issue:** ${npm} cannot be used from npm today: ${installSentence(install)} What it declares is compared here all the same.`, ''] : []),
    `${diff.added.length} added on main · ${diff.removed.length} removed on main · ${diff.changed.length} changed · ${diff.same} alike${diff.uncomparable.length ? ` · ${diff.uncomparable.length} not compared` : ''}.`,
  ];
  parts.push('', `## Added on main {#${changesAnchor('only-main', '')}}`, '');
  parts.push(diff.added.length ? `Not in ${npm}: install from the repository's main branch to use these.\n\n${symbolRows(diff.added, links.main)}` : `Nothing: every name main exports is in ${npm}.`);
  parts.push('', `## Removed on main {#${changesAnchor('only-npm', '')}}`, '');
  const rows = Object.keys(replacements).length ? removedRows(diff.removed, links, replacements) : symbolRows(diff.removed, links.npm);
  const lead = Object.keys(replacements).length ? `In ${npm} only: code that uses these needs another way on main. "On main" names the export that does the same job where reading both versions' code found one; a dash means it found none.` : `In ${npm} only: code that uses these needs another way on main.`;
  parts.push(diff.removed.length ? `${lead}\n\n${rows}` : `Nothing: main still exports every name of ${npm}.`);
  parts.push('', '## Changed', '');
  if (!diff.changed.length) parts.push(`Nothing: every name both export is alike in ${npm} and main.`);
  for (const c of diff.changed) {
    const where = [c.mainPath && `[main](${links.main(c.mainPath)})`, c.npmPath && `[${npm}](${links.npm(c.npmPath)})`].filter(Boolean).join(' · ');
    parts.push(`### ${code(c.name)} {#${changesAnchor('changed', c.name)}}`, '', where, '', `<div class="pt-version-diff">${changeRows(c, npm)}</div>`, '');
  }
  if (diff.uncomparable.length) {
    parts.push('', `## Not compared {#${changesAnchor('uncomparable', '')}}`, '');
    parts.push(`Both versions export these and their declarations differ, but one of them names types that do not resolve where this site is built (TypeScript reads them as \`any\`): whether the API changed cannot be told.`, '');
    parts.push('| Name | Kind | Why |', '| --- | --- | --- |', ...diff.uncomparable.map((u) => `| ${linked(u.name, u.mainPath, links.main)} | ${KIND_NAMES[u.kind] ?? u.kind} | ${u.reason} |`));
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
