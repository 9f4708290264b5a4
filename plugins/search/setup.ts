/**
 * The search settings our plugin (plugin.ts) applies: the hooks module, and the
 * build-time constants the browser half reads — the symbol directory api-gen
 * wrote from the TypeDoc model (docs/api/_data/search-directory.json; empty before
 * the first `npm run api`) and the remote search settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, dataFile } from '../../api-gen/data-files';
import type { EncodedDirectory } from './runtime/directory';
import { type Env, options, readOptions } from '../../config/options';
import { conceptData } from './concept-source';

export interface SearchSetup {
  /** Rspress `search` option. */
  options: { searchHooks: string; codeBlocks: boolean };
  /** Rsbuild `source.define` entries. */
  define: Record<string, string>;
}

const EMPTY: EncodedDirectory = { pages: [], members: [] };

/** Reads the directory api-gen wrote; an empty one when the API has not been generated. */
export function readDirectory(apiDir: string): EncodedDirectory {
  const file = dataFile(path.join(apiDir, DATA_DIR), 'searchDirectory');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return EMPTY;
  }
  const data = JSON.parse(text) as EncodedDirectory;
  if (!Array.isArray(data?.pages) || !Array.isArray(data?.members)) {
    throw new Error(`${file} is not a symbol directory ({ pages, members }): run "npm run api" again to rewrite it.`);
  }
  return data;
}

/** `env`: another environment than this process's (the tests give one). */
/** `npmApiDir`: the npm version's reference of a two-version site (docs/npm/api), whose directory ranks its own index. */
export function searchSetup(apiDir: string, env?: Env, npmApiDir?: string): SearchSetup {
  const remote = (env ? readOptions(env) : options).remoteSearch();
  return {
    options: { searchHooks: path.join(__dirname, 'runtime/hooks.ts'), codeBlocks: true },
    define: {
      __PACT_SEARCH_DIRECTORY__: JSON.stringify(readDirectory(apiDir)),
      __PACT_SEARCH_DIRECTORY_NPM__: JSON.stringify(npmApiDir && existsSync(npmApiDir) ? readDirectory(npmApiDir) : null),
      __PACT_SEARCH_REMOTE__: JSON.stringify(remote ?? null),
      __PACT_SEARCH_CONCEPTS__: JSON.stringify(conceptData()),
    },
  };
}
