/**
 * Readers' words for the toolkit's concepts (pure, browser-safe): which toolkit words a query's words also stand
 * for, by the reviewed list in config/search-vocabulary.ts (inlined by the build, runtime/concept-data.ts). A phrase entry ("ready made") applies to each of its
 * words when the query holds them in order, at most one other word among them (PHRASE_GAP); a toolkit word the query already holds is not added again.
 */
import { CONCEPT_DATA, type RuntimeConcept } from './concept-data';
import { FUZZY_MIN_LENGTH, withinOneEdit } from './fuzzy';
import { stem } from './stem';
import { STOP_WORDS, tokenize } from './tokenize';

/** Folded words of a text, in order (identifier parts left out). */
function wordsOf(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.weight === 1)
    .map((t) => t.word);
}

/** An entry as the matcher reads it: its toolkit words, and the guide sections that explain it (guide concepts). */
type Entry = Pick<RuntimeConcept, 'terms' | 'explainedAt'>;

/**
 * Phrases of more words first (a stable sort), so an entry the query names stands for its terms on the longest of its
 * phrases the query holds: "token allowance" covers both its words, not "allowance" alone, whatever the data's order.
 */
export function longestFirst<T extends { stems: string[] }>(phrases: T[]): T[] {
  return [...phrases].sort((a, b) => b.stems.length - a.stems.length);
}

/** Each reader phrase as its words' stems, with the entry it belongs to (the vocabulary, then the guide's concepts). */
const PHRASES: { stems: string[]; entry: Entry }[] = longestFirst(CONCEPT_DATA.entries.flatMap((entry) => entry.reader.map((r) => ({ stems: wordsOf(r).map(stem), entry }))));

/**
 * Stems of the words readers' phrases are made of: words the site may never use but the search knows ("hangs",
 * "laptop"), so they are not read as typos of a site word ("hangs" is no "hands").
 */
export const READER_STEMS: ReadonlySet<string> = new Set(PHRASES.flatMap((p) => p.stems));

/** What a query word stands for: the toolkit's words, and the guide sections that explain the concept. */
export interface ConceptMatch {
  terms: string[];
  sections: string[];
}

/** For each query word (as folded) that is part of a reader phrase: the toolkit's words and explaining sections. */
export function conceptMatches(query: string, concepts: readonly { stems: string[]; entry: Entry }[] = PHRASES, isSiteWord?: (stem: string) => boolean): Map<string, ConceptMatch> {
  const words = wordsOf(query);
  const typed = words.map(stem);
  const stems = typed.map((s, i) => (isSiteWord ? readerWordMeant(s, concepts, isSiteWord, typed.filter((_, j) => j !== i)) : s));
  const free = words.map((w) => STOP_WORDS.has(w));
  const out = new Map<string, ConceptMatch>();
  // An entry the query names twice ("debug logging": two of its reader words) stands for its toolkit words once, on
  // the reader word of its first phrase that matched (a phrase of several words: on each of them, as before).
  const named = new Set<Entry>();
  for (const { stems: phrase, entry } of concepts) {
    for (let i = 0; i < stems.length; i++) {
      const at = phraseAt(stems, phrase, i, free);
      if (!at) continue;
      // A second phrase of a named entry ("sign private key" … "server side") points its own words at the sections too.
      const again = named.has(entry);
      if (again && at.every((k) => (entry.explainedAt ?? []).every((s) => out.get(words[k])?.sections.includes(s)))) continue;
      named.add(entry);
      for (const k of at) {
        const match = out.get(words[k]) ?? { terms: [], sections: [] };
        // A toolkit word the reader typed too counts once, as their own word, not again for each word of the phrase.
        if (!again) for (const t of entry.terms) if (!match.terms.includes(t) && !stems.includes(stem(t))) match.terms.push(t);
        for (const s of entry.explainedAt ?? []) if (!match.sections.includes(s)) match.sections.push(s);
        out.set(words[k], match);
      }
    }
  }
  return out;
}

/**
 * Words a phrase of the vocabulary may have between its own in a query ("change devnet port" holds "change port").
 * Stop words among them are not counted: "wait until the transfer is mined" holds "until mined".
 */
export const PHRASE_GAP = 1;

/**
 * Where a phrase's stems stand in the query from position `i` on, in order, with at most PHRASE_GAP other words among
 * them, not counting those `free` marks (the query's stop words); undefined when they do not.
 */
export function phraseAt(stems: readonly string[], phrase: readonly string[], i: number, free: readonly boolean[] = []): number[] | undefined {
  if (stems[i] !== phrase[0]) return undefined;
  const at = [i];
  let skipped = 0;
  for (let j = 1, k = i + 1; j < phrase.length; k++) {
    if (k >= stems.length) return undefined;
    if (stems[k] === phrase[j]) {
      at.push(k);
      j++;
    } else if (!free[k] && ++skipped > PHRASE_GAP) return undefined;
  }
  return at;
}

/**
 * A typed word the site never uses, one typo from a word of a reader phrase ("hardaht" for "hardhat", "paymastr"),
 * is read as that word; the site's own words are left as typed (their typos are the index's to forgive). Of several
 * such words, the one whose phrase the query's other words complete ("semver polcy": "policy" of "semver policy", not
 * "poly"); else the first.
 */
export function readerWordMeant(typed: string, concepts: readonly { stems: string[] }[], isSiteWord: (stem: string) => boolean, others: readonly string[] = []): string {
  if (typed.length < FUZZY_MIN_LENGTH || isSiteWord(typed) || concepts.some(({ stems }) => stems.includes(typed))) return typed;
  let meant: string | undefined;
  for (const { stems } of concepts) {
    for (const s of stems) {
      if (!withinOneEdit(typed, s)) continue;
      if (stems.length > 1 && stems.every((x) => x === s || others.includes(x))) return s;
      meant ??= s;
    }
  }
  return meant ?? typed;
}

/** The toolkit words each query word also stands for (query word as folded → target words). */
export function conceptTargets(query: string, concepts: readonly { stems: string[]; entry: Entry }[] = PHRASES): Map<string, string[]> {
  return new Map([...conceptMatches(query, concepts)].map(([word, m]) => [word, m.terms]));
}

/**
 * Does a section link ("/npm/packages/cli#generate-station", with any base path or version prefix) point at an
 * explaining section as the guide concepts name it ("/packages/cli#generate-station")?
 */
export function isExplainedAt(route: string, id: string, explainedAt: string): boolean {
  const [page, anchor = ''] = explainedAt.split('#');
  return id === anchor && (route === page || route.endsWith(page));
}

/** Stems of the words that say little about a topic (config/search-vocabulary.ts GENERAL_WORDS). */
export const GENERAL_STEMS: ReadonlySet<string> = new Set(CONCEPT_DATA.general.map((w) => stem(w)));

/** For tests: the reader phrases as the matcher reads them. */
export const CONCEPT_PHRASES = PHRASES;
