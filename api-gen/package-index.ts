/**
 * Package pages a reader can scan: each kind's list (Classes, Interfaces, …) in a group that collapses, every
 * export without a doc comment marked "no description" (said once at the top, with where to add one upstream), a
 * filter box on large packages (the browser half: plugins/package-filter/), a link to an all-items page listing
 * every export on one page, and the index before any note comparing versions. Runs over the written package pages,
 * after api-gen/annotate.ts; the string work is pure, `indexPackagePages` does the files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXPORT_KINDS, kindBadge } from './kind-badges';
import { ALL_ITEMS_PAGE } from './layout';
import { frontmatter } from './markdown';
import { fullName } from './packages';
import { formatRow, mapTables, type Table } from './tables';

/** The file of a package's all-items page, beside its index.md. */
export const ALL_ITEMS_FILE = `${ALL_ITEMS_PAGE}.md`;
/** Packages with at least this many exports get a filter box. */
export const FILTER_MIN_EXPORTS = 12;
/** What a row without a description shows. */
export const NO_DESCRIPTION = '<span class="pt-no-desc">no description</span>';
/** The element the browser half turns into a filter box. */
export const FILTER_ATTRIBUTE = 'data-pt-filter';
/** The heading the notes comparing versions go under, after the index. */
export const VERSIONS_HEADING = 'Compared with other versions';

const KIND_HEADINGS: Record<string, string> = {
  Classes: 'Class',
  Interfaces: 'Interface',
  'Type Aliases': 'Type Alias',
  Variables: 'Variable',
  Functions: 'Function',
  Enumerations: 'Enumeration',
  Namespaces: 'Namespace',
};

export interface ExportRow {
  /** The name cell as written (`[Foo](classes/Foo.md) <span class="pt-kind …">class</span>`, maybe with more badges). */
  cell: string;
  /** The plain name, for sorting. */
  name: string;
  /** The description cell, empty when upstream has no comment. */
  description: string;
}

/** An export table with a description in every row: a kind badge after each name, the mark where there is none. */
export function describedTable(table: Table): Table {
  const kind = EXPORT_KINDS[table.header[0]];
  if (!kind) return table;
  const hasDescription = table.header[1] === 'Description';
  return {
    header: [table.header[0], 'Description'],
    delimiter: [table.delimiter[0], table.delimiter[1] ?? table.delimiter[0]],
    rows: table.rows.map(([name, description = '']) => [
      name.includes(`pt-kind-${kind}`) ? name : `${name} ${kindBadge(kind)}`,
      (hasDescription ? description : '') || NO_DESCRIPTION,
    ]),
  };
}

/** The rows of every export table of a package page. */
export function exportRows(markdown: string): ExportRow[] {
  const rows: ExportRow[] = [];
  mapTables(markdown, (table) => {
    if (EXPORT_KINDS[table.header[0]]) {
      for (const [cell, description = ''] of table.rows) {
        const name = /^\[([^\]]+)\]/.exec(cell)?.[1]?.replace(/\\/g, '') ?? cell;
        rows.push({ cell, name, description: description === NO_DESCRIPTION ? '' : description });
      }
    }
    return table;
  });
  return rows;
}

/** Each kind's heading followed by its table in a group that is open and collapses, its summary the count. */
export function collapsibleGroups(markdown: string): string {
  return markdown.replace(/^## (.+)\n\n((?:\|.*\n?)+)/gm, (whole, heading: string, table: string) => {
    const singular = KIND_HEADINGS[heading.trim()];
    if (!singular) return whole;
    const count = table.trimEnd().split('\n').length - 2;
    const label = `${count} ${count === 1 ? singular.toLowerCase() : heading.trim().toLowerCase()}`;
    return `## ${heading}\n\n<details open class="pt-kind-group">\n<summary>${label}</summary>\n\n${table.trimEnd()}\n\n</details>\n\n`;
  });
}

/** The sentence at the top of a package page whose exports lack descriptions; empty when none does. */
export function undescribedNote(missing: number, total: number, upstream: string): string {
  if (!missing) return '';
  const which = missing === total ? `None of the ${total} exports has a` : `${missing} of the ${total} exports ${missing === 1 ? 'has' : 'have'} no`;
  return `<p class="pt-undescribed">${which} doc comment in the toolkit's source, so ${missing === 1 ? 'it is' : 'they are'} marked “no description” here. Descriptions come from those comments: <a href="${upstream}">add one upstream</a>.</p>`;
}

