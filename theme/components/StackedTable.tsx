import type { ReactNode } from 'react';
import { getCustomMDXComponent } from '../mdx/mdx';
import { stackClass, type TableShape } from '../../plugins/stacked-tables/runtime/shape';

/**
 * A table a component draws, in the guide's table component (Rspress's scroll container, focusable while it scrolls,
 * theme/mdx/mdx.tsx) and marked as the build marks markdown tables, so it stacks on a phone (plugins/stacked-tables/).
 * The rows are the caller's: each cell takes `stackedCell(shape, headers, column, empty)`.
 */
export default function StackedTable({ headers, shape, children }: { headers: readonly string[]; shape: TableShape; children: ReactNode }) {
  const { table: Table } = getCustomMDXComponent();
  return (
    <Table className={stackClass(shape)}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
