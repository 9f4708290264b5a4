/**
 * Names found only in the other version of a two-version site (pure): an API name typed on a main page that only
 * the npm release has, or one typed on an npm page that only main has, is offered after the page's own results,
 * labelled with where it is ("in npm 0.2.0", "on main") and linking to its page there. The per-version indexes stay
 * as they are; the other version's symbol directory (version-directory.ts) is all this reads.
 */
import { decodeDirectory, type EncodedDirectory, findSymbols, type SymbolDirectory, type SymbolMatch } from './directory';
import type { IndexPage } from './search-index';
import { pickOtherDirectory } from './version-directory';
import { normalizeText } from './text';
import type { Suggestion } from './types';

export type VersionName = 'main' | 'npm';

/** The other version of a two-version site: its symbol directory, its name and the npm packages' versions. */
export interface OtherVersion {
  directory: SymbolDirectory;
  name: VersionName;
  npmVersions: Readonly<Record<string, string>>;
}

/** At most this many names from the other version. */
export const OTHER_VERSION_LIMIT = 3;

/** The label of a name found in the other version: "on main", or "in npm <version of its package>". */
export function otherVersionLabel(other: VersionName, link: string, npmVersions: Readonly<Record<string, string>>): string {
  if (other === 'main') return 'on main';
  const pkg = /\/api\/([^/#]+)/.exec(link)?.[1];
  const version = pkg ? npmVersions[pkg] : undefined;
  return version ? `in npm ${version}` : 'in npm';
}

/** A symbol's name as a reader writes it: "MessageSigner", or "WalletService.connect" for a member. */
const nameOf = (m: SymbolMatch) => (m.kind === 'page' ? m.page.name : `${m.member.owner.name}.${m.member.name}`);

/**
 * The other version's pages and members named exactly by the query that this version lacks (the same name, or owner
 * and member, in the same case): the type `Address` only the npm release has is offered on main although main's
 * classes have `address` members. Each is titled "<name> · <label>", so the panel shows it as a group of its own,
 * apart from this version's results.
 */
export function otherVersionSuggestions(query: string, here: SymbolDirectory | undefined, other: SymbolDirectory | undefined, otherName: VersionName, npmVersions: Readonly<Record<string, string>>): Suggestion[] {
  if (!other) return [];
  const mine = new Set(here ? findSymbols(here, query).map(nameOf) : []);
  const q = normalizeText(query.trim());
  return findSymbols(other, query)
    .filter((m) => !mine.has(nameOf(m)))
    .slice(0, OTHER_VERSION_LIMIT)
    .map((m) => {
      const name = nameOf(m);
      const title = `${name} · ${otherVersionLabel(otherName, m.link, npmVersions)}`;
      return { type: 'title' as const, title, header: title, link: m.link, query: q, highlightInfoList: [] };
    });
}

/** Package → published version, from the install check's list ("@pact-toolbox/crypto@0.2.0"). */
export function npmVersionsOf(packages: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(packages)) {
    const m = /^@pact-toolbox\/([^@]+)@(.+)$/.exec(key);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/**
 * The other version of the site these pages belong to, for names only it has: its directory decoded, its name, and
 * the npm packages' versions (from the install check's list); undefined on a one-version site. The search worker and
 * the main-thread search without a worker both read it here.
 */
export function otherVersionOf(pages: readonly Pick<IndexPage, 'routePath'>[], main: EncodedDirectory | undefined, npm: EncodedDirectory | undefined, packages: Readonly<Record<string, unknown>>): OtherVersion | undefined {
  const other = pickOtherDirectory(pages, main, npm);
  return other && { directory: decodeDirectory(other.directory), name: other.name, npmVersions: npmVersionsOf(packages) };
}
