/**
 * Rspress's page searcher, replaced (config/theme-modules.ts points Rspress's
 * relative import here at build time). Rspress keeps its API — init(),
 * fetchSearchIndex(), match(keyword, limit) — and we supply the search:
 * - the index is downloaded once (fetch-once.ts) and our own index is built over
 *   it, with the API symbol directory (searcher.ts ranks);
 * - match() waits for the index, so a query typed while it loads is answered,
 *   ranked, when it arrives;
 * - a failed fetch logs Rspress's message and leaves an empty index: every query
 *   then gets the no-results texts (not an error state), and the symbol
 *   directory adds nothing.
 */
import { getSearchIndexURL } from './index-url';
import { loadDirectory } from './directory-load';
import { afterPrefetch } from './fetch-once';
import type { IndexPage, SearchIndex } from './search-index';
import type { SymbolDirectory } from './directory';
import type { SuggestionGroup } from './types';

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

/** One download per index URL for the whole page (the panel can create several searchers). */
const downloads = new Map<string, Promise<IndexPage[]>>();

function download(url: string): Promise<IndexPage[]> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = afterPrefetch(window, url)
      // The URL carries a content hash, so any cached copy (the prefetch's) is the right one,
      // even when the server asks to revalidate (no-cache) and gives nothing to revalidate with.
      .then(() => fetch(url, { cache: 'force-cache' }))
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<IndexPage[]>;
      })
      .catch((error: unknown) => {
        // Rspress's words, logged once; the page keeps this failure (a reload retries).
        console.error(INDEX_FAILED);
        console.error(error);
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

  #load(): Promise<Loaded | undefined> {
    this.#loaded ??= (async () => {
      let pages: IndexPage[];
      try {
        pages = await this.fetchSearchIndex();
      } catch {
        // Logged by download(); an empty answer for every query.
        return undefined;
      }
      // The searcher's code comes with the first search, not with the page (engine.ts).
      const [directory, { buildIndex, search }] = await Promise.all([loadDirectory().catch(() => undefined), import('./engine')]);
      return { index: buildIndex(Array.isArray(pages) ? pages : []), directory, search };
    })();
    return this.#loaded;
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
