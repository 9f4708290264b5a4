/**
 * The API symbol directory the ranking consults: every API page (class, function,
 * interface, type alias, variable, namespace) and every documented member, with the
 * route, anchor, page title and section a result needs. Built at build time
 * by api-gen, which owns the format (api-gen/symbol-directory.ts), shipped as a lazily
 * loaded chunk, decoded and queried here (browser-safe).
 */

import { decodeDirectory, encodeDirectory, type EncodedDirectory, type SymbolDirectory, type SymbolKind, type SymbolMember, type SymbolPage } from '../../../api-gen/symbol-directory';

export { decodeDirectory, encodeDirectory, type EncodedDirectory, type SymbolDirectory, type SymbolKind, type SymbolMember, type SymbolPage };

/** A query read as an API name: "forChain", "forChain()", "ChainwebClient.forChain", "ChainwebClient#forChain". */
export interface SymbolQuery {
  owner?: string;
  name: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function parseSymbolQuery(query: string): SymbolQuery | undefined {
  const text = query.trim().replace(/\(\)$/, '');
  if (IDENTIFIER.test(text)) return { name: text };
  const qualified = /^([A-Za-z_$][\w$]*)[.#]([A-Za-z_$][\w$]*)$/.exec(text);
  return qualified ? { owner: qualified[1], name: qualified[2] } : undefined;
}

export type SymbolMatch =
  | { kind: 'page'; page: SymbolPage; link: string; exactCase: boolean }
  | { kind: 'member'; member: SymbolMember; link: string; exactCase: boolean };

/** A member as a match: its link is its owner's page and its anchor. */
export function memberMatch(member: SymbolMember, exactCase: boolean): Extract<SymbolMatch, { kind: 'member' }> {
  return { kind: 'member', member, link: `${member.owner.route}#${member.anchor}`, exactCase };
}

/** Which kind of page wins a tie between equal names (a class before a same-named type alias, …). */
const KIND_ORDER: SymbolKind[] = ['class', 'interface', 'function', 'type-alias', 'variable', 'enum', 'namespace', 'symbol'];
/** Which member section wins a tie between members of the same name. */
const SECTION_ORDER = ['Constructors', 'Methods', 'Accessors', 'Properties'];

function rankOf<T>(order: T[], value: T): number {
  const i = order.indexOf(value);
  return i < 0 ? order.length : i;
}

/**
 * 1 when a name opens with a letter of the case the reader typed first: "pactdecimal" is the function pactDecimal
 * before the interface PactDecimal, "PactDecimal" the other way round.
 */
export function firstCase(typed: string, name: string): number {
  const upper = (c: string | undefined) => c !== undefined && c !== c.toLowerCase();
  return Number(upper(typed[0]) === upper(name[0]));
}

/**
 * Every page and member whose name equals the query, best first:
 * top-level symbols before members (unless the query names an owner), a name written
 * with the query's exact case before one that only matches case-insensitively, then one whose first letter has
 * the case typed (firstCase), then by kind or section, then by route so the order is stable.
 */
export function findSymbols(dir: SymbolDirectory, query: string): SymbolMatch[] {
  const q = parseSymbolQuery(query);
  if (!q) return [];
  const name = q.name.toLowerCase();
  const owner = q.owner?.toLowerCase();
  const pages = owner
    ? []
    : dir.pages
        .filter((p) => p.name.toLowerCase() === name)
        .map((page) => ({ kind: 'page' as const, page, link: page.route, exactCase: page.name === q.name }))
        .sort((a, b) => Number(b.exactCase) - Number(a.exactCase) || firstCase(q.name, b.page.name) - firstCase(q.name, a.page.name) || rankOf(KIND_ORDER, a.page.kind) - rankOf(KIND_ORDER, b.page.kind) || a.link.localeCompare(b.link));
  const members = dir.members
    .filter((m) => m.name.toLowerCase() === name && (!owner || m.owner.name.toLowerCase() === owner))
    .map((member) => memberMatch(member, member.name === q.name && (!q.owner || member.owner.name === q.owner)))
    .sort((a, b) => Number(b.exactCase) - Number(a.exactCase) || rankOf(SECTION_ORDER, a.member.section) - rankOf(SECTION_ORDER, b.member.section) || a.link.localeCompare(b.link));
  return [...pages, ...members];
}
