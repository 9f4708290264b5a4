/**
 * The /known-issues page, written from the guide's "Known issue" boxes and the API reference's known issues: one
 * entry each, grouped by page, linking to the section that holds the box with its source lines and what works instead.
 */
import type { KnownIssue } from './collect';
import { KNOWN_ISSUES_PAGE } from '../../config/generated-pages';

/** A known issue of an API page (api-gen/known-issue-entries.ts), as the list shows it. */
export interface ApiIssue {
  name: string;
  /** The API page's route, with its "Known issues" anchor. */
  link: string;
  summary: string;
}


/** Brackets would end a link's text early. */
const linkText = (text: string) => text.replace(/[[\]]/g, '\\$&');

/** The page's Markdown: guide boxes grouped under their page's title (pages in `order`, by route; others after, as given), then the API reference's. */
export function knownIssuesPage(guide: readonly KnownIssue[], api: readonly ApiIssue[], order: readonly string[] = [], npmPage?: string): string {
  const rank = (route: string) => (order.includes(route) ? order.indexOf(route) : order.length);
  const counted = api.length ? `${guide.length} in the guide and ${api.length} in the API reference` : `${guide.length}, all in the guide`;
  const pages = [...new Set([...guide].sort((a, b) => rank(a.route) - rank(b.route)).map((g) => g.page))];
  const out = [
    '---',
    `title: ${KNOWN_ISSUES_PAGE.title}`,
    `description: ${JSON.stringify(`Every place where the toolkit's code at the commit this site documents does not do what its names, comments or help promise: ${counted}, each linking to the workaround.`)}`,
    '---',
    '',
    `# ${KNOWN_ISSUES_PAGE.title}`,
    '',
    'Where the toolkit\'s code at commit `%toolkit-commit%` does not do what its names, comments or help text promise, the page that teaches it says so in a "Known issue" box, with the source lines and what works instead. This page gathers them all, ' +
      `${counted}. Each entry gives the box's first sentence and opens the section that holds it.${npmPage ? ` Packages that npm cannot install or import today are listed on [Packages on npm](${npmPage}).` : ''}`,
    '',
  ];
  for (const page of pages) {
    out.push(`## ${page}`, '');
    for (const g of guide.filter((x) => x.page === page)) out.push(`- [${linkText(g.heading ?? g.page)}](${g.route}${g.anchor ? `#${g.anchor}` : ''}): ${g.summary}`);
    out.push('');
  }
  if (api.length) {
    out.push('## In the API reference', '');
    for (const a of api) out.push(`- [\`${a.name}\`](${a.link}): ${a.summary}`);
    out.push('');
  }
  return out.join('\n');
}
