/**
 * Scores every page of the index against a query (pure). See the README,
 * "How search ranks results", for the reasoning; in short, for each query word:
 *
 *   word score = weight of the best place it occurs × how exactly it matched × rarity
 *   places:  page title 10 · own section heading 6 · a heading above the section 3 ·
 *            description or package name 3 · section text 1.5 (up to 3× with repeats)
 *   exactly: same stem 1 · word begun (prefix) 0.6 · one typo 0.7 · inside a longer word 0.4
 *   rarity:  log(1 + pages / pages with the word)
 *
 * A section scores the sum over the query's words, scaled by the share of the words
 * it holds (all words in one section beat scattered ones). A page scores its best
 * section plus a quarter of its page-wide word scores, then is multiplied by
 * intent signals: its title is the query (×1.8) or holds every query word (×1.3),
 * a heading is the query (×1.5) or is held whole in it (×2.5, a pasted error message under its entry), a guide
 * page (×1.5) over an API page.
 */
import { type ConceptMatch, conceptMatches, GENERAL_STEMS, isExplainedAt, READER_STEMS } from './concepts';
import { DROPPED_LETTER_MIN_LENGTH, fuzzyMatches, isTypoOf, withinOneEdit } from './fuzzy';
import { asksInWords, COMPARISON, CONSTANT_PAGE, OVERVIEW, OVERVIEW_PAGES, TOPIC_API, TOPIC_CONSTANT, TOPIC_WORD, DEFINITION_BOOST, DEFINITION_ELSEWHERE, DEFINITION_PAGES, DEFINITION_QUESTION, DEFINITION_TERM, DIGEST, DIGEST_PAGES, QUESTION_API } from './intents';
import type { SearchIndex } from './search-index';
import { stem } from './stem';
import { escapeRegExp } from './text';
import { identifierParts, looksOpaque, queryWords, STOP_WORDS, tokenize } from './tokenize';
import { BACKLINKS_HEADING, ERROR_CAUSE_LABEL, ERROR_NO_ENTRY_LABEL, README_HEADING } from '../../../api-gen/section-names';
import { isErrorsIndexRoute } from '../../../api-gen/layout';
import type { Doc, Section } from './search-index';

/**
 * What a section is, beyond its page's kind: a package page's README, an API page's list of guide sections
 * linking to it ("In the guide": guide titles and headings that answer for the guide, never for the API page).
 * (A web component's members the DOM declares were a kind of their own, weighed down; the API reference now folds
 * them into one sentence, api-gen/foreign-inherited.ts.)
 */
export type SectionKind = 'page' | 'readme' | 'backlinks';

export function sectionKind(doc: Pick<Doc, 'kind'>, section: Pick<Section, 'path'> & { text?: string }): SectionKind {
  if (doc.kind !== 'api' && doc.kind !== 'api-package') return 'page';
  if (section.path[0] === BACKLINKS_HEADING) return 'backlinks';
  return doc.kind === 'api-package' && section.path[0] === README_HEADING ? 'readme' : 'page';
}

export const WEIGHTS = { title: 10, heading: 6, ancestor: 3, extra: 3, body: 1.5 } as const;
/** `concept`: a toolkit word the reader's word stands for (config/search-vocabulary.ts). */
export const MATCH = { exact: 1, concept: 0.8, typo: 0.7, prefix: 0.6, inside: 0.4 } as const;
/**
 * How much a word says about a topic, beside its rarity: a word the site only ever uses in running text (never in a
 * title, a heading or an identifier) counts `proseOnly`; a word of any task ("use", "check", "made") `general`.
 */
export const TOPICAL = { proseOnly: 0.5, general: 0.4 } as const;
/**
 * Section text is weighed by its length against the mean section of its page kind (as BM25 does): a long section
 * naming a word once says less about it than a short one. `b` is how much length counts; the factor stays in [min, max].
 */
export const LENGTH = { b: 0.5, min: 0.4, max: 1.25 } as const;
/**
 * The error reference answers pasted messages, not topics: it ranks low unless one of its headings states the query.
 * A package's README (the sections under "README" on its API page) is the authors' text, unchecked and at times
 * behind the code: where it and a guide section say the same, the guide's checked words come first, even when the
 * README's short section names the query in its heading (0.4, as low as the error reference's topics).
 */
export const PRIOR = { guide: 1.5, 'api-package': 1, api: 1, errors: 0.4, readme: 0.4 } as const;
/** The error reference's index, the list of every package's messages, is a directory page like a package's API page. */
export const ERRORS_INDEX_PRIOR = PRIOR['api-package'];
/** The error reference's prior when one of its entries states the pasted message: level with the guide. */
export const MESSAGE_PRIOR = 1.5;
/**
 * An error reference entry stating the message but with no cause and fix written ("Cause and fix. Not written…")
 * is placed just below the last guide page quoting the message (this factor of its score): the page
 * that explains the message comes first, and the entry stays listed.
 */
export const UNANSWERED_BELOW = 0.99;
/**
 * Up to this factor for a page by the share of its sections holding every query word: of two pages whose best
 * sections score alike, the one that is about the query throughout comes first (a page mentioning it once is not).
 */
export const FOCUS = 0.1;
/**
 * How much of a section's share of the query is weighed by the words' rarity rather than counted: "nextjs plugin
 * setup" is more about the section holding "nextjs" than about one holding "plugin" and "setup".
 */
export const COVERAGE_BY_WEIGHT = 0.5;
/** Up to this factor for a section whose text holds the query's words next to each other, in order. */
export const PHRASE = 1.5;
export const TITLE_IS_QUERY = 1.8;
export const TITLE_HAS_ALL = 1.3;
/**
 * A query that holds a page's whole title of two words or more and more besides ("error messages reference",
 * "look up what a toolkit error message means" for Error messages): the reader names the page. Not a package's page,
 * whose title is the package's name: "dev wallet keys encrypted" names a topic of the package, not its API page; nor
 * a query with a name typed as code ("principalNamespace kda service" looks up the method, not the KDA Services guide).
 */
export const TITLE_IN_QUERY = 1.3;
export const TITLE_IN_QUERY_MIN_WORDS = 2;

/** A query written in plain words: letters, digits, spaces, hyphens and apostrophes, no word in camel case. */
export function namedInWords(query: string): boolean {
  return PLAIN_PHRASE.test(query) && !(query.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => identifierParts(w).length > 1);
}
export const HEADING_IS_QUERY = 1.5;
/**
 * The words a guide heading names its section by: the term before the colon of a "term: explanation" heading
 * (the CLI page's "start: run a local network" is the entry for `start`), else the whole heading.
 */
export function headingTerm(heading: string): string {
  const m = /^([^:]+):\s/.exec(heading);
  const words = m ? queryWords(m[1]) : [];
  return words.length >= 1 && words.length <= 2 && words.every((w) => w.length > 1) ? m![1] : heading;
}

/**
 * Does a guide section's heading state the query in its page's context? The heading's words (its term, see
 * headingTerm) are all in the query, and each other query word is one the page names itself by (title, description,
 * route, or the heading's own words after its term) or one the section's text holds, at least one of them the page's or
 * the heading's: "pact-toolbox start" is the CLI page's
 * "start: …" entry, as "install" under "Wallet" answers "install wallet". Valued as a heading that is the query.
 */
export function headingInContext(index: SearchIndex, s: number, queryStems: Set<string>): boolean {
  const section = index.sections[s];
  const heading = section.path[section.path.length - 1];
  if (heading === undefined || index.docs[section.doc].kind !== 'guide') return false;
  const named = wordSet(headingTerm(heading));
  if (!named.size || ![...named].every((k) => queryStems.has(k))) return false;
  // The heading's explanation after its term is the section's own word too ("start: run a local network").
  const explained = wordSet(heading);
  const ofPage = (k: string) => explained.has(k) || !!(index.title.get(k)?.has(section.doc) || index.extra.get(k)?.has(section.doc));
  // General words ("use", "setup") say nothing of where the query belongs.
  const rest = [...queryStems].filter((k) => !named.has(k) && !GENERAL_STEMS.has(k));
  // Nothing left beside the heading's words but general ones: the heading is the query ("when should i use local instead of send").
  if (!rest.length) return true;
  return rest.some(ofPage) && rest.every((k) => ofPage(k) || !!index.body.get(k)?.has(s));
}
/**
 * A heading of three words or more that the query holds whole, and that makes up at least half of it: a pasted
 * message with its variable parts filled in ("Contract free.guestbook not deployed") under the heading that states
 * it ("Contract <contractName> not deployed"; words in angle brackets stand for any value).
 */
export const HEADING_IN_QUERY = 2.5;
export const HEADING_IN_QUERY_MIN_WORDS = 3;
/** The first part of a factory's name ("createPactTestEnv" makes a PactTestEnv), as identifierParts folds it. */
export const FACTORY_PREFIX = 'create';
/** Lookups that scan the vocabulary keep at most this many words. */
const MAX_EXPANSIONS = 40;

/** One query word and the index stems it stands for, with how exactly each matched. */
export interface QueryTerm {
  word: string;
  keys: Map<string, number>;
  /** The guide sections that explain the concept this word is part of (config/search-guide-concepts.ts). */
  explainedAt?: string[];
}

