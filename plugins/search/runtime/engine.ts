/** The searcher itself (index building and ranking), loaded by PageSearcher.ts in its own chunk when search first runs. */
export { buildIndex } from './search-index';
export { search } from './searcher';
