/**
 * In the browser: puts the sidebar section a page needs back into the site
 * data (plugins/slim-site-data moved the split sections into static/sidebar/),
 * before the page renders. Each section is fetched once.
 */
import siteData from 'virtual-site-data';
import { SECTION_TABLE, SIDEBAR_DIR, sectionFor } from './sidebar-paths';
import { fetchStaticJson } from '../../../lib/runtime/fetch-static';

interface ThemeConfig {
  sidebar?: Record<string, unknown>;
  locales?: { sidebar?: Record<string, unknown> }[];
  [SECTION_TABLE]?: Record<string, string>;
}

const themeConfig = (siteData as { themeConfig: ThemeConfig }).themeConfig;
const table = themeConfig[SECTION_TABLE] ?? {};
const keys = Object.keys(table);
const pending = new Map<string, Promise<void>>();

export function ensureSidebarSection(routePath: string): Promise<void> {
  const key = sectionFor(routePath, keys);
  if (!key) return Promise.resolve();
  let load = pending.get(key);
  if (!load) {
    load = fetchStaticJson<unknown>(`${SIDEBAR_DIR}/${table[key]}`)
      .then((items: unknown) => {
        for (const sidebar of [themeConfig.sidebar, ...(themeConfig.locales ?? []).map((locale) => locale.sidebar)]) if (sidebar) sidebar[key] = items;
      });
    // A failed load is logged and retried by the next navigation; the page renders without that section.
    load = load.catch((error) => {
      pending.delete(key);
      console.error(error);
    });
    pending.set(key, load);
  }
  return load;
}
