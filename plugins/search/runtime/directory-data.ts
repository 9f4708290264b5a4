/**
 * The symbol directory, inlined at build time (rspress.config.ts defines
 * __PACT_SEARCH_DIRECTORY__ through Rsbuild's source.define). Only hooks.ts imports
 * this module, with import(), so the data is a separate chunk loaded on the first search.
 */
import type { EncodedDirectory } from './directory';

declare const __PACT_SEARCH_DIRECTORY__: EncodedDirectory | undefined;

export const DIRECTORY: EncodedDirectory | undefined = typeof __PACT_SEARCH_DIRECTORY__ === 'undefined' ? undefined : __PACT_SEARCH_DIRECTORY__;
