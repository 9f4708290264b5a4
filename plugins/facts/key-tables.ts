/**
 * Tables of names a page documents. A page marks a table with a comment on the
 * line before it (a blank line between):
 *
 *   {/* keys: config/PactToolboxConfigObj *\/}   (MDX)   <!-- keys: config/PactToolboxConfigObj -->   (.md)
 *     the first column's `code` names keys of that type (api-gen's symbol table);
 *   {/* keys: config/PactServerNetworkConfig serverConfig:config/PactServerConfig *\/}
 *     the same, and `serverConfig.port` is checked as `port` of PactServerConfig;
 *   {/* keys: pact-toolbox *\/}  or  {/* keys: pact-toolbox test *\/}
 *     the first column names subcommands of that command (`start <network>`) or its
 *     flags (`--watch`, `-w`); flags anywhere in a row belong to the row's command.
 *
 * Pure: mdast in, names out.
 */
import type { Table, TableCell, RootContent } from 'mdast';
import { CLI_NAME } from './cli-names';

export interface TypeRef {
  pkg: string;
  type: string;
}

/** `nested` maps a key prefix (`serverConfig`) to the type of that member, for keys such as `serverConfig.port`. */
export type KeysTarget = ({ kind: 'type'; nested: Record<string, TypeRef> } & TypeRef) | { kind: 'cli'; path: string[] };

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
  const [main, ...more] = words.map((w) => /^(?:([A-Za-z_$][\w$]*):)?([a-z0-9-]+)\/([A-Za-z_$][\w$]*)$/.exec(w));
  if (main && !main[1] && more.every((m) => m?.[1])) {
    const nested = Object.fromEntries(more.map((m) => [m![1], { pkg: m![2], type: m![3] }]));
    return { kind: 'type', pkg: main[2], type: main[3], nested };
  }
  throw new MarkerError(
    `"keys: ${text}" names neither a type (keys: <package>/<Type> [<member>:<package>/<Type> ...], e.g. keys: config/PactToolboxConfigObj) nor a command (keys: ${CLI_NAME} [subcommand ...])`,
  );
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

/** A key as written in a cell (`networks`, `containerConfig.onDemandMining`, `timeout?`) → its path of names. */
export function keyPath(code: string): string[] | undefined {
  const match = /^([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*)(?:\?|\(\))?$/.exec(code.trim());
  return match?.[1].split(/\??\./);
}