function put(keys: Map<string, number>, key: string, factor: number): void {
  if ((keys.get(key) ?? 0) < factor) keys.set(key, factor);
}

/**
 * The stems a query word reaches: its own stem; when that is unknown, words it
 * begins (the last word, still being typed, always), words one typo away (five
 * letters or more; four, with a letter dropped: isTypoOf), and words it is part of (three or more, or any CJK text).
 */
export function expandWord(index: SearchIndex, word: string, isLast: boolean): Map<string, number> {
  const keys = new Map<string, number>();
  const own = stem(word);
  // A typo the stemmer cuts down to a short word the site has ("deply" → "dep", as in `dep.name`) is no such word: the
  // word as typed is on no page, so the word one slip away ("deploy") is what the reader meant, when there is one.
  const slip = !index.words.has(word) && own.length <= CUT_STEM_MAX && word.length - own.length >= 2 && word.length >= DROPPED_LETTER_MIN_LENGTH && !READER_STEMS.has(own) ? typoKeys(index, word) : undefined;
  if (slip?.size) return slip;
  const known = index.pagesWith.has(own);
  if (known) keys.set(own, MATCH.exact);
  if (!known || (isLast && word.length >= 3)) {
    let n = 0;
    for (const [w, key] of index.words) {
      if (n >= MAX_EXPANSIONS) break;
      if (w !== word && w.startsWith(word) && word.length >= 2) {
        put(keys, key, MATCH.prefix);
        n++;
      }
    }
  }
  // A reader's word the vocabulary knows ("hangs") stands for its concept, not for the site word one letter away ("hands").
  if (!known && word.length >= DROPPED_LETTER_MIN_LENGTH && !READER_STEMS.has(own)) {
    for (const [key, strength] of typoKeys(index, word)) put(keys, key, strength);
  }
  if (!known && keys.size === 0 && (word.length >= 3 || /[^\u0000-\u04ff]/.test(word))) {
    let n = 0;
    for (const [w, key] of index.words) {
      if (n >= MAX_EXPANSIONS) break;
      if (w.includes(word)) {
        put(keys, key, MATCH.inside);
        n++;
      }
    }
  }
  // A long name typed with a typo inside a longer one ("signwithchainwever" in createSignWithChainweaver).
  if (!known && keys.size === 0 && word.length >= INSIDE_TYPO_MIN_LENGTH) {
    let n = 0;
    for (const [w, key] of index.words) {
      if (n >= MAX_EXPANSIONS) break;
      if (containsWithinOneEdit(w, word)) {
        put(keys, key, MATCH.inside);
        n++;
      }
    }
  }
  return keys;
}

/** The longest stem a typo may be cut down to and still be read as a slip of a longer word ("deply" → "dep"). */
export const CUT_STEM_MAX = 3;

/** The keys of the site words one slip from `word` (isTypoOf). */
function typoKeys(index: SearchIndex, word: string): Map<string, number> {
  const keys = new Map<string, number>();
  for (const [w, key] of index.words) if (isTypoOf(word, w)) put(keys, key, MATCH.typo);
  return keys;
}

/** A typed word must be this long before it is looked for, one edit away, inside longer words. */
export const INSIDE_TYPO_MIN_LENGTH = 10;

/** Whether some run of letters in `text` is one edit from `word` (its first or last four letters stand in `text` as typed). */
export function containsWithinOneEdit(text: string, word: string): boolean {
  if (text.length < word.length - 1 || !(text.includes(word.slice(0, 4)) || text.includes(word.slice(-4)))) return false;
  for (let start = 0; start + word.length - 1 <= text.length; start++) {
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (start + length <= text.length && withinOneEdit(word, text.slice(start, start + length))) return true;
    }
  }
  return false;
}

/** A typed word shorter than this is never read as two words run together. */
export const GLUED_MIN_LENGTH = 7;
/** Each of two words run together has at least this many letters. */
export const GLUED_PART_MIN = 3;
/**
 * A word the site uses is written apart only where a heading writes it so (wordsApart), so there its halves may be
 * as short as this: "cleanup" is "clean up" for "Stop and clean up".
 */
export const HEADING_PART_MIN = 2;

/**
 * A word the site never uses, read as two it does use typed without the space ("gasstation" → gas station,
 * "devnetport" → devnet port); of several ways to cut it, the one whose rarer half the most pages hold. Undefined
 * when no cut gives two known words (stop words do not count).
 */
export function gluedWords(index: SearchIndex, word: string, known = false, partMin = GLUED_PART_MIN): [string, string] | undefined {
  if ((!known && index.pagesWith.has(stem(word))) || word.length < GLUED_MIN_LENGTH || !/^\p{L}+$/u.test(word)) return undefined;
  let found: [string, string] | undefined;
  let bestPages = 0;
  for (let i = partMin; i <= word.length - partMin; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (STOP_WORDS.has(a) || STOP_WORDS.has(b)) continue;
    const pages = Math.min(index.pagesWith.get(stem(a)) ?? 0, index.pagesWith.get(stem(b)) ?? 0);
    if (pages > bestPages) {
      bestPages = pages;
      found = [a, b];
    }
  }
  return found;
}

/** A reader's word for a concept this short is never read as the start of a longer word. */
export const CONCEPT_AS_TYPED_MAX = 3;

/** A word's keys with its concept's toolkit words added at MATCH.concept (those the site uses). */
function withConcept(index: SearchIndex, keys: Map<string, number>, concept: ConceptMatch | undefined): Map<string, number> {
  for (const target of concept?.terms ?? []) {
    const key = stem(target);
    if (index.pagesWith.has(key)) put(keys, key, MATCH.concept);
  }
  return keys;
}

/** A query word as a term, with the guide sections its concept names as explaining it. */
function termOf(word: string, keys: Map<string, number>, concept: ConceptMatch | undefined): QueryTerm {
  return concept?.sections.length ? { word, keys, explainedAt: concept.sections } : { word, keys };
}

/** The query as terms; an identifier the index does not know is searched by its parts. */
export function queryTerms(index: SearchIndex, query: string): QueryTerm[] {
  const raw = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = queryWords(query);
  const concepts = conceptMatches(query, undefined, (k) => index.pagesWith.has(k));
  const terms: QueryTerm[] = [];
  words.forEach((word, i) => {
    const isLast = i === words.length - 1;
    // The toolkit's words for the reader's concept, a little below the reader's own word.
    const concept = concepts.get(word);
    // A short last word that is a reader's word for a concept ("mac", "tx", "cfg") is taken as typed: a word of three
    // letters begins too many longer ones ("machine").
    const keys = withConcept(index, expandWord(index, word, isLast && !(concept && word.length <= CONCEPT_AS_TYPED_MAX)), concept);
    const typed = raw.find((r) => r.toLowerCase() === word) ?? word;
    const parts = identifierParts(typed);
    // A factory's name stands for what it makes too, when that is a compound name itself: createPactTestEnv reaches
    // PactTestEnv (its members, its page); createWallet is left alone, "wallet" is found everywhere.
    const made = parts.length > 2 && parts[0] === FACTORY_PREFIX ? stem(parts.slice(1).join('')) : undefined;
    if (made && index.pagesWith.has(made)) put(keys, made, MATCH.concept);
    // Two words typed without the space between them ("gasstation") are searched as the two words.
    // Not when the word is known, a reader's word for a concept ("multichain"), or one typo from a known word ("genrate").
    // Nor when the last word begins a longer word the site uses ("walletserv", being typed towards walletService).
    const begun = isLast && word.length >= GLUED_MIN_LENGTH && [...keys.keys()].some((k) => k.length > word.length && k.startsWith(word));
    const closer = index.pagesWith.has(stem(word)) || concept || begun || [...keys.values()].some((f) => f >= MATCH.typo);
    const glued = closer ? undefined : gluedWords(index, word);
    if (glued) {
      glued.forEach((p, j) => terms.push({ word: p, keys: expandWord(index, p, isLast && j === 1) }));
    } else if (keys.size === 0 && parts.length) {
      // A pasted value ("n_5a7ce2f1e3c9…") stands for itself: its letters and digits are no words to look for.
      if (looksOpaque(typed)) return;
      // Its parts are read as words of a query, reader's words for concepts among them: an EVM name such as
      // getTransactionReceipt reaches what "receipt" means here.
      const partConcepts = conceptMatches(parts.join(' '), undefined, (k) => index.pagesWith.has(k));
      parts.forEach((p, j) => {
        const partConcept = partConcepts.get(p);
        terms.push(termOf(p, withConcept(index, expandWord(index, p, isLast && j === parts.length - 1), partConcept), partConcept));
      });
    } else terms.push(termOf(word, keys, concept));
  });
  return terms;
}

export interface SectionScore {
  section: number;
  score: number;
  /** Query words found in the section or the page title. */
  matched: number;
  /** Query words in the section's own heading. */
  inHeading: number;
  /** A guide concept the query names says this section explains it (explainingSections). */
  explains?: boolean;
}

export interface PageScore {
  doc: number;
  score: number;
  /** Its sections with a match, best first. */
  sections: SectionScore[];
  /** How many query words the page title holds. */
  inTitle: number;
  /** The query names what the page is about as a whole (a package's full name): its title line leads its entries. */
  titleFirst?: boolean;
}

