/**
 * What scripts/bench/search-core.ts runs, bundled by esbuild once per stemmer (so the
 * stemmer can be swapped under every file that imports ./stem) and imported in Node.
 */
export { buildIndex } from '../../../plugins/search/runtime/search-index';
export { search } from '../../../plugins/search/runtime/searcher';
export { stem } from '../../../plugins/search/runtime/stem';
export { buildMini, miniScorer } from './minisearch-core';
