/** Text helpers shared by the ranking and the remote result builder (browser-safe). */

import { SNIPPET_LENGTH } from '../../../config/reader-constants';

const CYRILLIC = /[\u0400-\u04FF]/u;

/** Case- and accent-folding as Rspress's panel does it (Cyrillic keeps its combining marks). */
export function normalizeText(text: string): string {
  const lower = String(text).toLowerCase().normalize('NFD');
  if (CYRILLIC.test(text)) return lower.normalize('NFC');
  return lower.replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** `text` as a regular expression that matches it literally ("a.b" → a\.b). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rspress measures highlight lengths in "bytes": 1 per character up to U+00FF, 3 above. */
export function byteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) n += text.charCodeAt(i) > 255 ? 3 : 1;
  return n;
}

/** Highlight of `needle` inside `text` (case-insensitive), or none. */
export function highlightOf(text: string, needle: string): { start: number; length: number }[] {
  const start = normalizeText(text).indexOf(normalizeText(needle));
  return start < 0 || !needle ? [] : [{ start, length: byteLength(needle) }];
}

/**
 * The part of `content` around the first match of `query`: the paragraph that holds it,
 * cut to about `max` characters centred on the match, with "..." where it was cut.
 * Returns undefined when the content does not contain the query.
 */
export function snippetOf(content: string, query: string, max = SNIPPET_LENGTH): { statement: string; start: number } | undefined {
  const at = normalizeText(content).indexOf(normalizeText(query));
  if (at < 0 || !query) return undefined;
  const from = content.lastIndexOf('\n', at) + 1;
  const paragraphEnd = content.indexOf('\n', at + query.length);
  const to = paragraphEnd < 0 ? content.length : paragraphEnd;
  let statement = content.slice(from, to);
  let start = at - from;
  if (statement.length > max) {
    const room = Math.max(0, Math.floor((max - query.length) / 2));
    const cutStart = Math.max(0, start - room);
    const cutEnd = Math.min(statement.length, start + query.length + room);
    const prefix = cutStart > 0 ? '...' : '';
    const suffix = cutEnd < statement.length ? '...' : '';
    statement = `${prefix}${statement.slice(cutStart, cutEnd)}${suffix}`;
    start = start - cutStart + prefix.length;
  }
  return { statement, start };
}
