/**
 * The "Packages on npm" table is drawn by a component (theme/components/PublishedPackages.tsx), and Rspress reads a
 * page's search text from its source, where the component is one tag: the index held the page's two paragraphs and
 * none of its rows, so "kda on npm" or a pasted `ERR_MODULE_NOT_FOUND` from an npm install never found it. Here the
 * rows are written into the indexed page's text as the page shows them, one line a package (name, version, note),
 * after the text the source gives. Pure; the plugin (index.ts) finds the page by the component's tag in its source.
 */
import type { FormatRow } from './runtime/package-formats';
import type { PackageRow } from './runtime/published-packages';

/** The tag that draws the npm table in a page's source; its rows go under the heading with TABLE_SECTION. */
export const TABLE_TAG = '<PublishedPackages';
export const TABLE_SECTION = 'install-status';
/** The tag that draws the "How each package loads" table; its rows go under the heading with FORMATS_SECTION. */
export const FORMATS_TAG = '<PackageFormats';
export const FORMATS_SECTION = 'how-each-package-loads';

/** The table's rows as index text: "name<tab>version<tab>note" a line, "No (404)" (`notOnNpm`) where npm has no version. */
/** The "How each package loads" table as index text: one line a package, then the declaration lines as the page shows them. */
export function formatRowsText(rows: readonly FormatRow[], lines: readonly string[]): string {
  return [...rows.map((row) => [`${row.name}@${row.version}`, row.formats, row.environments, row.subpaths, row.peers].filter(Boolean).join('\t')), ...lines].join('\n');
}

export function packageRowsText(rows: readonly PackageRow[], notOnNpm: string): string {
  return rows.map((row) => [row.name, row.version ?? notOnNpm, row.note].filter(Boolean).join('\t')).join('\n');
}

interface TocEntry {
  id: string;
  charIndex: number;
}

interface IndexedPage {
  content?: string;
  toc?: TocEntry[];
  routePath?: string;
  _filepath?: string;
}

/**
 * The page with `text` at the end of one section: the one whose heading has `sectionId`, or the lead before the first
 * heading when it is null. Headings after it move by the inserted length, so each section keeps its own text.
 */
export function withSectionText<T extends IndexedPage>(page: T, text: string, sectionId: string | null): T {
  const content = page.content ?? '';
  const toc = page.toc ?? [];
  const at = sectionId === null ? 0 : toc.findIndex((entry) => entry.id === sectionId);
  if (at < 0) {
    const file = page._filepath ?? page.routePath ?? 'the page';
    throw new Error(`install-check: ${file} draws a package table under a heading with the id "${sectionId}", but has no such heading, so the table's rows cannot be put in the search index. Fix: give the heading above the table that id ({#${sectionId}}), or change the id in plugins/install-check/index.ts.`);
  }
  const next = sectionId === null ? toc[0] : toc[at + 1];
  const end = next ? next.charIndex : content.length;
  const before = content.slice(0, end).replace(/\s+$/, '');
  const inserted = `${before ? '\n\n' : ''}${text}\n\n`;
  const shift = before.length + inserted.length - end;
  return {
    ...page,
    content: `${before}${inserted}${content.slice(end)}`.replace(/\s+$/, ''),
    toc: page.toc && toc.map((entry) => (entry.charIndex >= end && next ? { ...entry, charIndex: entry.charIndex + shift } : entry)),
  };
}
