/** Loads the API symbol directory (a separate chunk, fetched with the index). */
import { decodeDirectory, type SymbolDirectory } from './directory';

let directory: Promise<SymbolDirectory | undefined> | undefined;

export function loadDirectory(): Promise<SymbolDirectory | undefined> {
  directory ??= import('./directory-data').then((m) => (m.DIRECTORY ? decodeDirectory(m.DIRECTORY) : undefined));
  return directory;
}
