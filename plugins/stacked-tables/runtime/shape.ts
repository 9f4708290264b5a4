/**
 * How a table reads on a phone, decided from its content at build time (pure, browser-safe: rehype.ts marks the guide's and API tables with it, theme/components/PublishedPackages.tsx its own).
 *
 * A table stacks on a phone (each row an entry: its name, the short cells on one line under their column names,
 * the long text under them) when it has three or more columns, or two whose first column names things in code or
 * as links (`Parameter | Type`, `Member | Description`, a package page's `Function | Description`). Two columns of
 * plain words wrap well enough side by side.
 *
 * Columns other than the first are "facts" (short: a type, a default, an alias) or "prose" (the meaning): the
 * column with the longest cells is prose when they average PROSE_MEAN_CHARS or more, and so is any column averaging
 * twice that. A prose column carries its name only when there are two (`Cause | Fix`).
 */
export type ColumnRole = 'name' | 'fact' | 'prose';

export interface CellFacts {
  /** The cell's text, trimmed. */
  text: string;
  /** The cell starts with a name: inline code (`pollInterval`, `--port`) or a link. */
  named: boolean;
}

export interface TableShape {
  stack: boolean;
  roles: ColumnRole[];
  /** Whether each column's name is shown beside its cells when stacked. */
  labelled: boolean[];
}

export const PROSE_MEAN_CHARS = 24;

export function tableShape(headers: readonly string[], rows: readonly (readonly CellFacts[])[]): TableShape {
  const count = headers.length;
  const column = (i: number) => rows.map((row) => row[i]).filter((cell): cell is CellFacts => !!cell && cell.text !== '');
  const mean = (i: number) => {
    const cells = column(i);
    return cells.length === 0 ? 0 : cells.reduce((sum, cell) => sum + cell.text.length, 0) / cells.length;
  };
  const names = column(0);
  const named = names.length > 0 && names.filter((cell) => cell.named).length * 2 >= names.length;
  const stack = count >= 3 || (count === 2 && named);

  const means = headers.map((_, i) => mean(i));
  let longest = -1;
  for (let i = 1; i < count; i++) if (longest === -1 || means[i] > means[longest]) longest = i;
  const roles: ColumnRole[] = headers.map((_, i) => {
    if (i === 0) return 'name';
    if ((i === longest && means[i] >= PROSE_MEAN_CHARS) || means[i] >= 2 * PROSE_MEAN_CHARS) return 'prose';
    return 'fact';
  });
  const proseColumns = roles.filter((role) => role === 'prose').length;
  const labelled = roles.map((role, i) => headers[i] !== '' && (role === 'fact' || (role === 'prose' && proseColumns > 1)));
  return { stack, roles, labelled };
}

/** The attributes of a table drawn by a component, marked as the build marks markdown tables: the table's class. */
export function stackClass(shape: TableShape): string | undefined {
  return shape.stack ? 'pt-stack' : undefined;
}

/** A cell's attributes in such a table: its column's role, its column name as a label, and whether it is empty. */
export function stackedCell(shape: TableShape, headers: readonly string[], column: number, empty: boolean) {
  return {
    className: shape.stack ? `pt-cell-${shape.roles[column]}` : undefined,
    'data-label': shape.stack && shape.labelled[column] ? headers[column] : undefined,
    'data-empty': shape.stack && empty ? '' : undefined,
  };
}
