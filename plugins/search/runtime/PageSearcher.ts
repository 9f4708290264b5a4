/**
 * Rspress's page searcher, replaced (plugins/theme-modules/index.ts points Rspress's
 * relative import here at build time). Rspress keeps its API — init(),
 * fetchSearchIndex(), match(keyword, limit) — and we supply the search:
 * - the index is downloaded once (fetch-once.ts) and our own index is built over
 *   it, with the API symbol directory (searcher.ts ranks);
 * - match() waits for the index, so a query typed while it loads is answered,
 *   ranked, when it arrives;
 * - a failed fetch logs Rspress's message and answers the query with no results,
 *   marked as a failure (index-status.ts), so the panel says the index could not
 *   load (NoSearchResult.tsx) instead of showing Rspress's error state, which
 *   stays until a reload; the next query downloads again.
 */
import { getSearchIndexURL } from './index-url';
import { loadDirectory } from './directory-load';
import { afterPrefetch } from './fetch-once';
import type { IndexPage, SearchIndex } from './search-index';
import type { SymbolDirectory } from './directory';
import type { SuggestionGroup } from './types';
import { setIndexFailed } from './index-status';

export const INDEX_FAILED = 'Failed to fetch search index, please reload the page and try again.';

interface SearcherOptions {
  indexName?: string;
  currentLang?: string;
  currentVersion?: string;
  versioned?: boolean;
}

interface Loaded {
  index: SearchIndex;
  directory?: SymbolDirectory;
  search: typeof import('./engine').search;
}

/** One download per index URL for the whole page (the panel can create several searchers); a failed one is forgotten. */
const downloads = new Map<string, Promise<IndexPage[]>>();
/** URLs whose download failed once: a retry fetches at once, as the prefetch has failed too. */
const failedOnce = new Set<string>();

function download(url: string): Promise<IndexPage[]> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = (failedOnce.has(url) ? Promise.resolve() : afterPrefetch(window, url))
      // The URL carries a content hash, so any cached copy (the prefetch's) is the right one,
      // even when the server asks to revalidate (no-cache) and gives nothing to revalidate with.
      .then(() => fetch(url, { cache: 'force-cache' }))
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<IndexPage[]>;
      })
      .catch((error: unknown) => {
        // Rspress's words, logged for each failed attempt; the next search tries again.
        console.error(INDEX_FAILED);
        console.error(error);
        downloads.delete(url);
        failedOnce.add(url);
        throw error;
      });
    downloads.set(url, pending);
  }
  return pending;
}

export class PageSearcher {
  readonly #options: SearcherOptions;
  #loaded?: Promise<Loaded | undefined>;

  constructor(options: SearcherOptions) {
    this.#options = options;
  }

  #url(): string | undefined {
    const { currentLang, currentVersion, versioned = true } = this.#options;
    return getSearchIndexURL(currentLang ?? '', versioned ? (currentVersion ?? '') : '');
  }

  async fetchSearchIndex(): Promise<IndexPage[]> {
    const url = this.#url();
    return url ? download(url) : [];
  }

  /** The index, built once; undefined while its download fails (each call after a failure tries again). */
  #load(): Promise<Loaded | undefined> {
    this.#loaded ??= this.#build().then((loaded) => {
      if (!loaded) this.#loaded = undefined;
      return loaded;
    });
    return this.#loaded;
  }

  async #build(): Promise<Loaded | undefined> {
    let pages: IndexPage[];
    try {
      pages = await this.fetchSearchIndex();
    } catch {
      // Logged by download(); this query gets no results, marked as a failure.
      setIndexFailed(true);
      return undefined;
    }
    setIndexFailed(false);
    // The searcher's code comes with the first search, not with the page (engine.ts).
    const [directory, { buildIndex, search }] = await Promise.all([loadDirectory().catch(() => undefined), import('./engine')]);
    return { index: buildIndex(Array.isArray(pages) ? pages : []), directory, search };
  }

  async init(): Promise<void> {
    await this.#load();
  }

  async match(keyword: string, limit = 7): Promise<SuggestionGroup[]> {
    const loaded = await this.#load();
    const result = loaded ? loaded.search(loaded.index, loaded.directory, keyword, limit) : [];
    return [{ group: this.#options.indexName ?? 'default', renderType: 'default', result }];
  }
}
