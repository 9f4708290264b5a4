/** Names shared by the build and the browser for the split sidebar sections (plugins/slim-site-data). */

/** Where, in the site data, the table of split sections is kept (section key → file under static/sidebar/). */
export const SECTION_TABLE = 'pactToolboxSidebarSections';
/** The folder under the output's static/ that holds the section files. */
export const SIDEBAR_DIR = 'sidebar';

/** The split section a route shows: the longest key the path starts with, as Rspress picks a sidebar. */
export function sectionFor(routePath: string, keys: readonly string[]): string | undefined {
  return [...keys].sort((a, b) => b.length - a.length).find((key) => routePath.startsWith(key));
}
