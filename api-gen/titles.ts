/**
 * The titles of generated API pages. A symbol page is titled
 * "ChainwebClient · @pact-toolbox/chainweb-client": api-gen writes it into the
 * page's frontmatter and the search's symbol directory, and the search reads
 * the name and package back out of it to rank results. Change the separator
 * here and both sides follow. Pure and browser-safe (the search runtime imports it).
 */
import { fullName } from './packages';

/** Between a symbol's name and its package in a symbol page's title. */
export const TITLE_SEPARATOR = ' · ';

/** The title of a symbol's page: ("ChainwebClient", "chainweb-client") → "ChainwebClient · @pact-toolbox/chainweb-client". */
export function symbolPageTitle(name: string, packageName: string): string {
  return `${name}${TITLE_SEPARATOR}${fullName(packageName)}`;
}

/** A title read back as name and package; a title without the separator (a guide page) is all name. */
export function splitSymbolPageTitle(title: string): { name: string; pkg: string } {
  const at = title.indexOf(TITLE_SEPARATOR);
  return at < 0 ? { name: title, pkg: '' } : { name: title.slice(0, at), pkg: title.slice(at + TITLE_SEPARATOR.length) };
}

/** The title of the /api/ index page. */
export const API_INDEX_TITLE = 'API Reference';

/** The error reference's title (api-gen/errors/page.ts writes it; the sidebars and breadcrumbs show it). */
export const ERRORS_TITLE = 'Error messages';
