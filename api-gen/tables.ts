/**
 * Pipe tables in generated markdown: found, split into cells, rewritten and
 * written back. Pure; a line is a table row when it starts with `|`, and a
 * table is a header row followed by its `| --- |` delimiter row.
 */

export interface Table {
  header: string[];
  /** The delimiter row's cells (`------`, `:------`), one per column. */
  delimiter: string[];
  rows: string[][];
}

/** The cells of one table row, split on pipes that are not escaped (`\|` stays inside its cell). */
export function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

export function formatRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

const isRow = (line: string | undefined) => line !== undefined && /^\s*\|/.test(line);
const isDelimiter = (line: string | undefined) => line !== undefined && /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line);

/**
 * Applies `rewrite` to every table of a prose block (run it through mapProse so
 * fenced code is left alone). Rows with a missing cell get an empty one.
 */
export function mapTables(prose: string, rewrite: (table: Table) => Table): string {
  const lines = prose.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isRow(lines[i]) || !isDelimiter(lines[i + 1])) {
      out.push(lines[i]);
      continue;
    }
    const header = splitRow(lines[i]);
    const delimiter = splitRow(lines[i + 1]);
    const rows: string[][] = [];
    let next = i + 2;
    for (; isRow(lines[next]); next++) {
      const cells = splitRow(lines[next]);
      rows.push(header.map((_, column) => cells[column] ?? ''));
    }
    const table = rewrite({ header, delimiter, rows });
    out.push(formatRow(table.header), formatRow(table.delimiter), ...table.rows.map(formatRow));
    i = next - 1;
  }
  return out.join('\n');
}

/** The index of each column whose header is one of `names`. */
export function columnsNamed(table: Table, names: readonly string[]): number[] {
  return table.header.flatMap((header, column) => (names.includes(header) ? [column] : []));
}
