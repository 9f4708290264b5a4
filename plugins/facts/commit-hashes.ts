/**
 * The guide names no toolkit commit by hand: it writes `%toolkit-commit%` and `toolkit:` source links, which the
 * build fills in from the pin (plugins/toolkit-ref/). A commit typed into a page goes stale when the pin moves,
 * so any commit-like hash in a page as written is a problem: the pin's own, and every other.
 *
 * A commit-like hash: 7 to 40 hex digits standing alone (not part of a longer hex run such as a 64-digit public
 * key), with at least one digit and one letter (so neither a number nor a word like "defaced"), and not a name that
 * happens to be hex (NOT_COMMITS: the curve "ed25519", as in `webcrypto-ed25519-polyfill`).
 *
 * A commit in the address of another repository (`github.com/kadena-community/pactup/blob/7a8071c/…`) is that
 * repository's, not the toolkit's, and is left alone.
 *
 * Pure: text in, problems out. remark-facts.ts runs it over a page's text, code and link targets as written,
 * error-entries.ts over the error reference's causes and fixes.
 */
import type { NameProblem } from './cli-names';

const HASH = /(?<![0-9A-Za-z])[0-9a-f]{7,40}(?![0-9A-Za-z])/g;

/** Names made only of hex digits that are not commits. */
const NOT_COMMITS = new Set(['ed25519']);

/** An address on GitHub outside the toolkit's repository. */
const OTHER_REPO_URL = /https:\/\/github\.com\/(?!kadena-community\/pact-toolbox[/#)\s]|kadena-community\/pact-toolbox$)[^\s)"'>]+/g;

/** The commit-like hashes in `text` outside other repositories' addresses, in order. */
export function commitLikeHashes(text: string): string[] {
  return [...text.replace(OTHER_REPO_URL, '').matchAll(HASH)].map((m) => m[0]).filter((h) => /[0-9]/.test(h) && /[a-f]/.test(h) && !NOT_COMMITS.has(h));
}

/** One problem per hand-typed commit in `text`. */
export function handTypedCommitProblems(text: string): NameProblem[] {
  return commitLikeHashes(text).map((hash) => ({
    name: hash,
    reason: 'a commit typed into the guide goes stale when the pin (.github/pact-toolbox-ref) moves',
    fix: 'write %toolkit-commit% for the commit the site documents, a toolkit:<path>#L<from>-L<to> link for its source, or %toolkit-main-commit% in a "Coming on main" note (plugins/toolkit-ref/)',
  }));
}
