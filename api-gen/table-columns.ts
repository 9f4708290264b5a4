/**
 * Table cells and columns with nothing to say. typedoc-plugin-markdown writes
 * `undefined` as the default of a parameter that has none and `-` where a row
 * has no description; both become empty cells, and a column left with no text
 * in any row is dropped (the first column, the names, always stays). Pure.
 */
import { mapTables, type Table } from './tables';

const DEFAULT_COLUMNS = ['Default value'];

/** A cell that says nothing: empty, or the plugin's `-` placeholder. */
export const isEmptyCell = (cell: string): boolean => cell.trim() === '' || cell.trim() === '-';

function cellText(header: string, cell: string): string {
  if (isEmptyCell(cell)) return '';
  if (DEFAULT_COLUMNS.includes(header) && cell.trim() === '`undefined`') return '';
  return cell;
}

export function tidyColumns(table: Table): Table {
  const rows = table.rows.map((row) => row.map((cell, column) => (column === 0 ? cell : cellText(table.header[column], cell))));
  const keep = table.header.map((_, column) => column === 0 || rows.some((row) => row[column] !== ''));
  const pick = <T,>(cells: T[]) => cells.filter((_, column) => keep[column]);
  return { header: pick(table.header), delimiter: pick(table.delimiter), rows: rows.map(pick) };
}

/** Every table of a prose block without placeholder cells or empty columns. */
export function tidyTables(prose: string): string {
  return mapTables(prose, tidyColumns);
}
