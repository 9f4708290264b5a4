/**
 * MiniSearch as the search core under our ranking layer, for the comparison in
 * scripts/bench/search-core.ts only (the site runs our core, plugins/search/runtime/score.ts).
 *
 * MiniSearch does what our core does: tokenising (its own, or ours with the
 * camelCase parts), the inverted index over the same fields (page title and
 * description/package/route words per page; own heading, headings above and text
 * per section), word scores (its BM25 with our field weights as boosts), prefix
 * matching of the last word and one-typo matching of words of five letters or
 * more. Our ranking layer stays as the site has it: the section model and grouping
 * (search-index.ts, group.ts), the intent signals of score.ts (title or heading is
 * the query, message templates, phrases, all words in one place, page-kind priors,
 * definition questions), exact API names and the guide above its package (searcher.ts).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { DEFINITION_QUESTION } from '../../../plugins/search/runtime/intents';
import {
  MIN_SHARE,
  type PageScore,
  pageValue,
  phraseWords,
  sectionPhraseShare,
  type QueryTerm,
  sectionValue,
  type SectionScore,
  templateFit,
  templateOf,
  WEIGHTS,
} from '../../../plugins/search/runtime/score';
import type { Scorer } from '../../../plugins/search/runtime/searcher';
import { type IndexPage, routeWords, type SearchIndex, splitApiTitle } from '../../../plugins/search/runtime/search-index';
import { normalizeText } from '../../../plugins/search/runtime/text';
import { queryWords, STOP_WORDS, tokenize as ourTokenize } from '../../../plugins/search/runtime/tokenize';

export type Tokenizer = 'minisearch' | 'ours';

export interface MiniCore {
  pages: MiniSearch;
  sections: MiniSearch;
  tokenizer: Tokenizer;
  /** Edits forgiven in a word of five letters or more (MiniSearch counts a swap of neighbours as two). */
  typos: number;
}

const PAGE_BOOST = { title: WEIGHTS.title, extra: WEIGHTS.extra };
const SECTION_BOOST = { heading: WEIGHTS.heading, above: WEIGHTS.ancestor, body: WEIGHTS.body };

function options(fields: string[], tokenizer: Tokenizer, stem: (word: string) => string) {
  return {
    fields,
    // Case and accent folding as the rest of the search folds (text.ts), then the stem.
    processTerm: (term: string) => stem(normalizeText(term)),
    ...(tokenizer === 'ours' ? { tokenize: (text: string) => ourTokenize(text).map((t) => t.word) } : {}),
  };
}

/** Both MiniSearch indexes over the pages, with the ids of `index` (our section model, which the ranking layer reads). */
export function buildMini(pages: IndexPage[], index: SearchIndex, stem: (word: string) => string, tokenizer: Tokenizer = 'minisearch', typos = 1): MiniCore {
  const pageIndex = new MiniSearch(options(['title', 'extra'], tokenizer, stem));
  const sectionIndex = new MiniSearch(options(['heading', 'above', 'body'], tokenizer, stem));
  const valid = pages.filter((p) => p && typeof p.title === 'string' && typeof p.routePath === 'string');
  pageIndex.addAll(
    index.docs.map((doc, id) => {
      const pkg = doc.kind === 'api' ? splitApiTitle(doc.title).pkg : doc.kind === 'api-package' ? doc.title : '';
      const page = valid[id];
      return { id, title: doc.kind === 'api-package' ? doc.title : doc.titleText, extra: `${pkg} ${page.frontmatter?.description ?? ''} ${routeWords(page.routePath)}` };
    }),
  );
  sectionIndex.addAll(index.sections.map((s, id) => ({ id, heading: s.path[s.path.length - 1] ?? '', above: s.path.slice(0, -1).join(' '), body: s.text })));
  return { pages: pageIndex, sections: sectionIndex, tokenizer, typos };
}

/** The query's words as the core splits them, without stop words unless nothing else is left. */
function wordsOf(core: MiniCore, query: string): string[] {
  if (core.tokenizer === 'ours') return queryWords(query);
  const tokens = (MiniSearch.getDefault('tokenize') as (text: string) => string[])(query).map(normalizeText).filter(Boolean);
  const words = [...new Set(tokens)];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}

