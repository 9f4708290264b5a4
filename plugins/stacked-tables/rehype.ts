/**
 * Marks each table of a page for the phone layout in runtime/stacked-tables.css: a table that stacks gets the class
 * `pt-stack`, each cell its role (`pt-cell-name`, `pt-cell-fact`, `pt-cell-prose`), its column's name in
 * `data-label` where the stacked entry shows it, and `data-empty` when it has nothing to show. Runs on every page
 * Rspress compiles, the guide's tables and the API reference's alike. Which tables and roles: shape.ts.
 */
import { type CellFacts, tableShape } from './runtime/shape';

interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastElement | { type: string; value?: string; children?: HastNode[] };

const isElement = (node: HastNode, tag?: string): node is HastElement =>
  node.type === 'element' && (tag === undefined || (node as HastElement).tagName === tag);

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as { value: string }).value;
  return (node.children ?? []).map(textOf).join('');
}

/** Whether a cell starts with a name: inline code or a link (empty anchors, `<span id>` / `<a id>`, skipped). */
function startsWithName(cell: HastElement): boolean {
  for (const child of cell.children) {
    if (child.type === 'text' && textOf(child).trim() === '') continue;
    if (isElement(child) && textOf(child).trim() === '') continue;
    if (isElement(child, 'code') || isElement(child, 'a')) return true;
    if (isElement(child, 'strong')) return child.children.some((c) => isElement(c, 'code') || isElement(c, 'a'));
    return false;
  }
  return false;
}

const rowsOf = (section: HastElement | undefined): HastElement[] => section?.children.filter((c): c is HastElement => isElement(c, 'tr')) ?? [];
const cellsOf = (row: HastElement): HastElement[] => row.children.filter((c): c is HastElement => isElement(c, 'td') || isElement(c, 'th'));

function addClass(element: HastElement, name: string): void {
  const properties = (element.properties ??= {});
  const current = properties.className;
  properties.className = [...(Array.isArray(current) ? current : typeof current === 'string' ? current.split(' ') : []), name];
}

export function markTable(table: HastElement): void {
  const sections = table.children.filter((child): child is HastElement => isElement(child));
  const head = sections.find((s) => s.tagName === 'thead');
  const body = sections.find((s) => s.tagName === 'tbody');
  const headRow = rowsOf(head)[0];
  if (!headRow || !body) return;
  const headers = cellsOf(headRow).map((th) => textOf(th).trim());
  const rows = rowsOf(body).map(cellsOf);
  const facts: CellFacts[][] = rows.map((cells) => cells.map((cell) => ({ text: textOf(cell).trim(), named: startsWithName(cell) })));
  const shape = tableShape(headers, facts);
  if (!shape.stack) return;
  addClass(table, 'pt-stack');
  rows.forEach((cells, r) =>
    cells.forEach((cell, i) => {
      const role = shape.roles[i] ?? 'fact';
      addClass(cell, `pt-cell-${role}`);
      if (shape.labelled[i]) (cell.properties ??= {}).dataLabel = headers[i];
      if (facts[r][i].text === '') (cell.properties ??= {}).dataEmpty = '';
    }),
  );
}

function walk(node: HastNode): void {
  if (isElement(node, 'table')) {
    markTable(node);
    return;
  }
  for (const child of node.children ?? []) walk(child);
}

/** The rehype plugin: marks every table of a page. */
export function rehypeStackedTables() {
  return (tree: HastNode) => walk(tree);
}