/** How much finding a stem is worth: its rarity, times how much it says about a topic (TOPICAL). */
function rarity(index: SearchIndex, key: string): number {
  const topical = GENERAL_STEMS.has(key) ? TOPICAL.general : index.named.has(key) ? 1 : TOPICAL.proseOnly;
  return topical * Math.log(1 + index.docs.length / (index.pagesWith.get(key) ?? 1));
}

function bodyWeight(count: number): number {
  return WEIGHTS.body * Math.min(3, 1 + Math.log2(Math.max(1, count)));
}

/** The length factor of a section's text (LENGTH): 1 for a section of its page kind's mean length. */
export function lengthFactor(length: number, mean: number): number {
  return Math.min(LENGTH.max, Math.max(LENGTH.min, 1 / (1 - LENGTH.b + (LENGTH.b * length) / Math.max(1, mean))));
}

/** The best value of `postings` over a term's stems for one id (factor × rarity × weight applied). */
function best(index: SearchIndex, term: QueryTerm, field: Map<string, Map<number, number>>, id: number, weigh: (w: number) => number, concepts = true): number {
  let top = 0;
  for (const [key, factor] of term.keys) {
    if (!concepts && factor === MATCH.concept) continue;
    const w = field.get(key)?.get(id);
    if (w) top = Math.max(top, weigh(w) * factor * rarity(index, key));
  }
  return top;
}

/** Stems of the whole words of a text, without stop words (for "is the query"). */
export function wordSet(text: string): Set<string> {
  return new Set(queryWords(text).map(stem));
}

/** A heading as a message template: its words, and how many placeholders (`<name>`, with any letters glued to it, as in `<timeout>ms`) stand for values. */
export interface Template {
  words: Set<string>;
  placeholders: number;
  /** Values the heading quotes as they are, of two words or more ('Wallet "ecko-wallet" …'): a pasted message holds them whole. */
  literals?: string[];
  /** The stems of the message's opening words in order, up to its first placeholder (for a paste cut short). */
  opening: string[];
  /** How many of those stems its first sentence holds, when another sentence follows it. */
  sentence?: number;
  /** The message ends in a placeholder ("Failed to get network ports: <message>"): whatever follows its opening fills it. */
  trailing?: boolean;
  /** The message as written, each placeholder a value (shapeOf); for a message with placeholders. */
  shape?: RegExp;
}

/** A value standing for a placeholder in the middle of a message: a few words at most ("404", "Not Found"). */
const SHAPE_VALUE = String.raw`\S+(?:\s+\S+){0,3}?`;

/**
 * A message with placeholders as a pattern for the start of a paste: its text as written (letters in any case,
 * spacing loose), each placeholder a value of a few words, the last one anything ("HTTP <status>: <statusText>"
 * opens "HTTP 404: Not Found on every local call"). Undefined without a placeholder or without two letters of its own.
 */
export function shapeOf(heading: string): RegExp | undefined {
  // Only the brackets stand for a value: letters and marks glued to them are the message's own ("<timeout>ms", "<status>:").
  const parts = heading.trim().split(/<[^<>]*>/);
  if (parts.length < 2 || parts.join('').replace(/[^\p{L}]/gu, '').length < 2) return undefined;
  const literal = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(escapeRegExp).join(String.raw`\s+`);
  const pieces = parts.map((text, i) => {
    const value = i === parts.length - 1 ? '' : i === parts.length - 2 && !parts[i + 1].trim() ? '.+' : SHAPE_VALUE;
    return literal(text) + (value && String.raw`\s*` + value + String.raw`\s*`);
  });
  return new RegExp(`^${pieces.join('')}`, 'iu');
}

const PLACEHOLDER = /\S*<[^<>]*>\S*/g;
const ELIDED_AFTER_WORD = /([\p{L}\p{N}])<…>/gu;
const SENTENCE_END = /[.!?](?=\s)/;

