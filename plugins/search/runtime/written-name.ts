/**
 * A code name the guide writes but the API reference does not have (pure): @kadena/client's `createClient`,
 * `pollStatus` or `Pact.builder`, typed by a reader moving to the toolkit. No API page has that name, so without this
 * the nearest API name ("createClientHelpers") or a long page sharing a part of it came first; the guide section that
 * first writes the name (the migration table, for these) answers what it became.
 */
import type { SearchIndex } from './search-index';

/** A name as code writes it, with a capital inside or a dot: "createClient", "Pact.builder" (not a plain word). */
export function isCodeName(typed: string): boolean {
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(typed) && (/[a-z][A-Z]/.test(typed) || typed.includes('.'));
}

/** The first guide section, in index order, whose text writes `name` whole (a call on an object, "client.pollStatus(", counts). */
export function firstGuideWriting(index: SearchIndex, name: string): number | undefined {
  const written = new RegExp(`(?<![\\w$])${name.replace(/[.$]/g, '\\$&')}(?![\\w$])`);
  const at = index.sections.findIndex((s) => index.docs[s.doc].kind === 'guide' && written.test(s.text));
  return at < 0 ? undefined : at;
}
