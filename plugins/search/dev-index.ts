/**
 * Search in `rspress dev` as a build has it. Rspress's dev server answers the search index from memory, whole:
 * untrimmed and, in a two-version site, not cut in two, so an npm page asked for `search_index.npm.<lang>.<hash>.json`
 * and got a 404, and a main page found npm-only symbols. This lookup answers both names from the pages Rspress hands
 * the `modifySearchIndexData` hook (the same objects the index is made of), trimmed and split the way a build's files
 * are after it (trim-index.ts, version-split.ts). A one-version site is left to Rspress's own answer.
 */
import type { DevFileLookup } from '../../lib/dev-files';
import { type RawPage, trimIndex } from './trim-index';
import { NPM_INDEX_VERSION } from './runtime/index-file';
import { splitByVersion } from './version-split';

/** What the lookup reads of a page Rspress indexes. */
export interface IndexedPage extends RawPage {
  lang?: string;
  frontmatter?: Record<string, unknown>;
}

/** The index file a request names: `search_index[.npm][.<lang>].<hash>.json`; null for any other path. */
export function indexFileOf(pathname: string): { npm: boolean; lang: string } | null {
  const name = /\/static\/(search_index(?:\.[\w-]+)*\.json)$/.exec(pathname)?.[1];
  if (!name) return null;
  const parts = name.split('.').slice(1, -2); // between `search_index` and `<hash>.json`
  const npm = parts[0] === NPM_INDEX_VERSION;
  const rest = npm ? parts.slice(1) : parts;
  if (rest.length > 1) return null;
  return { npm, lang: rest[0] ?? '' };
}

/** The pages Rspress leaves out of every index: the home page and pages that opt out. */
function indexed(page: IndexedPage): boolean {
  return page.frontmatter?.pageType !== 'home' && page.frontmatter?.search !== false;
}

/** Answers the split index files from the latest pages `pages()` gives (undefined before the first compile). */
export function devIndexLookup(pages: () => readonly IndexedPage[] | undefined, prepare: <T extends RawPage>(pages: readonly T[]) => T[] = (p) => [...p]): DevFileLookup {
  return (pathname) => {
    const file = indexFileOf(pathname);
    const all = file && pages();
    if (!file || !all) return null;
    const split = splitByVersion(all.filter((p) => indexed(p) && (p.lang ?? '') === file.lang));
    if (!split) return null;
    return { type: 'application/json', body: JSON.stringify(trimIndex(prepare(file.npm ? split.npm : split.main))) };
  };
}
