/**
 * One-line summaries on package pages. With `indexFormat: "table"`
 * typedoc-plugin-markdown lists each export beside the first paragraph of its
 * comment; a package page reads as a list of one-liners, so each is cut to its
 * first sentence. Pure.
 */
import { mapTables, type Table } from './tables';

/** First-column headers of the export tables of a package or namespace page. */
const EXPORT_HEADERS = ['Name', 'Class', 'Interface', 'Function', 'Type Alias', 'Variable', 'Namespace', 'Enumeration'];

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|approx)\.$/i;

/**
 * The first sentence of a markdown text: up to the first `.`, `!` or `?` that is
 * followed by a space and is outside inline code and link targets, not after
 * an abbreviation. The whole text when it is one sentence.
 */
export function firstSentence(markdown: string): string {
  const text = markdown.trim();
  let inCode = false;
  let inTarget = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '`') inCode = !inCode;
    else if (inCode) continue;
    else if (char === '(' && text[i - 1] === ']') inTarget++;
    else if (char === ')' && inTarget) inTarget--;
    else if (!inTarget && /[.!?]/.test(char) && /\s/.test(text[i + 1] ?? '') && !ABBREVIATIONS.test(text.slice(0, i + 1))) return text.slice(0, i + 1);
  }
  return text;
}

/** Whether a table lists exports: a name column and a description column. */
export function isExportTable(table: Table): boolean {
  return table.header.length === 2 && EXPORT_HEADERS.includes(table.header[0]) && table.header[1] === 'Description';
}

/** Each export table of a prose block with its descriptions cut to their first sentence. */
export function exportSummaries(prose: string): string {
  return mapTables(prose, (table) => (isExportTable(table) ? { ...table, rows: table.rows.map(([name, description]) => [name, firstSentence(description)]) } : table));
}
