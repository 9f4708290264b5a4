/** The readers' words as the searcher reads them (runtime/concept-data.ts): the reviewed data, without its `from` notes. */
import { GUIDE_CONCEPTS } from '../../config/search-guide-concepts';
import { CONCEPTS, GENERAL_WORDS } from '../../config/search-vocabulary';
import { PAGE_NAMES } from '../../config/search-page-names';
import type { ConceptData, RuntimeConcept } from './runtime/concept-data';

export function conceptData(): ConceptData {
  const entries: RuntimeConcept[] = [...CONCEPTS, ...GUIDE_CONCEPTS].map((entry) => {
    const explainedAt = 'explainedAt' in entry ? (entry.explainedAt as readonly string[] | undefined) : undefined;
    return { reader: entry.reader, terms: entry.terms, ...(explainedAt ? { explainedAt } : {}) };
  });
  return { entries, general: [...GENERAL_WORDS], pages: PAGE_NAMES.map(({ reader, route }) => ({ reader, route })) };
}
