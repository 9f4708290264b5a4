/**
 * How the guide names the toolkit commit it documents without writing it: a placeholder for the commit itself, and
 * a link scheme for the toolkit's source at that commit. Both are filled in from the pin (config/toolkit-pin.ts)
 * when a page is built, so moving the pin moves every command, sentence and source link.
 *
 *   `git checkout %toolkit-commit%`                      → `git checkout 98c9a65`
 *   [`logger.ts` L43-44](toolkit:packages/node-utils/src/logger.ts#L43-L44)
 *       → https://github.com/kadena-community/pact-toolbox/blob/<pin>/packages/node-utils/src/logger.ts#L43-L44
 *   %toolkit-main-commit%                                → the newer main commit the "Coming on main" notes describe
 *
 * Pure: text in, text out; bad input throws naming the text, the cause and the fix.
 */
import { REPO_URL } from '../../api-gen/packages';
import { shortCommit } from '../../api-gen/source-ref';

export const TOOLKIT_LINK_SCHEME = 'toolkit:';

/** The commits a build fills in: the pin, and the main commit after it that "Coming on main" notes describe. */
export interface ToolkitCommits {
  pin: string;
  mainAhead: string;
}

/** Placeholder → which commit it stands for. */
export const PLACEHOLDERS = { '%toolkit-commit%': 'pin', '%toolkit-main-commit%': 'mainAhead' } as const satisfies Record<string, keyof ToolkitCommits>;

/** Anything written like a placeholder of ours: `%toolkit-…%`. */
const PLACEHOLDER_LIKE = /%toolkit-[a-z-]*%/g;

export class ToolkitRefError extends Error {}

/** `text` with every placeholder replaced by its commit's short form; an unknown `%toolkit-…%` throws. */
export function fillCommits(text: string, commits: ToolkitCommits): string {
  if (!text.includes('%toolkit-')) return text;
  return text.replace(PLACEHOLDER_LIKE, (found) => {
    const which = (PLACEHOLDERS as Record<string, keyof ToolkitCommits>)[found];
    if (!which) throw new ToolkitRefError(`"${found}" is not a toolkit placeholder: write one of ${Object.keys(PLACEHOLDERS).join(', ')}`);
    return shortCommit(commits[which]);
  });
}

/** A path inside the toolkit repository, then an optional line anchor (`#L10` or `#L10-L12`). */
const SOURCE_TARGET = /^([\w@.-]+(?:\/[\w@.-]+)*)(#L(\d+)(?:-L(\d+))?)?$/;

export interface SourceTarget {
  path: string;
  lines?: { from: number; to: number };
}

/** Reads `toolkit:packages/x/src/y.ts#L10-L12`; throws naming the link when it is not one. */
export function parseToolkitLink(url: string): SourceTarget {
  const fix = `write ${TOOLKIT_LINK_SCHEME}<path in the toolkit repository>, optionally #L<line> or #L<from>-L<to> (e.g. ${TOOLKIT_LINK_SCHEME}packages/network/src/network.ts#L10-L12)`;
  if (!url.startsWith(TOOLKIT_LINK_SCHEME)) throw new ToolkitRefError(`"${url}" is not a toolkit source link: ${fix}`);
  const m = SOURCE_TARGET.exec(url.slice(TOOLKIT_LINK_SCHEME.length));
  if (!m || m[1].split('/').some((part) => part === '..' || part === '.')) throw new ToolkitRefError(`"${url}" names no file of the toolkit: ${fix}`);
  if (!m[3]) return { path: m[1] };
  const from = Number(m[3]);
  const to = m[4] ? Number(m[4]) : from;
  if (from < 1 || to < from) throw new ToolkitRefError(`"${url}": the lines run backwards or from 0: ${fix}`);
  return { path: m[1], lines: { from, to } };
}

/**
 * The GitHub address of a toolkit source link at the pin. The commit is written short, as the pages name it (GitHub
 * resolves it): the guide's transaction page has seven such links, and the full hash put its first load over budget.
 */
export function toolkitSourceUrl(url: string, pin: string): string {
  const { path, lines } = parseToolkitLink(url);
  const anchor = !lines ? '' : lines.from === lines.to ? `#L${lines.from}` : `#L${lines.from}-L${lines.to}`;
  return `${REPO_URL}/blob/${shortCommit(pin)}/${path}${anchor}`;
}
