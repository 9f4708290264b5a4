/** Loads the API symbol directory (a separate chunk, fetched with the index): the one that ranks `pages` (version-directory.ts). */
import { decodeDirectory, type SymbolDirectory } from './directory';
import type { IndexPage } from './search-index';
import { pickDirectory } from './version-directory';

const decoded = new Map<unknown, SymbolDirectory>();

export function loadDirectory(pages: readonly Pick<IndexPage, 'routePath'>[] = []): Promise<SymbolDirectory | undefined> {
  return import('./directory-data').then((m) => {
    const encoded = pickDirectory(pages, m.DIRECTORY, m.DIRECTORY_NPM);
    if (!encoded) return undefined;
    if (!decoded.has(encoded)) decoded.set(encoded, decodeDirectory(encoded));
    return decoded.get(encoded);
  });
}
