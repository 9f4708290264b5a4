/**
 * The panel's chosen scope (scope.ts), kept for the tab (sessionStorage) so it stays chosen across pages and
 * reloads until the tab closes. Read by PageSearcher.ts for every query, set by ScopeChips.tsx.
 */
import { ALL, readScope, type Scope } from './scope';

export const SCOPE_KEY = 'pt-search-scope';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the scope lasts while the page does
  }
}

let current: Scope | undefined;

export function getScope(): Scope {
  current ??= readScope(storage()?.getItem(SCOPE_KEY));
  return current;
}

export function setScope(scope: Scope): void {
  current = scope;
  try {
    storage()?.setItem(SCOPE_KEY, JSON.stringify(scope));
  } catch {
    // full or refused: kept in memory only
  }
}
