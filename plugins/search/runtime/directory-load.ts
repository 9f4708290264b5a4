/** Loads the API symbol directory (a separate chunk, fetched with the index): the one that ranks `pages` (version-directory.ts). */
import { decodeDirectory, type SymbolDirectory } from './directory';
import { type OtherVersion, otherVersionOf } from './other-version';
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

/** The other version of a two-version site (other-version.ts), for the search without a worker; undefined otherwise. */
export function loadOtherVersion(pages: readonly Pick<IndexPage, 'routePath'>[] = []): Promise<OtherVersion | undefined> {
  return Promise.all([import('./directory-data'), import('../../../config/npm-install.json')]).then(([m, npm]) => otherVersionOf(pages, m.DIRECTORY, m.DIRECTORY_NPM, npm.default.packages));
}
