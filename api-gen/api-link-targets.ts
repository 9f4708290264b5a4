/**
 * The guide's `api:` links as api-gen defines them: the target syntax (`api:<package>/<Symbol>[#member]`),
 * its resolution against the symbol table api-gen writes (docs/api/_data/symbols.json), and where each link
 * stands in a page. The build's remark plugin (plugins/api-links/) and api-gen's "In the guide" lists
 * (backlinks.ts) both use it.
 */
import { nearestNames } from './pointed-error';
import type { Heading, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export const API_SCHEME = 'api:';

import type { SymbolTable } from './pages';

export type { SymbolTable };

export type Resolution = { ok: true; href: string } | { ok: false; reason: string };

/** Resolves one `api:pkg/Name[#member]` target to a route (without the site base). */
export function resolveApiLink(target: string, table: SymbolTable): Resolution {
  const ref = target.slice(API_SCHEME.length);
  const match = /^([a-z0-9-]+)\/([A-Za-z_$][\w$]*)(?:#([A-Za-z_$][\w$]*))?$/.exec(ref);
  if (!match) return { ok: false, reason: `"${target}" is not of the form api:<package>/<Symbol> or api:<package>/<Symbol>#<member>` };
  const [, pkg, name, member] = match;
  const key = member ? `${pkg}/${name}#${member}` : `${pkg}/${name}`;
  const href = table[key];
  if (href) return { ok: true, href };
  if (member && table[`${pkg}/${name}`]) return { ok: false, reason: `${pkg}/${name} has no member "${member}"` };
  if (!Object.keys(table).some((k) => k.startsWith(`${pkg}/`))) return { ok: false, reason: `the API reference has no symbols for package "${pkg}"` };
  return { ok: false, reason: `${pkg} does not export "${name}"` };
}

/**
 * The existing targets nearest an unresolved one, as `api:` targets: members of the same symbol for a member, names
 * of the same package for a name (else the same name in another package), packages for an unknown package.
 */
export function nearestApiTargets(target: string, table: SymbolTable): string[] {
  const match = /^([^/]*)\/([^#]*)(?:#(.*))?$/.exec(target.slice(API_SCHEME.length));
  if (!match) return [];
  const [, pkg, name, member] = match;
  const keys = Object.keys(table);
  const packages = [...new Set(keys.map((k) => k.slice(0, k.indexOf('/'))))];
  if (!packages.includes(pkg)) return nearestNames(pkg, packages).map((p) => `${API_SCHEME}${p}/${name}${member ? `#${member}` : ''}`);
  if (member !== undefined && table[`${pkg}/${name}`]) {
    const prefix = `${pkg}/${name}#`;
    return nearestNames(member, keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))).map((m) => `${API_SCHEME}${prefix}${m}`);
  }
  const names = keys.filter((k) => k.startsWith(`${pkg}/`) && !k.includes('#')).map((k) => k.slice(pkg.length + 1));
  const near = nearestNames(name, names).map((n) => `${API_SCHEME}${pkg}/${n}${member ? `#${member}` : ''}`);
  return near.length ? near : keys.filter((k) => !k.includes('#') && k.endsWith(`/${name}`)).map((k) => `${API_SCHEME}${k}`);
}

/** One `api:` link of a page, and the heading of the section it stands in (none before the first heading). */
export interface ApiLinkUse {
  target: string;
  heading?: Heading;
}

/**
 * Every `api:` link of a parsed page in reading order, each with the heading above it: what api-gen lists
 * as "In the guide" on the API page the link resolves to (api-gen/backlinks.ts).
 */
export function apiLinkUses(tree: Root): ApiLinkUse[] {
  const uses: ApiLinkUse[] = [];
  let heading: Heading | undefined;
  visit(tree, (node) => {
    if (node.type === 'heading') heading = node as Heading;
    else if (node.type === 'link' && (node as Link).url.startsWith(API_SCHEME)) uses.push({ target: (node as Link).url, heading });
  });
  return uses;
}

/** A heading's text as the page shows it (inline code and emphasis as plain text). */
export function headingText(heading: Heading): string {
  return toString(heading).trim();
}
