/**
 * Rspress's page searcher, replaced (plugins/theme-modules/index.ts points Rspress's
 * relative import here at build time). Rspress keeps its API — init(),
 * fetchSearchIndex(), match(keyword, limit) — and we supply the search:
 * - the index is downloaded once, decoded and built off the main thread
 *   (index-load.ts), with the API symbol directory (searcher.ts ranks);
 * - match() waits for the index, so a query typed while it loads is answered,
 *   ranked, when it arrives; while it waits, the panel shows its loading sign
 *   (index-status.ts, loading-sign.ts). The same query asked again while its
 *   answer is on its way (Rspress asks twice for a query typed while the index
 *   loads) gets the same answer (share-pending.ts);
 * - a failed fetch logs Rspress's message and answers the query with no results,
 *   marked as a failure (index-status.ts), so the panel says the index could not
 *   load (NoSearchResult.tsx) instead of showing Rspress's error state, which
 *   stays until a reload; the next query downloads again.
 */
import { getSearchIndexURL } from './index-url';
import { type LoadedIndex, loadIndex } from './index-load';
import type { IndexPage } from './search-index';
import type { Suggestion, SuggestionGroup } from './types';
import { queryWaits, setIndexFailed, setSearchedIndex } from './index-status';
import { sharePending } from './share-pending';
import { parseScope, scopePrefix } from './scope';
import { getScope } from './scope-store';

export { INDEX_FAILED } from './index-fetch';

interface SearcherOptions {
  indexName?: string;
  currentLang?: string;
  currentVersion?: string;
  versioned?: boolean;
}

export class PageSearcher {
  readonly #options: SearcherOptions;
  #loaded?: Promise<LoadedIndex | undefined>;
  /** The address #loaded is for: a reader who moves between versions searches the index of the one they are on. */
  #loadedUrl?: string;
  /** The index has loaded: a query no longer waits for it. */
  #ready = false;
  /** Answers by query and limit, one while it is on its way. */
  readonly #answer = sharePending(
    (keyword: string, limit: number) => `${limit}\n${keyword}`,
    (keyword: string, limit: number) => this.#search(keyword, limit),
  );

  constructor(options: SearcherOptions) {
    this.#options = options;
    setSearchedIndex(this.#url());
  }

  #url(): string | undefined {
    const { currentLang, currentVersion, versioned = true } = this.#options;
    return getSearchIndexURL(currentLang ?? '', versioned ? (currentVersion ?? '') : '');
  }

  /**
   * Rspress calls this when its panel mounts, to warm the index up: the load starts (or is
   * joined). The pages themselves stay in the worker, so the list Rspress's type promises is empty.
   */
  async fetchSearchIndex(): Promise<IndexPage[]> {
    await this.#load();
    return [];
  }

  /** The index, loaded once; undefined while its download fails (each call after a failure tries again). */
  #load(): Promise<LoadedIndex | undefined> {
    const url = this.#url();
    if (url !== this.#loadedUrl) {
      this.#loaded = undefined;
      this.#loadedUrl = url;
      this.#ready = false;
    }
    this.#loaded ??= this.#build().then((loaded) => {
      if (!loaded) this.#loaded = undefined;
      return loaded;
    });
    return this.#loaded;
  }

  async #build(): Promise<LoadedIndex | undefined> {
    const url = this.#url();
    if (!url) return { match: async () => [] };
    try {
      const loaded = await loadIndex(url);
      this.#ready = true;
      setIndexFailed(false);
      return loaded;
    } catch {
      // Logged by index-fetch.ts; this query gets no results, marked as a failure.
      setIndexFailed(true);
      return undefined;
    }
  }

  async init(): Promise<void> {
    await this.#load();
  }

  async match(keyword: string, limit = 7): Promise<SuggestionGroup[]> {
    // The scope chosen in the panel's chips (ScopeChips.tsx), unless the query types its own prefix.
    const scoped = parseScope(keyword).scope ? keyword : `${scopePrefix(getScope())}${keyword}`;
    const result = await this.#answer(scoped, limit);
    // A list of its own for each caller (Rspress's search hooks may change it); the results are shared.
    return [{ group: this.#options.indexName ?? 'default', renderType: 'default', result }];
  }

  async #search(keyword: string, limit: number): Promise<Suggestion[]> {
    const waited = this.#ready ? undefined : queryWaits();
    try {
      const loaded = await this.#load();
      return loaded ? await loaded.match(keyword, limit) : [];
    } finally {
      waited?.();
    }
  }
}
