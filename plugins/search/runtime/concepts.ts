/**
 * Readers' words for the toolkit's concepts (pure, browser-safe): which toolkit words a query's words also stand
 * for, by the reviewed list in config/search-vocabulary.ts. A phrase entry ("ready made") applies to each of its
 * words when the query holds them next to each other.
 */
import { CONCEPTS, type ConceptEntry, GENERAL_WORDS } from '../../../config/search-vocabulary';
import { stem } from './stem';
import { tokenize } from './tokenize';

/** Folded words of a text, in order (identifier parts left out). */
function wordsOf(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.weight === 1)
    .map((t) => t.word);
}

/** Each reader phrase as its words' stems, with the entry it belongs to. */
const PHRASES: { stems: string[]; entry: ConceptEntry }[] = CONCEPTS.flatMap((entry) => entry.reader.map((r) => ({ stems: wordsOf(r).map(stem), entry })));

/** The toolkit words each query word also stands for (query word as folded → target words). */
export function conceptTargets(query: string, concepts: readonly { stems: string[]; entry: Pick<ConceptEntry, 'terms'> }[] = PHRASES): Map<string, string[]> {
  const words = wordsOf(query);
  const stems = words.map(stem);
  const out = new Map<string, string[]>();
  for (const { stems: phrase, entry } of concepts) {
    for (let i = 0; i + phrase.length <= stems.length; i++) {
      if (!phrase.every((s, j) => stems[i + j] === s)) continue;
      for (let j = 0; j < phrase.length; j++) {
        const list = out.get(words[i + j]) ?? [];
        for (const t of entry.terms) if (!list.includes(t)) list.push(t);
        out.set(words[i + j], list);
      }
    }
  }
  return out;
}

/** Stems of the words that say little about a topic (config/search-vocabulary.ts GENERAL_WORDS). */
export const GENERAL_STEMS: ReadonlySet<string> = new Set(GENERAL_WORDS.map((w) => stem(w)));

/** For tests: the reader phrases as the matcher reads them. */
export const CONCEPT_PHRASES = PHRASES;
