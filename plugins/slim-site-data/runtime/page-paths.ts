/** Where the per-page data files live and how a route names its file (shared by the build and the browser). */

/** The folder under the output's static/ that holds the files. */
export const PAGE_DATA_DIR = 'page-data';
/** The overview list's file name in that folder. */
export const OVERVIEW_FILE = '_overview.json';

/** The file of one page, relative to static/page-data: "/" → "index.json", "/api/" → "api/index.json". */
export function pageDataFile(routePath: string): string {
  const clean = routePath.replace(/^\/+/, '').toLowerCase();
  return `${clean === '' || clean.endsWith('/') ? `${clean}index` : clean}.json`;
}
