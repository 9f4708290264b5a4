/**
 * Narrowing search to part of the site (pure, browser-safe): all results, guide pages only, or API pages only,
 * and on API one kind of symbol. Chosen with the panel's filter chips (ScopeChips.tsx) or typed as a prefix of the
 * query ("class: wallet", "fn: submit", "guide: docker"); a typed prefix wins over the chips.
 */
export type Area = 'all' | 'guide' | 'api';
export type ApiKind = 'class' | 'interface' | 'function' | 'type' | 'variable';

export interface Scope {
  area: Area;
  /** On API only: one kind of symbol. */
  kind?: ApiKind;
}

export const ALL: Scope = { area: 'all' };
export const AREAS: readonly Area[] = ['all', 'guide', 'api'];
export const API_KINDS: readonly ApiKind[] = ['class', 'interface', 'function', 'type', 'variable'];

/** The folder of an API page of each kind (api-gen's layout: /api/<package>/<folder>/<Name>). */
const KIND_FOLDER: Record<ApiKind, string> = { class: 'classes', interface: 'interfaces', function: 'functions', type: 'type-aliases', variable: 'variables' };

/** Prefixes a reader may type, and the scope each asks for. */
const PREFIXES: Record<string, Scope> = {
  guide: { area: 'guide' },
  api: { area: 'api' },
  class: { area: 'api', kind: 'class' },
  interface: { area: 'api', kind: 'interface' },
  fn: { area: 'api', kind: 'function' },
  function: { area: 'api', kind: 'function' },
  type: { area: 'api', kind: 'type' },
  var: { area: 'api', kind: 'variable' },
  variable: { area: 'api', kind: 'variable' },
  const: { area: 'api', kind: 'variable' },
};

/** The query without its scope prefix, and the scope the prefix asks for (undefined when it has none). */
/** The API kind a word of a query names ("interface", "fn", "const"), as its scope prefix would. */
export function kindOfWord(word: string): ApiKind | undefined {
  return Object.hasOwn(PREFIXES, word.toLowerCase()) ? PREFIXES[word.toLowerCase()].kind : undefined;
}

export function parseScope(query: string): { scope?: Scope; query: string } {
  const m = /^\s*([a-z]+):\s*/i.exec(query);
  const scope = m ? PREFIXES[m[1].toLowerCase()] : undefined;
  return scope ? { scope, query: query.slice(m![0].length) } : { query };
}

/** The prefix that asks for a scope ("" for all results). */
export function scopePrefix(scope: Scope): string {
  if (scope.area === 'all') return '';
  if (scope.area === 'guide' || !scope.kind) return `${scope.area}: `;
  return `${Object.keys(PREFIXES).find((p) => PREFIXES[p].kind === scope.kind)}: `;
}

/** Is a result's link (a route, with any base path, version prefix or anchor) in the scope? */
export function inScope(link: string, scope: Scope): boolean {
  if (scope.area === 'all') return true;
  const path = link.split('#')[0];
  const api = /\/api\//.test(path);
  if (scope.area === 'guide') return !api;
  if (!api) return false;
  return !scope.kind || path.includes(`/${KIND_FOLDER[scope.kind]}/`);
}

/** A scope read back from storage, or all results when it is not one. */
export function readScope(raw: string | null | undefined): Scope {
  try {
    const value = JSON.parse(raw ?? '') as Scope;
    if (!AREAS.includes(value.area)) return ALL;
    if (value.area !== 'api' || value.kind === undefined) return { area: value.area };
    return API_KINDS.includes(value.kind) ? { area: 'api', kind: value.kind } : { area: 'api' };
  } catch {
    return ALL;
  }
}
