/**
 * Tables of names a page documents. A page marks a table with a comment on the
 * line before it (a blank line between):
 *
 *   {/* keys: config/PactToolboxConfigObj *\/}   (MDX)   <!-- keys: config/PactToolboxConfigObj -->   (.md)
 *     the first column's `code` names keys of that type (api-gen's symbol table);
 *   {/* keys: pact-toolbox *\/}  or  {/* keys: pact-toolbox test *\/}
 *     the first column names subcommands of that command (`start <network>`) or its
 *     flags (`--watch`, `-w`); flags anywhere in a row belong to the row's command.
 *
 * Pure: mdast in, names out.
 */
import type { Table, TableCell, RootContent } from 'mdast';
import { CLI_NAME } from './cli-names';

export type KeysTarget = { kind: 'type'; pkg: string; type: string } | { kind: 'cli'; path: string[] };

export class MarkerError extends Error {}

const MARKER = /^keys:\s*(.+?)\s*$/;

/** The marker a comment holds: the value of an MDX `{/* ... *\/}` expression or of an HTML `<!-- ... -->`. */
export function markerText(node: RootContent): string | undefined {
  const value = 'value' in node && typeof node.value === 'string' ? node.value.trim() : '';
  let inner: string | undefined;
  if (node.type === 'mdxFlowExpression') inner = /^\/\*([\s\S]*)\*\/$/.exec(value)?.[1];
  else if (node.type === 'html') inner = /^<!--([\s\S]*)-->$/.exec(value)?.[1];
  const match = inner && MARKER.exec(inner.trim());
  return match ? match[1] : undefined;
}

/** Reads a marker's target; throws a MarkerError naming the accepted forms. */
export function parseKeysTarget(text: string): KeysTarget {
  const words = text.split(/\s+/);
  if (words[0] === CLI_NAME) return { kind: 'cli', path: words.slice(1) };
  const match = /^([a-z0-9-]+)\/([A-Za-z_$][\w$]*)$/.exec(text);
  if (match) return { kind: 'type', pkg: match[1], type: match[2] };
  throw new MarkerError(`"keys: ${text}" names neither a type (keys: <package>/<Type>, e.g. keys: config/PactToolboxConfigObj) nor a command (keys: ${CLI_NAME} [subcommand ...])`);
}

export interface TableRow {
  line: number;
  /** The `code` spans of each cell, in order (inside links too). */
  cells: string[][];
}

function codes(node: { children?: unknown[] } | TableCell): string[] {
  const out: string[] = [];
  const walk = (n: { type?: string; value?: unknown; children?: unknown[] }) => {
    if (n.type === 'inlineCode' && typeof n.value === 'string') out.push(n.value);
    for (const child of n.children ?? []) walk(child as typeof n);
  };
  walk(node as { children?: unknown[] });
  return out;
}

/** The body rows of a table (the header row is skipped). */
export function tableRows(table: Table): TableRow[] {
  return table.children.slice(1).map((row) => ({ line: row.position?.start.line ?? 0, cells: row.children.map((cell) => codes(cell)) }));
}

/** A key as written in a cell (`networks`, `containerConfig.onDemandMining`, `timeout?`) → its first segment. */
export function keyName(code: string): string | undefined {
  const match = /^([A-Za-z_$][\w$]*)(?:\??\.[\w$.]+|\?|\(\))?$/.exec(code.trim());
  return match?.[1];
}
