/**
 * Kind badges: a small label naming what an export or member is (function,
 * class, method, property, …), styled by theme/mdx/api-badges.css. On package
 * pages each export row gets one; class and interface pages use them in their
 * member summary. Pure.
 */
import { mapTables, type Table } from './tables';

/** The badge word for each first-column header of a package page's export tables. */
export const EXPORT_KINDS: Record<string, string> = {
  Class: 'class',
  Interface: 'interface',
  Function: 'function',
  'Type Alias': 'type',
  Variable: 'variable',
  Enumeration: 'enum',
  Namespace: 'namespace',
};

export const BADGE_CLASS = 'pt-kind';

/** The badge as inline HTML: `<span class="pt-kind pt-kind-function">function</span>`. */
export function kindBadge(kind: string): string {
  if (!/^[a-z]+$/.test(kind)) throw new Error(`kind badge "${kind}": a kind is one lower-case word (function, class, method, …); pass the word, not a label`);
  return `<span class="${BADGE_CLASS} ${BADGE_CLASS}-${kind}">${kind}</span>`;
}

/**
 * An export table with each name followed by the table's kind badge. The badge
 * shares the name's cell: a column of its own would widen the table on a phone.
 */
export function badgeExportTable(table: Table): Table {
  const kind = EXPORT_KINDS[table.header[0]];
  if (!kind || table.header[1] !== 'Description' || table.header.length !== 2) return table;
  return { ...table, rows: table.rows.map(([name, ...rest]) => [`${name} ${kindBadge(kind)}`, ...rest]) };
}

/** Every export table of a package page's prose with kind badges. */
export function exportKindBadges(prose: string): string {
  return mapTables(prose, badgeExportTable);
}
