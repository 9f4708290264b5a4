/**
 * In the browser: one page's data, and the overview list, fetched from the
 * files plugins/slim-site-data writes (static/page-data/…), once each.
 */
import { OVERVIEW_FILE, PAGE_DATA_DIR, pageDataFile } from '../page-paths';

declare const __webpack_public_path__: string;

const cache = new Map<string, Promise<unknown>>();

function fetchJson<T>(file: string): Promise<T> {
  let pending = cache.get(file);
  if (!pending) {
    const url = `${__webpack_public_path__.replace(/\/$/, '')}/static/${PAGE_DATA_DIR}/${file}?v=${__PAGE_DATA_VERSION__}`;
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Page data ${url}: HTTP ${response.status}`);
      return response.json();
    });
    // A failed fetch is not remembered: the next navigation tries again.
    pending.catch(() => cache.delete(file));
    cache.set(file, pending);
  }
  return pending as Promise<T>;
}

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
