/**
 * The logic of our Rspress search hooks, with its dependencies passed in
 * (hooks.ts wires the browser ones; the tests pass fakes).
 */
import type { SymbolDirectory } from './directory';
import { rankSuggestions } from './rank';
import { parseRemoteGroups, remoteSearchUrl, hitsToSuggestions, type RemoteSearchConfig } from './remote';
import { RESULT_LIMIT } from '../../../config/reader-constants';
import type { Suggestion, SuggestionGroup } from './types';

export const REMOTE_FAILURE_MESSAGE = 'Failed to fetch search results from the search service, please try again later.';
export const DEFAULT_RENDER = 'default';

export interface SearchHookDeps {
  /** Remote search settings; undefined: the local index only. */
  remote?: RemoteSearchConfig;
  /** The symbol directory (loaded lazily; undefined when unavailable). */
  directory: () => Promise<SymbolDirectory | undefined>;
  /** GET a URL and parse its JSON body; rejects on a network error or a non-2xx status. */
  getJson: (url: string) => Promise<unknown>;
  /** The page language, sent as `lang`. */
  lang: () => string;
  logError: (...args: unknown[]) => void;
}

/**
 * `onSearch(query, defaultResult)`: Rspress passes the default (local) result groups,
 * already ranked by our searcher; in remote mode we replace them with the search
 * service's answer. Returns nothing, so no extra tabs are added.
 */
export function createOnSearch(deps: SearchHookDeps) {
  return async function onSearch(query: string, result: SuggestionGroup[]): Promise<void> {
    const primary = result.find((g) => g.renderType === DEFAULT_RENDER);
    if (!primary || !query.trim()) return;
    // Local results come ranked from our PageSearcher (searcher.ts).
    if (!deps.remote) return;
    const directory = await deps.directory().catch(() => undefined);
    let groups: SuggestionGroup[];
    try {
      const answer = parseRemoteGroups(await deps.getJson(remoteSearchUrl(deps.remote, query, RESULT_LIMIT, deps.lang())));
      const own = deps.remote.searchIndexes[0];
      const ordered = [...answer.filter((g) => g.index === own), ...answer.filter((g) => g.index !== own)];
      groups = ordered.map((g) => ({
        group: g.index === own ? primary.group : g.index,
        renderType: DEFAULT_RENDER,
        result: rankSuggestions(query, hitsToSuggestions(query, g.hits), directory, { addMissing: false }),
      }));
      // Nothing anywhere: one empty group, so the panel says "No results" instead of showing empty tabs.
      if (groups.every((g) => !(g.result as Suggestion[]).length)) groups = [{ ...primary, result: [] }];
    } catch (error) {
      deps.logError(REMOTE_FAILURE_MESSAGE, error);
      groups = [{ ...primary, result: [] }];
    }
    result.splice(0, result.length, ...groups);
  };
}