export function templateOf(raw: string): Template {
  // An elided part glued to the word before it (`failed<…>:`, from `failed${detail}:`) leaves that word in the message.
  const heading = raw.replace(ELIDED_AFTER_WORD, '$1 <…>');
  const literals = [...heading.matchAll(/["'`]([^"'`<>]+)["'`]/g)].map((m) => m[1].toLowerCase()).filter((v) => /[\p{L}\p{N}][^\p{L}\p{N}]+[\p{L}\p{N}]/u.test(v));
  const opening = orderedStems(heading.split(PLACEHOLDER)[0]);
  const first = heading.split(SENTENCE_END);
  const sentence = first.length > 1 && first.slice(1).join(' ').trim() ? orderedStems(first[0]).length : 0;
  const trailing = /<[^<>]*>[^\p{L}\p{N}<>]*$/u.test(heading.trim());
  const shape = shapeOf(heading);
  return { words: wordSet(heading.replace(PLACEHOLDER, ' ')), placeholders: heading.match(PLACEHOLDER)?.length ?? 0, opening, ...(sentence ? { sentence } : {}), ...(trailing ? { trailing } : {}), ...(literals.length ? { literals } : {}), ...(shape ? { shape } : {}) };
}

/** The stems of a text's words in order, stop words left out, repeats kept. */
function orderedStems(text: string): string[] {
  return tokenize(text).filter((t) => t.weight === 1 && !STOP_WORDS.has(t.word)).map((t) => stem(t.word));
}

/**
 * A message pasted cut short ("Pact is not installed. Install with: pactup" for "… pactup install --latest"): after at
 * most CUT_PREFIX_MAX words of its own ("Error:"), the paste is the message's opening, word for word, the last word
 * perhaps cut too, at least CUT_MIN_WORDS words and CUT_MIN_SHARE of the opening (or its whole first sentence). Its fit is CUT_FIT times that share,
 * below any message pasted whole.
 */
export const CUT_MIN_WORDS = 4;
export const CUT_MIN_SHARE = 0.6;
export const CUT_PREFIX_MAX = 2;
export const CUT_FIT = 0.5;
/**
 * The message's whole first sentence pasted alone ("Connection failed: Connection options required for Chainweaver")
 * states that message better than a message that shares only its opening and ends in a placeholder ("Connection
 * failed: <reason>"), which fits such a paste at up to 0.9.
 */
export const CUT_SENTENCE_FIT = 0.95;

/** The message's opening words (two or more), in order, open the paste, after at most CUT_PREFIX_MAX words of its own. */
export function opensWith(opening: readonly string[], typed: string): boolean {
  if (opening.length < 2) return false;
  const seq = orderedStems(typed);
  for (let k = 0; k <= CUT_PREFIX_MAX && k + opening.length <= seq.length; k++) if (opening.every((w, i) => seq[k + i] === w)) return true;
  return false;
}

export function cutFit(opening: readonly string[], typed: string, sentence = 0): number {
  const seq = orderedStems(typed);
  for (let k = 0; k <= CUT_PREFIX_MAX && k < seq.length; k++) {
    const tail = seq.slice(k);
    // The message's whole first sentence is a paste however short a share it is ("No wallet provided and UI is disabled.").
    const short = tail.length < CUT_MIN_SHARE * opening.length && tail.length !== sentence;
    if (tail.length < CUT_MIN_WORDS || tail.length >= opening.length || short) continue;
    const same = tail.every((w, i) => w === opening[i] || (i === tail.length - 1 && w.length >= 2 && opening[i].startsWith(w)));
    if (same) return tail.length === sentence ? CUT_SENTENCE_FIT : CUT_FIT * (tail.length / opening.length);
  }
  return 0;
}

/**
 * How well a query is the message a heading states, 0 when it is not: the query must hold every word of the
 * heading, which counts at least three words and placeholders together and is at least half the query. 1 when
 * the query's words beyond the heading's are as many placeholders would fill (none for none), 0.8 otherwise (a
 * placeholder left unfilled, or words the heading does not explain); then scaled by the share of the query the
 * heading explains (TEMPLATE_SPECIFIC).
 */
export function templateFit(template: Template, query: Set<string>, typed?: string, cut = false): number {
  // 'Wallet "ecko" not found' holds the words of 'Wallet "ecko-wallet" not found' but not its value.
  if (typed !== undefined && template.literals?.some((value) => !typed.toLowerCase().includes(value))) return 0;
  const size = template.words.size + template.placeholders;
  // A pasted JSON value fills one placeholder, however many words it holds.
  const pasted = template.placeholders && typed !== undefined ? Math.min(query.size, pastedSize(typed)) : query.size;
  // A message ending in a placeholder may be pasted with a long value ("…ports: listen EPERM: operation not permitted
  // 127.0.0.1"): its opening, word for word, is enough, however much follows.
  // So may any message with placeholders whose text, as written, opens the paste: what follows is the reader's words.
  const longValue = typed !== undefined && ((!!template.trailing && opensWith(template.opening, typed)) || !!template.shape?.test(typed.trim()));
  if (template.words.size === 0 || size < HEADING_IN_QUERY_MIN_WORDS || (size * 2 < pasted && !longValue)) return 0;
  if (![...template.words].every((word) => query.has(word))) return cut && typed !== undefined ? cutFit(template.opening, typed, template.sentence) : 0;
  const leftover = pasted - template.words.size;
  // Of two headings the query holds, the one explaining more of it is the message pasted ("… not found in config.
  // Available networks: …" over "… not found. Available: …").
  const explained = (template.words.size + Math.min(template.placeholders, leftover)) / pasted;
  return ((leftover === 0) === (template.placeholders === 0) ? 1 : 0.8) * (1 - TEMPLATE_SPECIFIC + TEMPLATE_SPECIFIC * explained);
}

/**
 * The class name a console or terminal puts before a message ("ConfigValidationError: Chain ID must be …", "Uncaught
 * (in promise) Error: …") is no word of the message: a heading stating the rest states the paste.
 */
export const ERROR_CLASS_PREFIX = /^\s*(?:uncaught\s+(?:\(in promise\)\s+)?)?[a-z]*(?:error|exception)\s*:\s*/i;

/**
 * The query as a pasted message for heading fits: without an error class before it, and the stems of the words of
 * `meant` (the query as the reader meant it, correctedQuery) after that class.
 */
export function pastedMessage(query: string, meant: string, queryStems: Set<string>): { text: string; stems: Set<string> } {
  const typed = ERROR_CLASS_PREFIX.exec(query);
  const read = ERROR_CLASS_PREFIX.exec(meant);
  if (!typed || !read || typed[0].length === query.length) return { text: query, stems: queryStems };
  return { text: query.slice(typed[0].length), stems: new Set(queryWords(meant.slice(read[0].length)).map(stem)) };
}

/**
 * The number of distinct words a pasted message holds when each JSON object or array in it (`{"message": …}`, `[…]`,
 * closed or cut off by the paste) counts as one value.
 */
export function pastedSize(typed: string): number {
  let out = '';
  let values = 0;
  for (let i = 0; i < typed.length; i++) {
    const open = typed[i];
    if (open !== '{' && open !== '[') {
      out += open;
      continue;
    }
    values++;
    let depth = 0;
    for (; i < typed.length; i++) {
      if (typed[i] === '{' || typed[i] === '[') depth++;
      else if ((typed[i] === '}' || typed[i] === ']') && --depth === 0) break;
    }
    out += ' ';
  }
  return wordSet(out).size + values;
}

/** Pact's own message inside a pasted error object (`{"type":"EvalError","message":"Keyset failure (…`), cut or whole. */
const PASTED_MESSAGE_FIELD = /"message"\s*:\s*"((?:[^"\\]|\\.)*)/;
/** The most words of the inner message's opening that a section must quote (the opening names the failure). */
export const INNER_LEAD_MAX = 4;

/**
 * The opening words of the message inside a pasted error object, in phrase form: up to the first break (a colon, a
 * bracket), at most INNER_LEAD_MAX words, at least two; a value in it (a word holding a digit) is left out, as a
 * placeholder stands for it. "Keyset failure (keys-all): […]" opens with "keyset failure", "Gas limit "150000"
 * exceeded: 150001" with "gas limit exceeded". A paste with no such object, or one whose message opens with a single
 * word, has none.
 */
export function innerLead(query: string): string[] | undefined {
  const inner = PASTED_MESSAGE_FIELD.exec(query)?.[1];
  if (!inner) return undefined;
  const lead = leadWords(phraseTokens(inner.toLowerCase()), 0);
  return lead.length >= 2 ? lead : undefined;
}

/** A message's opening words from `tokens[from]` on: up to the first break, at most INNER_LEAD_MAX, values (a word holding a digit) left out. */
function leadWords(tokens: readonly string[], from: number): string[] {
  const lead: string[] = [];
  for (let at = from; at < tokens.length && tokens[at] !== BREAK && lead.length < INNER_LEAD_MAX; at++) if (!/\d/.test(tokens[at])) lead.push(tokens[at]);
  return lead;
}

/** The most words a placeholder inside a message stands for (statesWhole): a name, an id, a number with its unit. */
export const VALUE_WORDS_MAX = 3;

/**
 * Whether a heading states the pasted message whole: its words in order, each placeholder standing for any run of
 * pasted words, up to the paste's end (a paste cut short inside the heading counts), after at most CUT_PREFIX_MAX
 * words of the paste's own ("Error:"). "Timeout waiting for container '<name>' to become healthy." states part of
 * "… to become healthy after 120000ms." (the paste goes on); "Ecko Wallet is not installed" states none of
 * 'Wallet "ecko" not found or not installed' (its words stand in another order).
 */
export function statesWhole(heading: string, typed: string): boolean {
  const parts = heading.replace(ELIDED_AFTER_WORD, '$1 <…>').split(PLACEHOLDER);
  const pattern: (string | null)[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pattern.push(null);
    pattern.push(...orderedStems(part));
  });
  const paste = orderedStems(typed);
  const from = (i: number, j: number): boolean => {
    if (j === paste.length) return true;
    if (i === pattern.length) return false;
    if (pattern[i] !== null) return pattern[i] === paste[j] && from(i + 1, j + 1);
    // A placeholder at the end takes the rest; one inside holds a value of at most VALUE_WORDS_MAX words, and the
    // paste may stop inside it.
    if (i === pattern.length - 1 || paste.length - j <= VALUE_WORDS_MAX) return true;
    for (let n = 0; n <= VALUE_WORDS_MAX; n++) if (from(i + 1, j + n)) return true;
    return false;
  };
  for (let k = 0; k <= CUT_PREFIX_MAX && k < paste.length; k++) if (from(0, k)) return true;
  return false;
}

/**
 * The opening words of the value a paste puts in a message's last placeholder, when that value is no error object
 * (innerLead reads those): "Transaction failed with error: Keyset failure (keys-all): […]" fills "Transaction failed
 * with error: <JSON>" (opening: its stems before the placeholder) with "Keyset failure". In innerLead's phrase form;
 * undefined when the paste does not open with the opening, or the value opens with fewer than two words written
 * apart (a name or a path such as "free.guestbook" or "pact/todos.pact" is a value, not a message).
 */
export function trailingLead(query: string, opening: readonly string[]): string[] | undefined {
  if (opening.length < 2) return undefined;
  const tokens = phraseTokens(query.toLowerCase());
  const words = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t !== BREAK && !STOP_WORDS.has(t));
  for (let k = 0; k <= CUT_PREFIX_MAX && k + opening.length <= words.length; k++) {
    if (!opening.every((w, n) => stem(words[k + n].t) === w)) continue;
    // A wrapper wrapped again ("Transaction signing failed: Transaction signing failed: No signature provided"): the
    // message is the one after the last opening.
    let end = k + opening.length;
    while (end + opening.length <= words.length && opening.every((w, n) => stem(words[end + n].t) === w)) end += opening.length;
    let at = words[end - 1].i + 1;
    while (tokens[at] === BREAK) at++;
    const lead = leadWords(tokens, at);
    // Words written apart, as a message is ("Keyset failure"), not the parts of a name or path ("free.guestbook").
    return lead.length >= 2 && query.toLowerCase().includes(lead.join(' ')) ? lead : undefined;
  }
  return undefined;
}

/**
 * Whether a heading is the message a wrapper's paste goes on with (its lead, trailingLead or innerLead): no
 * placeholder, and the heading's own lead (leadWords) is the same words.
 */
export function headingIsLead(heading: string, lead: readonly string[]): boolean {
  if (heading.search(PLACEHOLDER) >= 0) return false;
  const own = leadWords(phraseTokens(heading.toLowerCase()), 0);
  return own.length === lead.length && own.every((w, i) => w === lead[i]);
}

/** Two headings' fits closer than this state the pasted message equally well. */
export const FIT_TIE = 0.01;

/** How much of a template's fit depends on the share of the query its words and placeholders explain. */
export const TEMPLATE_SPECIFIC = 0.25;

/**
 * Where words stop standing together: a bracket, or a full stop, comma, colon, semicolon, "!" or "?" before a space
 * (a clause ends). "for Chainweaver ([wallet-specific setup]" does not hold "chainweaver wallet"; "docker.sock" and
 * "unix:///" hold no break. The same rule cuts the query, so a pasted "Connection failed: Connection options" asks
 * for the pairs inside each part.
 */
const PHRASE_BREAK = /[()[\]{}]|[.,;:!?](?=\s|$)/;
/** The token a break leaves in the words of a phrase check. */
export const BREAK = '|';