interface WordHits {
  word: string;
  pages: Map<number, SearchResult>;
  sections: Map<number, SearchResult>;
}

function hitsOf(core: MiniCore, query: string): WordHits[] {
  const words = wordsOf(core, query);
  return words.map((word, i) => {
    const search = { prefix: i === words.length - 1, fuzzy: (term: string) => (term.length >= 5 ? core.typos : false), combineWith: 'OR' as const };
    const pages = core.pages.search(word, { ...search, boost: PAGE_BOOST });
    const sections = core.sections.search(word, { ...search, boost: SECTION_BOOST });
    return { word, pages: new Map(pages.map((r) => [r.id as number, r])), sections: new Map(sections.map((r) => [r.id as number, r])) };
  });
}

/** The index terms each query word reached (for the highlights group.ts draws). */
function termsOf(hits: WordHits[]): QueryTerm[] {
  return hits.map((h) => {
    const keys = new Map<string, number>();
    for (const r of [...h.pages.values(), ...h.sections.values()]) for (const t of r.terms) keys.set(t, 1);
    return { word: h.word, keys };
  });
}

const inField = (r: SearchResult | undefined, field: string) => !!r && Object.values(r.match).some((fields) => fields.includes(field));

/** Pages scored as score.ts scores them, with MiniSearch's word scores in place of ours. */
function scoreMini(core: MiniCore, index: SearchIndex, query: string, stem: (word: string) => string): PageScore[] {
  const hits = hitsOf(core, query).filter((h) => h.pages.size || h.sections.size);
  if (!hits.length) return [];
  const wordSet = (text: string) => new Set(queryWords(text).map(stem));
  const queryStems = wordSet(query);
  const allWords = phraseWords(query);
  const definition = DEFINITION_QUESTION.test(query);
  const byDoc = new Map<number, Set<number>>();
  for (const h of hits) {
    for (const d of h.pages.keys()) if (!byDoc.has(d)) byDoc.set(d, new Set());
    for (const s of h.sections.keys()) {
      const d = index.sections[s].doc;
      byDoc.set(d, (byDoc.get(d) ?? new Set()).add(s));
    }
  }
  const out: PageScore[] = [];
  for (const [d, hitSections] of byDoc) {
    const doc = index.docs[d];
    const pageWide = hits.map((h) => h.pages.get(d)?.score ?? 0);
    const inTitle = hits.filter((h) => inField(h.pages.get(d), 'title')).length;
    const sections: SectionScore[] = [];
    let statesMessage = false;
    for (const s of hitSections.size ? hitSections : [doc.sections[0]]) {
      const section = index.sections[s];
      const heading = section.path.length ? section.path[section.path.length - 1] : undefined;
      const fit = heading === undefined ? 0 : templateFit(templateOf(heading), queryStems);
      let score = 0;
      let matched = 0;
      let ownHeading = 0;
      hits.forEach((h, i) => {
        const r = h.sections.get(s);
        const here = r?.score ?? 0;
        if (here > 0 || inField(h.pages.get(d), 'title')) matched++;
        if (inField(r, 'heading')) ownHeading++;
        pageWide[i] = Math.max(pageWide[i], here);
        score += Math.max(here, h.pages.get(d)?.score ?? 0);
      });
      const phrase = () => sectionPhraseShare(section, allWords);
      const value = sectionValue({ score, matched, ownHeading, terms: hits.length, heading, queryStems, fit }, phrase, wordSet);
      if (fit > 0) statesMessage = true;
      sections.push({ section: s, score: value, matched, inHeading: ownHeading });
    }
    sections.sort((a, b) => b.score - a.score || a.section - b.section);
    const found = pageWide.filter((v) => v > 0).length / hits.length;
    if (found < MIN_SHARE && !statesMessage) continue;
    const score = pageValue({ doc, best: sections[0].score, pageWide, queryStems, statesMessage, definition }, wordSet);
    out.push({ doc: d, score, sections, inTitle });
  }
  out.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return out;
}

/** The scorer searcher.ts's search() takes, backed by MiniSearch. */
export function miniScorer(core: MiniCore, stem: (word: string) => string): Scorer {
  return {
    terms: (_index, query) => termsOf(hitsOf(core, query)),
    pages: (index, query) => scoreMini(core, index, query, stem),
  };
}
