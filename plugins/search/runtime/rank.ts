/**
 * Symbol-aware ordering of the search panel's suggestions (pure; runs in the
 * `onSearch` search hook on Rspress's own full-text results).
 *
 * 1. Exact API names first: when the query equals a class, function, interface,
 *    type alias, variable, namespace or member name (also "Owner.member",
 *    "Owner#member", "name()"), that page or member anchor leads. Items the
 *    full-text search did not return are added from the symbol directory.
 * 2. Then, in tiers: a page title equal to the query, a section heading equal to it,
 *    a title containing it, a heading containing it, then text matches. Inside a tier
 *    the full-text engine's order is kept.
 * 3. Suggestions are kept together per panel group (the panel groups by title),
 *    and only the first RESULT_LIMIT pages are kept.
 */
import { splitSymbolPageTitle } from '../../../api-gen/titles';
import { findSymbols, type SymbolDirectory, type SymbolMatch } from './directory';
import type { Suggestion } from './types';
import { RESULT_LIMIT } from '../../../config/reader-constants';
import { byteLength, highlightOf, normalizeText } from './text';

export interface RankOptions {
  /** Pages to keep (default RESULT_LIMIT). */
  limit?: number;
  /** Add directory items the full-text search missed (off for remote results). */
  addMissing?: boolean;
}

const enum Tier {
  Symbol = 0,
  TitleEquals = 1,
  HeadingEquals = 2,
  TitleContains = 3,
  HeadingContains = 4,
  Text = 5,
}

/** The route part of a link ("/api/x#y" → "/api/x"). */
export function pageOf(link: string): string {
  const hash = link.indexOf('#');
  return hash < 0 ? link : link.slice(0, hash);
}

/** The API name a page title carries ("ChainwebClient · @pact-toolbox/chainweb-client" → "ChainwebClient"). */
function titleName(title: string): string {
  return splitSymbolPageTitle(title).name;
}

/** Last segment of a "Title > Section > Heading" path, without backticks and "()". */
function lastHeading(header: string): string {
  const parts = header.split(' > ');
  return parts[parts.length - 1].replace(/`/g, '').replace(/\(\)$/, '');
}

function tierOf(s: Suggestion, q: string): Tier {
  if (s.type === 'title') {
    const title = normalizeText(s.title);
    if (title === q || normalizeText(titleName(s.title)) === q) return Tier.TitleEquals;
    return title.includes(q) ? Tier.TitleContains : Tier.Text;
  }
  if (s.type === 'header') {
    const heading = normalizeText(lastHeading(s.header));
    if (heading === q) return Tier.HeadingEquals;
    return heading.includes(q) ? Tier.HeadingContains : Tier.Text;
  }
  return Tier.Text;
}

/** A suggestion for a directory item the full-text results lack. */
export function suggestionFor(match: SymbolMatch, query: string): Suggestion {
  if (match.kind === 'page') {
    const { title, name } = match.page;
    return { type: 'title', title, header: title, link: match.link, query, highlightInfoList: highlightOf(title, name) };
  }
  const { owner, section, label, name } = match.member;
  const header = `${owner.title} > ${section} > ${label}`;
  const at = header.lastIndexOf(label) + label.toLowerCase().indexOf(name.toLowerCase());
  return { type: 'header', title: owner.title, header, link: match.link, query, highlightInfoList: [{ start: at, length: byteLength(name) }] };
}

/** Content hits show "Page title > Section" so a reader sees where the text sits. */
function withSection(s: Suggestion): Suggestion {
  if (s.type !== 'content' || !s.header || s.header === s.title || s.title.includes(' > ')) return s;
  return { ...s, title: `${s.title} > ${s.header}` };
}

export function rankSuggestions(query: string, suggestions: Suggestion[], directory?: SymbolDirectory, options: RankOptions = {}): Suggestion[] {
  const limit = options.limit ?? RESULT_LIMIT;
  const q = normalizeText(query.trim());
  if (!q) return [];
  const matches = directory ? findSymbols(directory, query) : [];
  // Among equally good symbol matches, prefer those the full-text search found (its relevance).
  const found = new Set(suggestions.map((s) => s.link));
  const foundPages = new Set(suggestions.map((s) => pageOf(s.link)));
  const symbolOrder = matches
    .map((m, i) => ({ m, i, seen: found.has(m.link) ? 0 : foundPages.has(pageOf(m.link)) ? 1 : 2 }))
    .sort((a, b) => Number(b.m.kind === 'page') - Number(a.m.kind === 'page') || Number(b.m.exactCase) - Number(a.m.exactCase) || a.seen - b.seen || a.i - b.i)
    .map(({ m }) => m);

  const symbolRank = new Map(symbolOrder.map((m, i) => [m.link, i]));
  const pool = [...suggestions];
  if (options.addMissing !== false) {
    for (const m of symbolOrder) if (!found.has(m.link)) pool.push(suggestionFor(m, q));
  }
  const scored = pool.map((s, i) => {
    // A page symbol is represented by its title hit, a member by its anchor.
    const rank = symbolRank.get(s.link);
    const isSymbol = rank !== undefined && (s.type !== 'content' || s.link.includes('#'));
    return { s, i, tier: isSymbol ? Tier.Symbol : tierOf(s, q), rank: isSymbol ? rank : 0 };
  });
  scored.sort((a, b) => a.tier - b.tier || a.rank - b.rank || a.i - b.i);

  // One entry per link, grouped as the panel will group them (by title), first RESULT_LIMIT pages.
  const seenLinks = new Set<string>();
  const groups = new Map<string, Suggestion[]>();
  const pages = new Set<string>();
  for (const { s } of scored) {
    if (seenLinks.has(s.link)) continue;
    const shown = withSection(s);
    const page = pageOf(s.link);
    if (!pages.has(page) && pages.size >= limit) continue;
    pages.add(page);
    seenLinks.add(s.link);
    const group = groups.get(shown.title) ?? [];
    group.push(shown);
    groups.set(shown.title, group);
  }
  return [...groups.values()].flat();
}
