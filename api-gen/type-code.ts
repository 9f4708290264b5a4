/**
 * One code span per type. typedoc-plugin-markdown writes a type as a row of
 * separate code spans and links with escaped punctuation between them
 * (`Promise`\<[`BatchResult`](…)\>), which renders as several pills. typeAsCode
 * reads that markdown back and writes the whole type as one inline `<code>`
 * element whose toolkit types are still markdown links inside it, so Rspress
 * checks and rewrites them like any other link. Pure.
 */
import { columnsNamed, mapTables, type Table } from './tables';

type Piece = { text: string; url?: string };

/** Words that may stand outside code spans in a type (the plugin sets some in italics). */
const TYPE_WORDS = new Set(['typeof', 'keyof', 'readonly', 'unique', 'infer', 'extends', 'is', 'asserts', 'new', 'abstract', 'in', 'out', 'const']);

const LINK = /\[(`+)(.+?)\1\]\(([^()\s]+)\)/y;
const CODE = /(`+)(.+?)\1(?!`)/y;
const ESCAPED = /\\([<>[\]{}|*_`\\])/y;
const WORD = /\*?([A-Za-z]+)\*?/y;
const PUNCTUATION = /(?:=>|\[\]|[\s(),:;?.=&!+\-'"0-9])+/y;

/** The text of a code span: one space on each side is padding when both are there. */
function codeText(text: string): string {
  return /^ .* $/.test(text) && text.trim() ? text.slice(1, -1) : text;
}

/** The pieces of a type written in markdown, or undefined when the text holds anything but a type. */
export function typePieces(markdown: string): Piece[] | undefined {
  const pieces: Piece[] = [];
  const push = (piece: Piece) => {
    const last = pieces.at(-1);
    if (!piece.url && last && !last.url) last.text += piece.text;
    else pieces.push(piece);
  };
  let named = false;
  let at = 0;
  while (at < markdown.length) {
    const match = (pattern: RegExp) => {
      pattern.lastIndex = at;
      const found = pattern.exec(markdown);
      if (found) at = pattern.lastIndex;
      return found;
    };
    let found: RegExpExecArray | null;
    if ((found = match(LINK))) {
      push({ text: codeText(found[2]), url: found[3] });
      named = true;
    } else if ((found = match(CODE))) {
      push({ text: codeText(found[2]) });
      named = true;
    } else if ((found = match(ESCAPED))) push({ text: found[1] });
    else if ((found = match(PUNCTUATION))) push({ text: found[0] });
    else if ((found = match(WORD)) && TYPE_WORDS.has(found[1])) push({ text: found[1] });
    else return undefined;
  }
  // A type names something in a code span or a link; punctuation alone (a `-` placeholder) is not one.
  return named ? pieces : undefined;
}

/** Escapes text for markdown inside raw `<code>` in a table cell: no emphasis, links, code or cell breaks. */
function escapeCodeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|])/g, '\\$1');
}

/**
 * The type as one inline `<code>` element (links kept as markdown links), or
 * undefined when the markdown is not a type made of code spans and links.
 */
export function typeAsCode(markdown: string): string | undefined {
  const pieces = typePieces(markdown.trim());
  if (!pieces) return undefined;
  const body = pieces.map((p) => (p.url ? `[${escapeCodeText(p.text)}](${p.url})` : escapeCodeText(p.text))).join('');
  return `<code>${body.replace(/\s+/g, ' ')}</code>`;
}

/** Table columns that hold a type. */
export const TYPE_COLUMNS = ['Type', 'Default type'] as const;

/** Rewrites each type cell of a table as one code span; cells that are not plain types stay as they are. */
export function typeCellsAsCode(table: Table): Table {
  const columns = columnsNamed(table, TYPE_COLUMNS);
  if (!columns.length) return table;
  const rows = table.rows.map((row) => row.map((cell, column) => (columns.includes(column) ? (typeAsCode(cell) ?? cell) : cell)));
  return { ...table, rows };
}

/** Every table of a prose block with its type cells as single code spans. */
export function typeTablesAsCode(prose: string): string {
  return mapTables(prose, typeCellsAsCode);
}

/**
 * The type under each "Returns" heading (`## Returns` or the flattened `**Returns**`) as one code span. The type
 * is the whole paragraph: typedoc-plugin-markdown writes an inline object type one member per line and a long
 * union one member per line with a leading `|`, which are joined into one span (a leading `|` is dropped).
 */
export function returnTypesAsCode(prose: string): string {
  return prose.replace(/^(#{2,3} Returns|\*\*Returns\*\*)(\n\s*\n)((?:[^\n]*\S[^\n]*(?:\n|$))+)/gm, (all, heading: string, gap: string, paragraph: string) => {
    const end = paragraph.endsWith('\n') ? '\n' : '';
    const type = paragraph.trim().replace(/^\\\|\s*/, '');
    const code = typeAsCode(type);
    return code ? `${heading}${gap}${code}${end}` : all;
  });
}
