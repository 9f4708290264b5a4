/**
 * The remote-search option: DOCS_SEARCH_API_URL and DOCS_SEARCH_INDEXES, read and
 * checked here (config/options.ts applies it; the search plugin's browser half
 * sends its queries to the service, plugins/search/runtime/remote.ts).
 */
import { ConfigError } from './env';

export interface RemoteSearchConfig {
  apiUrl: string;
  /** Index names sent as `searchIndexes`; the first is this site's own index. */
  searchIndexes: string[];
}

/** The index name of this site when DOCS_SEARCH_INDEXES is not set. */
export const DEFAULT_SEARCH_INDEX = 'default';

/**
 * Reads DOCS_SEARCH_API_URL (an http(s) URL, or a path on this site starting with "/")
 * and DOCS_SEARCH_INDEXES (comma list). Unset or empty URL: local search.
 */
export function resolveRemoteSearch(env: Record<string, string | undefined>): RemoteSearchConfig | undefined {
  const apiUrl = env.DOCS_SEARCH_API_URL?.trim();
  if (!apiUrl) return undefined;
  if (!/^https?:\/\/[^/]/i.test(apiUrl) && !apiUrl.startsWith('/')) {
    throw new ConfigError(`DOCS_SEARCH_API_URL=${apiUrl} is not a URL: give an http(s) URL such as https://search.example.com/api/search, or a path starting with "/".`);
  }
  const searchIndexes = (env.DOCS_SEARCH_INDEXES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { apiUrl, searchIndexes: searchIndexes.length ? searchIndexes : [DEFAULT_SEARCH_INDEX] };
}
