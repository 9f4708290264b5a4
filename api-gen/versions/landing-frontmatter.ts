/**
 * Where the version menu's link goes before its page lists load (and without JavaScript at all): the versions pass
 * computes each page's landing in the other version with the menu's own rule (api-gen/versions/counterpart.ts)
 * and writes it into the page's frontmatter, so the link served in the HTML points at a page that exists, with the
 * line that says why when it is not the same page. Pure string edit, idempotent.
 */
import type { Landing } from './counterpart';

/** The frontmatter fields the menu reads (VersionMenu.tsx). */
export const LANDING_FIELDS = { route: 'versionLanding', reason: 'versionLandingReason' } as const;

const FIELD_LINE = new RegExp(`^(?:${LANDING_FIELDS.route}|${LANDING_FIELDS.reason}): .*\\n`, 'gm');

/** A page with its landing in the other version in its frontmatter (replacing any earlier one); a page without frontmatter is left alone. */
export function withLanding(contents: string, landing: Landing): string {
  const match = /^---\n([\s\S]*?\n)---\n/.exec(contents);
  if (!match) return contents;
  const fields = match[1].replace(FIELD_LINE, '');
  const lines = `${LANDING_FIELDS.route}: ${JSON.stringify(landing.route)}\n${landing.reason ? `${LANDING_FIELDS.reason}: ${JSON.stringify(landing.reason)}\n` : ''}`;
  return `---\n${fields}${lines}---\n${contents.slice(match[0].length)}`;
}