/** Folded words of a text in order, a break (BREAK) where a clause or a bracket ends them. */
function phraseTokens(text: string): string[] {
  const out: string[] = [];
  const re = /[^\p{L}\p{N}]+/gu;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const rest = text.slice(m.index, at + 1);
    if (PHRASE_BREAK.test(rest.length > m[0].length ? rest : `${rest} `) && out.length && out[out.length - 1] !== BREAK) out.push(BREAK);
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Folded text as words separated by one space, with breaks (for phrase checks). */
const flatCache = new WeakMap<object, string>();
function flat(section: { text: string }): string {
  let text = flatCache.get(section);
  if (text === undefined) flatCache.set(section, (text = ` ${phraseTokens(section.text.toLowerCase()).join(' ')} `));
  return text;
}

/** The query's words for phrase checks: as typed, lower case, breaks kept, without a leading "how do I", "what is", "where are"…. */
export function phraseWords(query: string): string[] {
  const words = phraseTokens(query.toLowerCase());
  while (words.length && words[words.length - 1] === BREAK) words.pop();
  while (words.length > 2 && (STOP_WORDS.has(words[0]) || words[0] === BREAK)) words.shift();
  return words;
}

/** Folded words of a section's own heading (for phrase checks); empty for a page's opening. */
const flatHeadingCache = new WeakMap<object, string>();
function flatHeading(section: { path: readonly string[] }): string {
  let text = flatHeadingCache.get(section);
  if (text === undefined) flatHeadingCache.set(section, (text = section.path.length ? ` ${phraseTokens(section.path[section.path.length - 1].toLowerCase()).join(' ')} ` : ''));
  return text;
}

/**
 * Share of the query's neighbouring word pairs (phraseWords) that stand next to each other in a section's text, or
 * in its heading in either order: "pactup install linux" names the section "Install Pactup" as well as "install pactup".
 */
export const sectionPhraseShare = (section: { text: string; path: readonly string[] }, words: string[]): number => phraseShare(flat(section), words, flatHeading(section));

/**
 * Share of the query's neighbouring word pairs (none across a break) that stand next to each other in the section's
 * text, or in the other order in its heading (`heading`, folded like the text).
 */
export function phraseShare(text: string, words: string[], heading = ''): number {
  const share = pairShare(words, (a, b) => text.includes(` ${a} ${b} `) || heading.includes(` ${b} ${a} `));
  return heading ? Math.max(share, headingPhraseShare(heading, words)) : share;
}

/** Share of the neighbouring word pairs of `words` (none across a break) that `stands` says stand together. */
function pairShare(words: readonly string[], stands: (a: string, b: string) => boolean): number {
  let pairs = 0;
  let found = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i] === BREAK || words[i + 1] === BREAK) continue;
    pairs++;
    if (stands(words[i], words[i + 1])) found++;
  }
  return pairs ? found / pairs : 0;
}

/**
 * Share of the query's neighbouring content-word pairs (stop words left out of both) that stand next to each other
 * in a heading made only of the query's words, in either order: "deploy contract" is the phrase of the heading
 * "Deploy the Contract", which a longer section quoting "Failed to deploy contract" in its text must not beat on the
 * phrase alone.
 */
export function headingPhraseShare(heading: string, words: string[]): number {
  const core = (list: string[]) => list.filter((w) => !STOP_WORDS.has(w));
  const headingWords = core(heading.trim().split(' '));
  const typed = core(words);
  // Only a heading made of the query's words says the query: "Who may upgrade my module, and how do I hand that
  // over?" holds "upgrade module" but is about something else.
  if (!headingWords.length || headingWords.some((w) => w !== BREAK && !typed.includes(w))) return 0;
  const held = ` ${headingWords.join(' ')} `;
  return pairShare(typed, (a, b) => held.includes(` ${a} ${b} `) || held.includes(` ${b} ${a} `));
}

/** Phrase words with each word the site never uses (a value the reader pasted: a file, an account) read as a break. */
export function valuesApart(index: SearchIndex, words: readonly string[]): string[] {
  const known = (w: string) => STOP_WORDS.has(w) || [index.body, index.heading, index.title].some((field) => field.has(stem(w)));
  return words.map((w) => (w === BREAK || known(w) ? w : BREAK));
}

export function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/**
 * A page is listed only when it holds at least this share of the query's weight
 * (each word weighs its rarity; a word the site never uses weighs most). A
 * pasted sentence finds the page holding most of it; markup such as
 * `<img src=x onerror=…>` that merely shares "src" with a code sample finds nothing.
 */
export const MIN_SHARE = 0.5;

/** How much a query word weighs: the rarity of its best stem, or the most a word can weigh when nothing has it. */
function termWeight(index: SearchIndex, term: QueryTerm): number {
  let top = 0;
  for (const key of term.keys.keys()) top = Math.max(top, rarity(index, key));
  // A word no page uses cannot be one the site names things with: it weighs as a prose-only word would, at most.
  return term.keys.size ? top : TOPICAL.proseOnly * Math.log(1 + index.docs.length);
}

/** What a section's value is made of: its summed word scores and how the query's words sit in it. */
export interface SectionFacts {
  /** The sum of each query word's best score in the section (or its page's title). */
  score: number;
  /** Query words found in the section or its page's title. */
  matched: number;
  /** Query words found in the section's own heading. */
  ownHeading: number;
  /** Query words in all. */
  terms: number;
  /** The section's own heading, if it has one. */
  heading: string | undefined;
  /** The share of the counted query words' weight (rarity) the section holds; the count alone when absent. */
  weightShare?: number;
  queryStems: Set<string>;
  /** How well the heading states a pasted message (templateFit); 0 when it does not. */
  fit: number;
  /** The heading states the query in its page's context (headingInContext). */
  inContext?: boolean;
  /** The query's stems as meant: a reader's word for a concept read as the concept's words ("env vars" → environment, variables). */
  meantStems?: Set<string>;
  /** A guide concept the query names says this section explains it (reviewed data, config/guide-concepts/). */
  explains?: boolean;
}

/**
 * A section's value: all words in one place beat scattered ones, words in the section's own heading most; a heading
 * that is the query, or states the pasted message, more; neighbouring query words standing together (`phrase`, asked
 * only when two or more words matched) more again. `words` gives a text's word stems (the bench passes other stemmers).
 */
export function sectionValue(f: SectionFacts, phrase: () => number, words: (text: string) => Set<string> = wordSet): number {
  // The share of the query a section holds: by count of words, and by their weight (a rare word says more).
  const byCount = f.matched / f.terms;
  const coverage = f.weightShare === undefined ? byCount : (1 - COVERAGE_BY_WEIGHT) * byCount + COVERAGE_BY_WEIGHT * f.weightShare;
  let value = f.score * (0.3 + 0.7 * coverage * coverage) * (1 + 0.5 * (f.ownHeading / f.terms));
  if (f.inContext || (f.heading !== undefined && (sameSet(words(f.heading), f.queryStems) || (f.meantStems !== undefined && sameSet(words(f.heading), f.meantStems))))) value *= HEADING_IS_QUERY;
  if (f.fit > 0) value *= HEADING_IN_QUERY * f.fit;
  if (f.matched > 1) value *= 1 + PHRASE * phrase();
  if (f.explains) value *= EXPLAINS;
  return value;
}

/** What a page's value is made of. */
export interface PageFacts {
  doc: Pick<Doc, 'kind' | 'route' | 'title' | 'titleText'>;
  /** The value of the page's best section. */
  best: number;
  /** Each query word's best score anywhere on the page (0 where the page lacks it). */
  pageWide: number[];
  queryStems: Set<string>;
  /** A section heading states the pasted message. */
  statesMessage: boolean;
  /** The query asks what something is. */
  definition: boolean;
  /** The query is a question or a task asked in words (asksInWords). */
  question?: boolean;
  /** The query is one plain word in lower case ("nonce", "timeout"): a topic, not a name. */
  topic?: boolean;
  /** The query is written in words, none typed as code (namedInWords). */
  inWords?: boolean;
  /** The heading of the page's best section is the query ("Chain ID" for "chain id"). */
  termIsQuery?: boolean;
  /** Which of the query's words count in the share of them the page holds (general words do not); all when absent. */
  counted?: boolean[];
}

/**
 * A page's value: its best section plus a quarter of its page-wide word scores, scaled by the share of words it
 * holds (general words left out of the share, as in a section); a title that is the query (or holds all its words)
 * more; then the page kind's prior (the error reference's own when a heading states the message), the definition
 * pages' boost for "what is" questions (and less for any other query), and less for an API page when the query is a question or a task asked in words.
 */
export function pageValue(f: PageFacts, words: (text: string) => Set<string> = wordSet): number {
  const counted = f.counted && f.counted.some(Boolean) ? f.counted : f.pageWide.map(() => true);
  const found = f.pageWide.filter((v, i) => v > 0 && counted[i]).length / counted.filter(Boolean).length;
  let score = (f.best + 0.25 * f.pageWide.reduce((a, b) => a + b, 0)) * (0.4 + 0.6 * found * found);
  const titleWords = words(f.doc.titleText);
  if (sameSet(titleWords, f.queryStems) || sameSet(words(f.doc.title), f.queryStems)) score *= TITLE_IS_QUERY;
  else if ([...f.queryStems].every((k) => titleWords.has(k))) score *= TITLE_HAS_ALL;
  if (DIGEST_PAGES.includes(f.doc.route) && ![...titleWords].every((k) => f.queryStems.has(k))) score *= DIGEST;
  else if (f.inWords && f.doc.kind !== 'api-package' && titleWords.size >= TITLE_IN_QUERY_MIN_WORDS && [...titleWords].every((k) => f.queryStems.has(k))) score *= TITLE_IN_QUERY;
  score *= f.doc.kind === 'errors' ? (f.statesMessage ? MESSAGE_PRIOR : isErrorsIndexRoute(f.doc.route) ? ERRORS_INDEX_PRIOR : PRIOR.errors) : PRIOR[f.doc.kind];
  if (DEFINITION_PAGES.includes(f.doc.route)) score *= f.definition ? DEFINITION_BOOST : f.topic && f.termIsQuery && f.queryStems.size > 1 ? DEFINITION_TERM : DEFINITION_ELSEWHERE;
  if (OVERVIEW_PAGES.includes(f.doc.route)) score *= OVERVIEW;
  if (f.question && (f.doc.kind === 'api' || f.doc.kind === 'api-package')) score *= QUESTION_API;
  else if (f.topic && f.doc.kind === 'api') score *= CONSTANT_PAGE.test(f.doc.route) ? TOPIC_CONSTANT : TOPIC_API;
  return score;
}

