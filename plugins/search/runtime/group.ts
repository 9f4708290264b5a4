/**
 * Turns scored pages into the panel's suggestions (pure): one entry per page, in
 * score order, with its best sections under it (those scoring at least ENTRY_MIN_SHARE of the best one) — a title
 * line when the title matched, then the sections, shown as "Page > Section > Subsection" when their
 * heading matched, or as a snippet of about 100 characters with the matched words
 * marked. Highlights follow Rspress's format (start in characters, length in its
 * "bytes").
 */
import type { PageScore } from './score';
import type { QueryTerm } from './score';
import type { SearchIndex } from './search-index';
import { ENTRIES_PER_PAGE, ENTRY_MIN_SHARE, SNIPPET_LENGTH } from '../../../config/reader-constants';
import { byteLength } from './text';
import { tokenize } from './tokenize';
import type { HighlightInfo, Suggestion } from './types';

interface Range {
  start: number;
  end: number;
}

/** Where the query's words occur in `text` (character ranges, in order, not overlapping). */
export function matchRanges(text: string, terms: QueryTerm[], index: SearchIndex): Range[] {
  const keys = new Set(terms.flatMap((t) => [...t.keys.keys()]));
  const ranges: { start: number; end: number }[] = [];
  for (const token of tokenize(text)) {
    const key = index.words.get(token.word);
    const typed = terms.find((t) => token.word.includes(t.word));
    if (typed) {
      const at = token.start + token.word.indexOf(typed.word);
      ranges.push({ start: at, end: at + typed.word.length });
    } else if (key !== undefined && keys.has(key)) ranges.push({ start: token.start, end: token.start + token.length });
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Range[] = [];
  for (const r of ranges) if (!out.length || r.start >= out[out.length - 1].end) out.push(r);
  return out;
}

/** Highlights of the query's words in `text`: whole words by stem, or the typed text inside a word. */
export function highlightsIn(text: string, terms: QueryTerm[], index: SearchIndex, offset = 0): HighlightInfo[] {
  return matchRanges(text, terms, index).map((r) => ({ start: r.start + offset, length: byteLength(text.slice(r.start, r.end)) }));
}

export interface Snippet {
  statement: string;
  /** The part of the text it shows: text.slice(from, to), after `lead` characters of "...". */
  from: number;
  to: number;
  lead: number;
}

/** The line around a match, cut to about `max` characters centred on it, with "..." where cut. */
export function snippet(text: string, at: number, length: number, max = SNIPPET_LENGTH): Snippet {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at + length);
  const lineEnd = end < 0 ? text.length : end;
  if (lineEnd - lineStart <= max) return { statement: text.slice(lineStart, lineEnd), from: lineStart, to: lineEnd, lead: 0 };
  const room = Math.max(0, Math.floor((max - length) / 2));
  let from = Math.max(lineStart, Math.min(at - room, lineEnd - max));
  let to = Math.min(lineEnd, from + max);
  // Start and end at word boundaries, never cutting into the match.
  if (from > lineStart && /\S/.test(text[from - 1])) {
    const space = text.slice(from, at).search(/\s/);
    if (space >= 0) from += space + 1;
  }
  while (from < at && /\s/.test(text[from])) from += 1;
  if (to < lineEnd && /\S/.test(text[to])) {
    const space = text.slice(at + length, to).search(/\s\S*$/);
    if (space >= 0) to = at + length + space;
  }
  const prefix = from > lineStart ? '...' : '';
  const suffix = to < lineEnd ? '...' : '';
  return { statement: `${prefix}${text.slice(from, to)}${suffix}`, from, to, lead: prefix.length };
}

export function suggestionsFor(index: SearchIndex, page: PageScore, terms: QueryTerm[], query: string): Suggestion[] {
  const doc = index.docs[page.doc];
  const out: Suggestion[] = [];
  // The title line leads unless the best section holds a query word the title lacks ("Install Docker" under "Docker
  // Setup"; "Disconnect and inspect" under "Wallet" for "how to disconnect a wallet"): that section is the answer.
  // A section a guide concept of the query names ("do I need docker" → "When Docker is used") leads too.
  if (page.titleFirst || (page.inTitle > 0 ? page.inTitle >= (page.sections[0]?.matched ?? 0) && !page.sections[0]?.explains : !page.sections.length)) {
    out.push({ type: 'title', title: doc.title, header: doc.title, link: doc.route, query, highlightInfoList: highlightsIn(doc.title, terms, index) });
  }
  const top = page.sections[0]?.score ?? 0;
  for (const { section: s, score } of page.sections) {
    if (out.length >= ENTRIES_PER_PAGE) break;
    // A section far below the page's best says little about the query: its row goes to the next page.
    if (score < ENTRY_MIN_SHARE * top) break;
    const section = index.sections[s];
    const link = section.id ? `${doc.route}#${section.id}` : doc.route;
    if (out.some((x) => x.link === link)) continue;
    const headingPath = section.path.join(' > ');
    const headingMarks = section.path.length ? highlightsIn(section.path[section.path.length - 1], terms, index) : [];
    if (headingMarks.length) {
      const prefix = `${doc.title} > ${section.path.slice(0, -1).map((p) => `${p} > `).join('')}`;
      out.push({ type: 'header', title: doc.title, header: `${doc.title} > ${headingPath}`, link, query, highlightInfoList: headingMarks.map((h) => ({ ...h, start: h.start + prefix.length })) });
      continue;
    }
    const ranges = matchRanges(section.text, terms, index);
    if (!ranges.length) continue;
    const cut = snippet(section.text, ranges[0].start, ranges[0].end - ranges[0].start);
    const statement = cut.statement;
    const inside = ranges
      .filter((r) => r.start >= cut.from && r.end <= cut.to)
      .map((r) => ({ start: r.start - cut.from + cut.lead, length: byteLength(section.text.slice(r.start, r.end)) }));
    out.push({
      type: 'content',
      title: headingPath ? `${doc.title} > ${headingPath}` : doc.title,
      header: headingPath || doc.title,
      link,
      query,
      statement,
      highlightInfoList: inside,
    });
  }
  if (!out.length) out.push({ type: 'title', title: doc.title, header: doc.title, link: doc.route, query, highlightInfoList: [] });
  return out;
}
