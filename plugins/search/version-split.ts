/**
 * Search per version in a two-version site: Rspress writes one index of every page; after the build each language's
 * index is cut in two, so a reader of main's pages (and the guide) never gets an npm-only symbol as the answer and a
 * reader of the npm pages searches the npm reference: `search_index.<lang>.<hash>.json` keeps the guide and main's
 * reference, `search_index.npm.<lang>.<hash>.json` (same hash: the name runtime/index-file.ts asks for) holds the
 * guide and the npm reference. A one-version site has no /npm/api/ pages and is left as it is.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NPM_API_ROUTE } from '../../api-gen/layout';
import { isApiRoute } from '../../api-gen/layout';
import { NPM_INDEX_VERSION } from './runtime/index-file';

interface Routed {
  routePath: string;
}

/** The pages of the default index and of the npm one; undefined when there is no npm page. */
export function splitByVersion<T extends Routed>(pages: readonly T[]): { main: T[]; npm: T[] } | undefined {
  const isNpm = (p: T) => p.routePath.startsWith(NPM_API_ROUTE);
  if (!pages.some(isNpm)) return undefined;
  return { main: pages.filter((p) => !isNpm(p)), npm: pages.filter((p) => isNpm(p) || !isApiRoute(p.routePath)) };
}

/** Splits every unversioned search_index.<lang>.<hash>.json under `staticDir`; returns the npm files written. */
export function splitIndexFiles(staticDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(staticDir).filter((f) => /^search_index\.[^.]+\.[^.]+\.json$/.test(f));
  } catch {
    return [];
  }
  const written: string[] = [];
  for (const file of files) {
    const full = path.join(staticDir, file);
    const split = splitByVersion(JSON.parse(readFileSync(full, 'utf8')) as Routed[]);
    if (!split) continue;
    const npmFile = file.replace(/^search_index\./, `search_index.${NPM_INDEX_VERSION}.`);
    writeFileSync(full, JSON.stringify(split.main));
    writeFileSync(path.join(staticDir, npmFile), JSON.stringify(split.npm));
    written.push(npmFile);
  }
  return written;
}