/** The filter box's place, for packages large enough to need one. */
export function filterPlaceholder(total: number): string {
  return total >= FILTER_MIN_EXPORTS ? `<div class="pt-filter" ${FILTER_ATTRIBUTE}="${total}"></div>` : '';
}

/**
 * The paragraphs between a package page's `Version:` line and its first section, other than code, HTML and the
 * install block: api-gen/annotate.ts writes its notes comparing versions there. They go after the index, under
 * their own heading, so the list of exports is the first thing a reader meets.
 */
export function indexBeforeNotes(markdown: string): string {
  const version = /^Version: .*$/m.exec(markdown);
  if (!version) return markdown;
  const start = version.index + version[0].length;
  const firstSection = markdown.slice(start).search(/^## /m);
  if (firstSection < 0) return markdown;
  const head = markdown.slice(start, start + firstSection);
  const blocks = head.split(/\n{2,}/);
  const notes = blocks.filter((b) => b.trim() && !/^\s*(```|<|\|)/.test(b) && !/^\s*\[All /.test(b));
  if (!notes.length) return markdown;
  const kept = blocks.filter((b) => !notes.includes(b)).join('\n\n');
  const rest = markdown.slice(start + firstSection);
  // After the last export group: before Entry points, the README, or at the end.
  const after = rest.search(/^## (?!(Classes|Interfaces|Type Aliases|Variables|Functions|Enumerations|Namespaces)\s*$)/m);
  const section = `## ${VERSIONS_HEADING}\n\n${notes.map((n) => n.trim()).join('\n\n')}\n\n`;
  const body = after < 0 ? `${rest.trimEnd()}\n\n${section}` : `${rest.slice(0, after)}${section}${rest.slice(after)}`;
  return `${markdown.slice(0, start)}${kept.trimEnd()}\n\n${body}`;
}

/** A package page made scannable; `upstream` is where its source lives. */
export function scannablePackagePage(markdown: string, upstream: string): string {
  const rows = exportRows(markdown);
  if (!rows.length) return markdown;
  const missing = rows.filter((r) => !r.description).length;
  const tables = collapsibleGroups(mapTables(markdown, describedTable));
  const top = [undescribedNote(missing, rows.length, upstream), filterPlaceholder(rows.length), `[All ${rows.length} exports on one page](./${ALL_ITEMS_FILE})`].filter(Boolean).join('\n\n');
  const firstSection = tables.search(/^## /m);
  const withTop = `${tables.slice(0, firstSection).trimEnd()}\n\n${top}\n\n${tables.slice(firstSection)}`;
  return indexBeforeNotes(withTop);
}

/** The all-items page of a package: every export in one alphabetical list, with its kind and description. */
export function allItemsPage(packageName: string, rows: ExportRow[], versionLine?: string): string {
  const pkg = fullName(packageName);
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name));
  const table = [formatRow(['Export', 'Description']), formatRow(['------', '------']), ...sorted.map((r) => formatRow([r.cell, r.description || NO_DESCRIPTION]))].join('\n');
  const title = `All exports · ${pkg}`;
  const version = versionLine ? `${versionLine}\n\n` : '';
  return `${frontmatter({ title, description: `Every export of ${pkg} in one list.`, outline: false })}# All exports of ${pkg}\n\n${version}Every name [${pkg}](./index.md) exports, A to Z, with its kind and the first sentence of its comment.\n\n${filterPlaceholder(rows.length)}\n\n${table}\n`;
}

/** Rewrites each written package page and writes its all-items page. */
export function indexPackagePages(dir: string, packages: readonly string[], upstream: (packageName: string) => string): void {
  for (const name of packages) {
    const file = path.join(dir, name, 'index.md');
    if (!existsSync(file)) continue;
    const contents = readFileSync(file, 'utf8');
    const rows = exportRows(contents);
    if (!rows.length) continue;
    writeFileSync(file, scannablePackagePage(contents, upstream(name)));
    // The package page's "Version: …" line (api-gen/annotate.ts), so the list says which version it lists.
    const versionLine = /^Version: .*$/m.exec(contents)?.[0];
    writeFileSync(path.join(dir, name, ALL_ITEMS_FILE), allItemsPage(name, rows, versionLine));
  }
}
