/**
 * The readers' words the searcher reads (config/search-vocabulary.ts and config/guide-concepts/), inlined by the build
 * without the notes that say where each comes from (`from`, for reviewers): pluginSearch defines
 * __PACT_SEARCH_CONCEPTS__ (plugins/search/setup.ts, concept-source.ts), as it defines the symbol directory. The notes
 * were 7 KB of the searcher's 24 KB gzip, loaded on every page. In Node (tests, the bench) plugins/search/concept-globals.ts
 * sets the same value first.
 */
import type { RuntimePageName } from './page-names';

/** One entry: the reader's phrases, the toolkit's words they stand for, and the guide sections that explain them. */
export interface RuntimeConcept {
  reader: readonly string[];
  terms: readonly string[];
  explainedAt?: readonly string[];
}

export interface ConceptData {
  /** The vocabulary's entries, then the guide concepts'. */
  entries: readonly RuntimeConcept[];
  /** Words of any task ("use", "check"), which say little about a topic. */
  general: readonly string[];
  /** Readers' names for whole pages (config/search-page-names.ts). */
  pages?: readonly RuntimePageName[];
}

declare const __PACT_SEARCH_CONCEPTS__: ConceptData | undefined;

/**
 * Without the define (a site built with the theme but not pluginSearch, such as the browser tests' variants site), the
 * searcher works without readers' words, as it works without a symbol directory.
 */
export const CONCEPT_DATA: ConceptData = typeof __PACT_SEARCH_CONCEPTS__ !== 'undefined' ? __PACT_SEARCH_CONCEPTS__ : { entries: [], general: [] };
