/**
 * Reader intents read from the wording of a query (configuration as data).
 * A definition question ("what is a keyset", "meaning of guard") favours the
 * pages that define terms.
 */
export const DEFINITION_QUESTION = /^\s*(what\s+is|what\s+are|what's|whats|define|definition\s+of|meaning\s+of)\b/i;

/** Routes of the pages that define terms, and the factor they get for a definition question. */
export const DEFINITION_PAGES: readonly string[] = ['/glossary'];
export const DEFINITION_BOOST = 2;
