/**
 * The marks a two-version site puts on its pages: on a symbol page, how the symbol stands in the other version
 * ("only on main", "only on npm 0.2.0 · removed on main", "changed since npm 0.2.0" with the two signatures);
 * on a package page, one line linking the package's change page. Each edit first removes what an earlier run
 * added, so a page regenerated in one version and kept in the other is marked once. Pure.
 */
import { changesAnchor } from './changes-page';
import type { SymbolChange } from './compare';
import { changeRows, codeSpansHtml, escapeHtml } from './diff-html';

export type VersionId = 'main' | 'npm';

export type SymbolStanding =
  | { kind: 'only-main'; npmVersion: string | undefined }
  | { kind: 'only-npm'; npmVersion: string | undefined }
  | ({ kind: 'changed'; npmVersion: string | undefined } & Pick<SymbolChange, 'before' | 'after' | 'membersAdded' | 'membersRemoved' | 'membersChanged'>)
  | { kind: 'uncomparable'; npmVersion: string | undefined; reason: string };

// A mark's class names its kind too (`pt-version-mark pt-version-mark--only-main`).
const MARK = / · <a class="pt-version-mark[^"]*"[^>]*>[^<]*<\/a>/g;
const DIFF = /\n\n<details class="pt-version-diff">[\s\S]*?<\/details>/g;
const NOTE = /\n\n<p class="pt-version-note">[\s\S]*?<\/p>/g;
const REPLACEMENT = /\n\n<p class="pt-version-replacement">[\s\S]*?<\/p>/g;

const npmName = (version: string | undefined) => (version ? `npm ${version}` : 'npm');

/** The words of a mark, as seen from the page's own version. */
export function markText(standing: SymbolStanding, on: VersionId): string {
  const npm = npmName(standing.npmVersion);
  if (standing.kind === 'only-main') return 'only on main';
  if (standing.kind === 'only-npm') return `only on ${npm} · removed on main`;
  if (standing.kind === 'uncomparable') return `not compared with ${npm}`;
  return on === 'main' ? `changed since ${npm}` : 'changed on main';
}

function markTitle(standing: SymbolStanding, on: VersionId): string {
  const npm = npmName(standing.npmVersion);
  if (standing.kind === 'only-main') return `Not in ${npm}: added on the toolkit's main branch`;
  if (standing.kind === 'only-npm') return `In ${npm} only: the toolkit's main branch removed it`;
  if (standing.kind === 'uncomparable') return `Cannot compare with ${npm}: ${standing.reason}`;
  return on === 'main' ? `Its signature or members differ in ${npm}` : `Its signature or members differ on main`;
}

/** The mark as a link to the symbol's entry on its package's change page (`changes`: that page's route). */
export function markLink(standing: SymbolStanding, on: VersionId, name: string, changes: string): string {
  const href = `${changes}#${changesAnchor(standing.kind, name)}`;
  return `<a class="pt-version-mark pt-version-mark--${standing.kind}" href="${href}" title="${escapeHtml(markTitle(standing, on))}">${escapeHtml(markText(standing, on))}</a>`;
}

/** A changed symbol's two versions, collapsed under the Package line. */
export function diffDetails(standing: Extract<SymbolStanding, { kind: 'changed' }>): string {
  const npm = npmName(standing.npmVersion);
  return `<details class="pt-version-diff"><summary>How it differs between ${escapeHtml(npm)} and main</summary>${changeRows(standing, npm)}</details>`;
}

/** Under a removed symbol's mark on its npm page: what does its job on main (`href`: its page there). */
export function replacementLine(main: string, href: string, note: string | undefined): string {
  return `<p class="pt-version-replacement">On main, <a href="${escapeHtml(href)}"><code>${escapeHtml(main)}</code></a> does its job.${note ? ` ${codeSpansHtml(note)}` : ''}</p>`;
}

/** A symbol page with its mark after the "Package: …" line, and below it a changed symbol's two versions or a removed one's replacement. */
export function markSymbolPage(contents: string, mark: string | undefined, details: string | undefined): string {
  let out = contents.replace(MARK, '').replace(DIFF, '').replace(REPLACEMENT, '');
  if (mark) out = out.replace(/^(Package: .*)$/m, `$1 · ${mark}`);
  if (details) out = out.replace(/^(Package: .*)$/m, `$1\n\n${details}`);
  return out;
}

/** A package page with one line after its Version line (or after the title when it has none). */
export function notePackagePage(contents: string, note: string | undefined): string {
  let out = contents.replace(NOTE, '');
  if (!note) return out;
  const html = `<p class="pt-version-note">${note}</p>`;
  if (/^(Version: .*)$/m.test(out)) return out.replace(/^(Version: .*)$/m, `$1\n\n${html}`);
  return out.replace(/^(# .*)$/m, `$1\n\n${html}`);
}

const ROW_MARK = / <a class="pt-version-mark[^"]*"[^>]*>[^<]*<\/a>/g;

/** A package page's list rows: the mark after each listed name that `markOf` marks (rows as api-gen writes them). */
export function markPackageRows(contents: string, markOf: (name: string) => string | undefined): string {
  return contents
    .split('\n')
    .map((line) => {
      const match = /^(\|\s*\[([^\]]+)\]\([^)\s]+\.md\))/.exec(line);
      if (!match) return line;
      const clean = line.replace(ROW_MARK, '');
      const mark = markOf(match[2].replace(/`/g, '').replace(/\\/g, '').replace(/\(\)$/, ''));
      return mark ? clean.replace(match[1], `${match[1]} ${mark}`) : clean;
    })
    .join('\n');
}