/**
 * A comparison of two terms or more that one page defines ("guard vs keyset", "chain id vs network id"): two of the
 * page's headings (its terms) consist only of words of the query. The page that defines them is read as the answer,
 * as for a definition question.
 */
export function comparesTerms(query: string, headings: readonly string[], queryStems: ReadonlySet<string>): boolean {
  if (!COMPARISON.test(query)) return false;
  const inQuery = (heading: string) => {
    const words = wordSet(heading);
    return words.size > 0 && [...words].every((k) => queryStems.has(k));
  };
  return new Set(headings.filter(inQuery)).size >= 2;
}

/** Section → the query terms (by position) whose concept it explains (QueryTerm.explainedAt). */
export function explainingSections(index: SearchIndex, terms: QueryTerm[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  if (!terms.some((t) => t.explainedAt?.length)) return out;
  index.sections.forEach((section, s) => {
    // A page's opening text is named only on a page without headings (Packages on npm, one table): its route alone.
    if (!section.id && index.docs[section.doc].sections.length > 1) return;
    const route = index.docs[section.doc].route;
    terms.forEach((t, i) => {
      const rank = t.explainedAt?.findIndex((at) => isExplainedAt(route, section.id, at)) ?? -1;
      if (rank < 0) return;
      const ranks = out.get(s) ?? new Map<number, number>();
      ranks.set(i, rank);
      out.set(s, ranks);
    });
  });
  return out;
}

/**
 * A concept's sections after the first it names weigh this much less: the guide data lists first the section that
 * explains it best ("exit code": the CLI's `run` before the First Project's deploy step), which wins a tie.
 */
export const EXPLAINED_LATER = 0.03;

/**
 * The query as the reader meant it, for the checks that compare it with a heading or a title (is the query, in its
 * page's context, words standing together): a word the site never uses, one typo from words that share one stem, is
 * read as the first of them ("sign transacitons" → "sign transactions"). Scores still weigh it as a typo.
 */
export function correctedQuery(index: SearchIndex, query: string): string {
  return query.toLowerCase().replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (word.length < DROPPED_LETTER_MIN_LENGTH || index.pagesWith.has(stem(word)) || READER_STEMS.has(stem(word))) return word;
    const near = fuzzyMatches(word, index.words.keys());
    return near.length && near.every((w) => index.words.get(w) === index.words.get(near[0])) ? near[0] : word;
  });
}

export function scorePages(index: SearchIndex, query: string): PageScore[] {
  const pages = scoreQuery(index, query);
  // A name written as one word ("pactserver") may stand for words the guide writes apart ("Pact server or DevNet"):
  // the query is also read with those words apart, and each page keeps its better reading.
  const apart = wordsApart(index, query);
  if (apart === undefined) return pages;
  const byDoc = new Map(pages.map((p) => [p.doc, p]));
  for (const p of scoreQuery(index, apart)) if ((byDoc.get(p.doc)?.score ?? 0) < p.score) byDoc.set(p.doc, p);
  return [...byDoc.values()].sort((a, b) => b.score - a.score || a.doc - b.doc);
}

const headingCache = new WeakMap<SearchIndex, string>();
/** Every section heading of the site, lower case, one per line, words joined by single spaces. */
function headingLines(index: SearchIndex): string {
  let lines = headingCache.get(index);
  if (lines === undefined) {
    lines = index.sections.map((s) => ` ${(s.path.at(-1) ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? ''} `).join('\n');
    headingCache.set(index, lines);
  }
  return lines;
}

/**
 * The query with each one-word name written apart where a heading writes it so ("pactserver" → "pact server", for
 * "Pact server or DevNet"); undefined when no word is.
 */
export function wordsApart(index: SearchIndex, query: string): string | undefined {
  let changed = false;
  const out = query.replace(/[\p{L}]+/gu, (word) => {
    const lower = word.toLowerCase();
    if (!index.pagesWith.has(stem(lower))) return word;
    // A name typed in camel case, where a whole heading is its humps written as words: `onDemandMining` for
    // "On-demand mining" (a heading that only holds them, "Use it with Pact Toolbox", is no `withPactToolbox`).
    const humps = identifierParts(word);
    if (humps.length > 1 && `\n${headingLines(index)}\n`.includes(`\n ${humps.join(' ')} \n`)) {
      changed = true;
      return humps.join(' ');
    }
    const glued = gluedWords(index, lower, true, HEADING_PART_MIN);
    if (!glued || !headingLines(index).includes(` ${glued.join(' ')} `)) return word;
    changed = true;
    return glued.join(' ');
  });
  return changed ? out : undefined;
}

