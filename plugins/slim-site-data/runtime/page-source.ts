/**
 * In the browser: one page's data, and the overview list, fetched from the
 * files plugins/slim-site-data writes (static/page-data/…), once each.
 */
import { OVERVIEW_FILE, PAGE_DATA_DIR, pageDataFile } from './page-paths';
import { fetchStaticJson } from '../../../lib/runtime/fetch-static';

/** One file of static/page-data, for this build's version of the page data. */
const fetchJson = <T,>(file: string) => fetchStaticJson<T>(`${PAGE_DATA_DIR}/${file}?v=${__PAGE_DATA_VERSION__}`);

/** The data of the page at `routePath`, or undefined when it has none (a 404). */
export async function fetchPageRecord(routePath: string): Promise<Record<string, unknown> | undefined> {
  try {
    return await fetchJson<Record<string, unknown>>(pageDataFile(routePath));
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

export interface OverviewEntry {
  routePath: string;
  toc: unknown[];
}

let overview: OverviewEntry[] = [];

/** Loads the routes and headings overview pages list; later calls to overviewPages() see them. */
export async function loadOverviewPages(): Promise<void> {
  overview = await fetchJson<OverviewEntry[]>(OVERVIEW_FILE).catch((error) => {
    console.error(error);
    return overview;
  });
}

export const overviewPages = (): OverviewEntry[] => overview;
