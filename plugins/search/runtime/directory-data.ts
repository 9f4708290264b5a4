/**
 * The symbol directory, inlined at build time (rspress.config.ts defines
 * __PACT_SEARCH_DIRECTORY__ through Rsbuild's source.define). Only hooks.ts imports
 * this module, with import(), so the data is a separate chunk loaded on the first search.
 */
import type { EncodedDirectory } from './directory';

declare const __PACT_SEARCH_DIRECTORY__: EncodedDirectory | undefined;
declare const __PACT_SEARCH_DIRECTORY_NPM__: EncodedDirectory | null | undefined;

export const DIRECTORY: EncodedDirectory | undefined = typeof __PACT_SEARCH_DIRECTORY__ === 'undefined' ? undefined : __PACT_SEARCH_DIRECTORY__;

/** The npm version's directory in a two-version site (its routes under /npm/api/); undefined in a one-version site. */
export const DIRECTORY_NPM: EncodedDirectory | undefined =
  typeof __PACT_SEARCH_DIRECTORY_NPM__ === 'undefined' || __PACT_SEARCH_DIRECTORY_NPM__ === null ? undefined : __PACT_SEARCH_DIRECTORY_NPM__;
