/**
 * The search settings rspress.config.ts uses: the hooks module, and the build-time
 * constants it reads (the symbol directory, the remote search settings).
 */
import path from 'node:path';
import { encodeDirectory } from './runtime/directory';
import { loadDirectory } from './directory-build';
import { resolveRemoteSearch } from './runtime/remote';

export interface SearchSetup {
  /** Rspress `search` option. */
  options: { searchHooks: string; codeBlocks: boolean };
  /** Rsbuild `source.define` entries. */
  define: Record<string, string>;
}

export function searchSetup(apiDir: string, symbolTable: Record<string, string>, env: Record<string, string | undefined> = process.env): SearchSetup {
  return {
    options: { searchHooks: path.join(__dirname, 'runtime/hooks.ts'), codeBlocks: true },
    define: {
      __PACT_SEARCH_DIRECTORY__: JSON.stringify(encodeDirectory(loadDirectory(apiDir, symbolTable))),
      __PACT_SEARCH_REMOTE__: JSON.stringify(resolveRemoteSearch(env) ?? null),
    },
  };
}