/** The most unknown words a plain phrase may hold and still be searched by its other words, and how many topic words it then needs. */
export const UNKNOWN_IGNORED_MAX = 2;
export const UNKNOWN_IGNORED_TOPICS = 3;
/** A reader's phrase: letters, digits, spaces, hyphens and apostrophes only (no code, markup or pasted punctuation). */
const PLAIN_PHRASE = /^[\p{L}\p{N}\s'-]+$/u;

function scoreQuery(index: SearchIndex, query: string): PageScore[] {
  const allTerms = queryTerms(index, query);
  const terms = allTerms.filter((t) => t.keys.size);
  if (!terms.length) return [];
  const unknown = allTerms.filter((t) => !t.keys.size);
  // One word the site never uses is left out of the share a page must hold; two are too, in a reader's plain phrase
  // that names enough of the site's own topics ("run deploy script unattended from cron"). Otherwise (markup, another
  // product's message) the unknown words count, and pages must hold half the query's weight without them.
  const ignored = unknown.length === 1 || (unknown.length <= UNKNOWN_IGNORED_MAX && PLAIN_PHRASE.test(query) && terms.filter((t) => !GENERAL_STEMS.has(stem(t.word))).length >= UNKNOWN_IGNORED_TOPICS);
  const { pages, partial } = scoreWithTerms(index, query, ignored ? terms : allTerms, terms);
  // A rare word only a page or two hold ("fees" in one API interface), or one word the site never uses ("abi
  // types"), would leave the reader with almost nothing: pages holding half the words or more follow, up to FEW_PAGES.
  // Two or more unknown words, more than FILL_MAX_WORDS words, or markup still find nothing.
  if (pages.length >= FEW_PAGES || unknown.length > 1 || allTerms.length > FILL_MAX_WORDS || /[<>=]/.test(query) || !terms.some((t) => !GENERAL_STEMS.has(stem(t.word)))) return pages;
  return [...pages, ...partial.slice(0, FEW_PAGES - pages.length)];
}

/** The factor of a section a guide concept the query names says explains it (config/guide-concepts/). */
export const EXPLAINS = 1.25;

/** A heading that gathers errors and their fixes. */
export const ERRORS_HEADING = /\b(errors?|troubleshooting|problems?|fixes)\b/i;
/** The factor of such a section quoting the whole pasted message, of QUOTED_MIN_WORDS words or more. */
export const ERRORS_SECTION = 1.5;
export const QUOTED_MIN_WORDS = 4;

/**
 * Of entries whose headings state a pasted message equally, the one whose text names a number the paste holds
 * ("Request timed out after 30000ms": the entry saying the default `timeout` is 30000, over the one about polling for
 * 300000ms) is the reader's case. Numbers of three digits or more; the factor of such an entry.
 */
export const VALUE_ECHO = 1.25;
const PASTED_NUMBER = /(?<![\d.])\d{3,}(?![\d.])/g;
/** The numbers of three digits or more a text holds, each whole ("300000" does not hold "30000"). */
export function numbersIn(text: string): Set<string> {
  return new Set(text.match(PASTED_NUMBER) ?? []);
}

/** A message quoted in the guide counts when it holds at least this many neighbouring word pairs outside its placeholders. */
export const MESSAGE_MIN_PAIRS = 3;

/**
 * The words of a message heading for a phrase check (phraseWords), a break in place of each placeholder; none when
 * the message has fewer than MESSAGE_MIN_PAIRS neighbouring pairs of fixed words ("Unsupported network type" is
 * quoted in passing, "Network <name> not found in config" is not).
 */
export function messageWords(heading: string): string[] {
  const words = phraseTokens(heading.replace(PLACEHOLDER, ' ( ').toLowerCase());
  let pairs = 0;
  for (let i = 0; i + 1 < words.length; i++) if (words[i] !== BREAK && words[i + 1] !== BREAK) pairs++;
  return pairs >= MESSAGE_MIN_PAIRS ? words : [];
}

/** The factor of a section under an errors or troubleshooting heading for a query that names no problem (PROBLEM_WORDS). */
export const UNDER_ERRORS = 0.7;
/** Words that say something is wrong: a query holding one asks about a problem. */
export const PROBLEM_WORDS = /\b(errors?|fail\w*|not|no|cannot|can't|cant|won't|wont|doesn't|doesnt|don't|dont|isn't|isnt|refus\w*|missing|denied|timeouts?|timed|wrong|broken|issues?|problems?|stuck|slow|hangs?|crash\w*|unable|invalid|already|conflicts?|why|permission)\b/i;

/** Below this many pages holding enough of the query (MIN_SHARE), pages holding less follow them. */
export const FEW_PAGES = 3;
/**
 * Pages holding less follow only for a query of this many words or fewer, written as words: a pasted line or markup
 * (`<img src=x onerror=…>` shares "img" and "src" with code samples) still finds nothing when nothing holds enough of it.
 */
export const FILL_MAX_WORDS = 4;

/**
 * The query's stems with each reader's word read as its concept's words ("env vars" → environ, variabl), or undefined
 * when no word is a reader's word for a concept.
 */
export function conceptReading(terms: readonly QueryTerm[]): Set<string> | undefined {
  let any = false;
  const out = new Set<string>();
  for (const t of terms) {
    const meant = [...t.keys].filter(([, f]) => f === MATCH.concept).map(([k]) => k);
    if (meant.length) any = true;
    for (const k of meant.length ? meant : [stem(t.word)]) out.add(k);
  }
  return any ? out : undefined;
}

/**
 * A query word that says little about a topic: a general word ("use", "equivalent"), or a word the site never uses
 * whose every reading is one ("equivelent"), so a typo of a filler does not count as a word the answer must hold.
 */
export function isGeneralTerm(index: SearchIndex, t: Pick<QueryTerm, 'word' | 'keys'>): boolean {
  const own = stem(t.word);
  if (GENERAL_STEMS.has(own)) return true;
  return !index.pagesWith.has(own) && t.keys.size > 0 && [...t.keys.keys()].every((k) => GENERAL_STEMS.has(k));
}

/** Pages holding enough of the query's weight (MIN_SHARE), best first, and those holding less (`partial`), best first. */
function scoreWithTerms(index: SearchIndex, query: string, allTerms: QueryTerm[], terms: QueryTerm[]): { pages: PageScore[]; partial: PageScore[] } {
  const weights = terms.map((t) => termWeight(index, t));
  // A general word ("supported", "use") adds to a score but not to the share of the query a section holds, unless
  // the query has nothing else: "which bundlers are supported" is about bundlers.
  const general = terms.map((t) => isGeneralTerm(index, t));
  const counted = general.every(Boolean) ? terms.map(() => true) : general.map((g) => !g);
  const countedTerms = counted.filter(Boolean).length;
  const countedWeight = weights.reduce((sum, w, i) => sum + (counted[i] ? w : 0), 0);
  const totalWeight = allTerms.reduce((sum, t) => sum + termWeight(index, t), 0);
  const meant = correctedQuery(index, query);
  const queryStems = new Set(queryWords(meant).map(stem));
  const pasted = pastedMessage(query, meant, queryStems);
  // The paste as the reader meant it, typos corrected ("no netwrok config found"), for checks of word order.
  const pastedMeant = pastedMessage(meant, meant, queryStems).text;
  const allWords = phraseWords(meant);
  // A pasted value the site never writes ("leaderboard.pact" in "Failed to deploy contract leaderboard.pact") stands
  // where a quoted message has its own example: the words around it are checked, not across it.
  const quotedWords = valuesApart(index, allWords);
  const meantStems = conceptReading(terms);
  const definition = DEFINITION_QUESTION.test(query);
  const problem = PROBLEM_WORDS.test(query);
  const question = asksInWords(query);
  const pastedNumbers = numbersIn(query);
  const inWords = namedInWords(query);
  // Candidates: every section and page any term reaches.
  const sectionHits = new Set<number>();
  const pageHits = new Set<number>();
  for (const t of terms) {
    for (const key of t.keys.keys()) {
      index.title.get(key)?.forEach((_, d) => pageHits.add(d));
      index.extra.get(key)?.forEach((_, d) => pageHits.add(d));
      index.heading.get(key)?.forEach((_, s) => sectionHits.add(s));
      index.body.get(key)?.forEach((_, s) => sectionHits.add(s));
    }
  }
  // The sections the guide concepts name as explaining a query word are candidates too, and `explains` says which.
  const explains = explainingSections(index, terms);
  for (const s of explains.keys()) sectionHits.add(s);
  const sectionsByDoc = new Map<number, number[]>();
  for (const d of pageHits) sectionsByDoc.set(d, []);
  for (const s of sectionHits) {
    const d = index.sections[s].doc;
    const list = sectionsByDoc.get(d) ?? [];
    list.push(s);
    sectionsByDoc.set(d, list);
    // Sections under a matching heading inherit it: include the children of hit sections lazily below.
  }

  const out: PageScore[] = [];
  const partial: PageScore[] = [];
  const unanswered: PageScore[] = [];
  /** Error reference pages with an entry stating the pasted message. */
  const stating: PageScore[] = [];
  /** How well each stating page's best heading states the message (templateFit). */
  const fitOf = new Map<PageScore, number>();
  /** Error reference pages whose entry stating the message has no cause: it only says where the message is thrown. */
  const locating: PageScore[] = [];
  /** The fixed words of each message stated by an entry without a cause (messageWords). */
  const unansweredMessages: string[][] = [];
  /** Error reference pages whose entries state only part of the paste (statesWhole): a neighbouring message. */
  const stateInPart: PageScore[] = [];
  /** The openings of the messages ending in a placeholder that entries state (trailingLead), with their fits. */
  const trailingOpenings: { opening: string[]; fit: number }[] = [];
  for (const [d, hitSections] of sectionsByDoc) {
    const doc = index.docs[d];
    // A title counts with the share of the query it holds: "Transaction" answers
    // "transaction" fully, and "Some transactions failed" only in part (square root of the share).
    // A reader's word for a concept finds sections about it, never a page by its title ("configuration" is not the config package).
    const titleRaw = terms.map((t) => best(index, t, index.title, d, (w) => WEIGHTS.title * Math.min(1, w), false));
    const titleShare = titleRaw.filter((v) => v > 0).length / terms.length;
    const titleScores = titleRaw.map((v) => v * Math.sqrt(titleShare));
    const extraScores = terms.map((t) => best(index, t, index.extra, d, () => WEIGHTS.extra));
    const pageWide = terms.map((_, i) => Math.max(titleScores[i], extraScores[i]));
    // "In the guide" lists answer for the guide pages they name, not for this page.
    const ownHits = hitSections.filter((s) => sectionKind(doc, index.sections[s]) !== 'backlinks');
    const candidates = ownHits.length ? ownHits : [doc.sections[0]];
    const sections: SectionScore[] = [];
    // A section whose heading states the pasted message keeps its page listed, whatever values were pasted with it.
    let statesMessage = false;
    let bestFit = 0;
    let answers = false;
    let locates = false;
    let whole = false;
    for (const s of candidates) {
      const section = index.sections[s];
      const kind = sectionKind(doc, section);
      const short = lengthFactor(section.length, index.meanLength[doc.kind]);
      // A README section weighs at the README's prior in place of its page's.
      const prior = kind === 'readme' ? PRIOR.readme / PRIOR[doc.kind] : 1;
      let score = 0;
      let matched = 0;
      let matchedWeight = 0;
      let ownHeading = 0;
      const heading = section.path.length ? section.path[section.path.length - 1] : undefined;
      // A heading that states the pasted message: the words its placeholders stand for count as found in it.
      const template = heading === undefined || kind === 'readme' ? undefined : templateOf(heading);
      const fit = template === undefined ? 0 : templateFit(template, pasted.stems, pasted.text, doc.kind === 'errors');
      // Only a placeholder stands for words the heading lacks: "Importing .pact files" does not hold "nextjs".
      const fills = fit > 0 && template !== undefined && template.placeholders > 0;
      terms.forEach((t, i) => {
        // A section the guide names as explaining the reader's concept counts as one whose heading says it.
        const rank = explains.get(s)?.get(i);
        const named = rank === undefined ? 0 : WEIGHTS.heading * MATCH.concept * weights[i] * (rank === 0 ? 1 : 1 - EXPLAINED_LATER);
        const own = Math.max(named, best(index, t, index.heading, s, (w) => WEIGHTS.heading * Math.min(1, w)));
        let above = 0;
        for (let p = section.parent; p >= 0 && !above; p = index.sections[p].parent) above = best(index, t, index.heading, p, () => WEIGHTS.ancestor);
        const text = best(index, t, index.body, s, (w) => bodyWeight(w) * short);
        const here = prior * (Math.max(own, above, text) || (fills ? WEIGHTS.heading * weights[i] : 0));
        if ((here > 0 || titleScores[i] > 0) && counted[i]) {
          matched++;
          matchedWeight += weights[i];
        }
        if (own > 0) ownHeading++;
        pageWide[i] = Math.max(pageWide[i], here);
        score += Math.max(here, titleScores[i], extraScores[i]);
      });
      // A heading without placeholders that the query holds, where the section lacks the query's other words, is not
      // the query: "Importing .pact files" for "import pact files in nextjs", with Next.js in a section of its own.
      const headingFit = fills || matched === countedTerms ? fit : 0;
      let value = sectionValue({ score, matched, ownHeading, terms: countedTerms, heading, queryStems, fit: headingFit, inContext: headingInContext(index, s, queryStems), meantStems, explains: explains.has(s), weightShare: countedWeight ? matchedWeight / countedWeight : undefined }, () => sectionPhraseShare(section, allWords));
      // A pasted message quoted whole in a section about errors ("Errors and fixes", "Troubleshooting"): there the
      // guide says what to do about it, where another section only mentions it.
      if (terms.length >= QUOTED_MIN_WORDS && matched === countedTerms && heading && ERRORS_HEADING.test(heading) && sectionPhraseShare(section, quotedWords) === 1) value *= ERRORS_SECTION;
      // An entry under "Troubleshooting" or "Errors" answers a problem: for a query naming none ("pactup install
      // latest"), it weighs less than the sections that teach the task.
      if (!problem && fit === 0 && kind === 'page' && section.path.slice(0, -1).some((h) => ERRORS_HEADING.test(h)) && !sameSet(wordSet(heading ?? ''), queryStems)) value *= UNDER_ERRORS;
      if (headingFit > 0 && pastedNumbers.size && [...numbersIn(section.text)].some((n) => pastedNumbers.has(n))) value *= VALUE_ECHO;
      if (headingFit > 0) {
        statesMessage = true;
        bestFit = Math.max(bestFit, headingFit);
        if (heading && statesWhole(heading, pastedMeant)) whole = true;
        if (doc.kind === 'errors' && template?.trailing) trailingOpenings.push({ opening: template.opening, fit: headingFit });
        if (!section.text.includes(ERROR_NO_ENTRY_LABEL)) answers = true;
        // An error reference entry with no cause says where the message is thrown, not why: not written yet, or thrown
        // only by the published release (listed with its line). A guide section quoting its message explains more.
        if (doc.kind === 'errors' && !section.text.includes(ERROR_CAUSE_LABEL)) {
          locates = true;
          if (heading) unansweredMessages.push(messageWords(heading));
        }
      }
      sections.push({ section: s, score: value, matched, inHeading: ownHeading, ...(explains.has(s) ? { explains: true } : {}) });
    }
    if (!sections.length) continue;
    sections.sort((a, b) => b.score - a.score || a.section - b.section);
    const held = pageWide.reduce((sum, v, i) => sum + (v > 0 ? weights[i] : 0), 0);
    const focus = sections.filter((x) => x.matched === countedTerms).length / Math.max(1, doc.sections.length);
    const bestHeading = index.sections[sections[0].section].path.at(-1);
    const termIsQuery = bestHeading !== undefined && sameSet(wordSet(bestHeading), queryStems);
    const compared = DEFINITION_PAGES.includes(doc.route) && comparesTerms(query, sections.map((x) => index.sections[x.section].path.at(-1) ?? ''), queryStems);
    const score = pageValue({ doc, best: sections[0].score, pageWide, queryStems, statesMessage, definition: definition || compared, question, counted, topic: TOPIC_WORD.test(query), termIsQuery, inWords }) * (1 + FOCUS * focus);
    if (held < MIN_SHARE * totalWeight && !statesMessage) {
      // Short of the query's weight, a page holding half its words or more may still follow (FEW_PAGES).
      if (pageWide.filter((v) => v > 0).length * 2 >= terms.length) partial.push({ doc: d, score, sections, inTitle: titleRaw.filter((v) => v > 0).length });
      continue;
    }
    out.push({ doc: d, score, sections, inTitle: titleRaw.filter((v) => v > 0).length });
    if (statesMessage) {
      stating.push(out[out.length - 1]);
      fitOf.set(out[out.length - 1], bestFit);
    }
    if (statesMessage && !answers) unanswered.push(out[out.length - 1]);
    if (statesMessage && locates) locating.push(out[out.length - 1]);
    if (statesMessage && !whole && doc.kind === 'errors') stateInPart.push(out[out.length - 1]);
  }
  // Entries that state the message without answering it go below the guide pages quoting it (its words in order in one
  // section): the paste whole, or the message such an entry states ("Network "local" not found in config" in a table
  // of errors, for a paste that goes on with the networks the reader has).
  const quotes = (p: PageScore) => p.sections.some((x) => x.matched === countedTerms && sectionPhraseShare(index.sections[x.section], quotedWords) === 1);
  const quotesMessage = (p: PageScore) => p.sections.some((x) => unansweredMessages.some((words) => sectionPhraseShare(index.sections[x.section], words) === 1));
  const guides = stating.length ? out.filter((p) => index.docs[p.doc].kind === 'guide') : [];
  const explainingPages = guides.filter(quotes);
  const explaining = explainingPages.map((p) => p.score);
  if (explaining.length) for (const p of unanswered) p.score = Math.min(p.score, Math.min(...explaining) * UNANSWERED_BELOW);
  // An entry that only says where its message is thrown goes just below the best guide page quoting that message.
  const quoting = locating.length ? [...explaining, ...guides.filter((p) => !quotes(p) && quotesMessage(p)).map((p) => p.score)] : [];
  if (quoting.length) for (const p of locating) p.score = Math.min(p.score, Math.max(...quoting) * UNANSWERED_BELOW);
  // Of entries stating the message, one whose heading states it less well (fewer of the pasted words explained)
  // never outranks the one stating it best: "… not found in config. Available networks: …" over "… not found.
  // Available: …", whatever their texts add.
  const topFit = Math.max(0, ...fitOf.values());
  const closest = stating.filter((p) => (fitOf.get(p) ?? 0) >= topFit - FIT_TIE).map((p) => p.score);
  if (closest.length) for (const p of stating) if ((fitOf.get(p) ?? 0) < topFit - FIT_TIE) p.score = Math.min(p.score, Math.min(...closest) * UNANSWERED_BELOW);
  // An entry without cause and fix never outranks one that has them.
  const answered = stating.filter((p) => !unanswered.includes(p)).map((p) => p.score);
  if (answered.length) for (const p of unanswered) p.score = Math.min(p.score, Math.min(...answered) * UNANSWERED_BELOW);
  // Guide pages quoting the message rank with the entry that answers it: lifted together (their order kept) until
  // the first of them stands just below the best entry.
  const lift = explaining.length ? (Math.max(0, ...answered) * UNANSWERED_BELOW) / Math.max(...explaining) : 1;
  if (lift > 1) for (const p of explainingPages) p.score *= lift;
  // An entry stating only part of the paste (the paste goes on past its heading, or holds its words in another order)
  // is about a neighbouring message, often the published release's older wording: a guide page quoting the paste
  // whole comes first.
  const wholeQuote = Math.max(0, ...explainingPages.map((p) => p.score));
  if (wholeQuote > 0) for (const p of stateInPart) p.score = Math.min(p.score, wholeQuote * UNANSWERED_BELOW);
  // A paste of a wrapper ("Transaction failed with error:" and Pact's error object) is explained by the guide section
  // quoting the failure inside it ("Keyset failure"): that section's page goes just above the entries stating the wrapper.
  // The value in a message's last placeholder counts only when that message states the paste best: "Connection failed:
  // <reason>" holds "Connection options required for Chainweaver", which an entry of its own states.
  const wrappers = trailingOpenings.filter((t) => t.fit >= topFit - FIT_TIE);
  const lead = stating.length ? (innerLead(query) ?? wrappers.map((t) => trailingLead(pasted.text, t.opening)).find((l) => l !== undefined)) : undefined;
  if (lead) {
    // An entry of the message inside the wrapper ("No signature provided" in "Transaction signing failed: No signature
    // provided"), with a cause, says what went wrong where the wrapper's entry only says "read the text after the
    // colon": it goes above the wrapper's entries, on its own page with that section first.
    const wrapperTop = Math.max(...stating.map((p) => p.score));
    for (const p of out) {
      if (index.docs[p.doc].kind !== 'errors') continue;
      const inner = p.sections.find((x) => {
        const section = index.sections[x.section];
        const heading = section.path.at(-1);
        return heading !== undefined && section.text.includes(ERROR_CAUSE_LABEL) && headingIsLead(heading, lead);
      });
      if (!inner) continue;
      p.sections = [inner, ...p.sections.filter((x) => x !== inner)];
      p.score = Math.max(p.score, wrapperTop / UNANSWERED_BELOW);
      if (!stating.includes(p)) stating.push(p);
    }
    const quotesLead = out.filter((p) => !stating.includes(p) && index.docs[p.doc].kind === 'guide' && sectionPhraseShare(index.sections[p.sections[0].section], lead) === 1);
    const entryTop = Math.max(...stating.map((p) => p.score));
    const lift = quotesLead.length ? entryTop / UNANSWERED_BELOW / Math.max(...quotesLead.map((p) => p.score)) : 1;
    if (lift > 1) for (const p of quotesLead) p.score *= lift;
  }
  const order = (a: PageScore, b: PageScore) => b.score - a.score || a.doc - b.doc;
  return { pages: out.sort(order), partial: partial.sort(order) };
}
