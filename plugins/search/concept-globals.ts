/**
 * For Node (vitest's setup file, the bench, scripts): sets the readers' words the searcher reads, as a site build's
 * define does (runtime/concept-data.ts). Import it before anything that imports the searcher.
 */
import { conceptData } from './concept-source';

(globalThis as { __PACT_SEARCH_CONCEPTS__?: ReturnType<typeof conceptData> }).__PACT_SEARCH_CONCEPTS__ = conceptData();
