/**
 * Sidebar sections out of the site data (pure; index.ts applies it to the
 * browser build's site-data module). Each split section (an API package's
 * navigation) becomes its own JSON file, named by a hash of its content, and
 * the site data keeps a small table of section → file that the browser reads
 * to load a section with the first page that needs it.
 */
import { createHash } from 'node:crypto';
import { SECTION_TABLE } from './runtime/sidebar-paths';


interface SiteDataShape {
  themeConfig?: { sidebar?: Record<string, unknown>; locales?: { sidebar?: Record<string, unknown> }[]; [key: string]: unknown };
  [key: string]: unknown;
}

export interface SplitSiteData {
  /** The site data without the split sections, with their table. */
  siteData: SiteDataShape;
  /** File name (under static/sidebar/) → JSON text of one section's items. */
  files: Map<string, string>;
}

function fileFor(key: string, text: string): string {
  const slug = key.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase() || 'root';
  return `${slug}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.json`;
}

/** Moves every sidebar section whose key `split` accepts out of the site data (the main sidebar and each locale's). */
export function splitSidebarSections(siteData: SiteDataShape, split: (key: string) => boolean): SplitSiteData {
  const files = new Map<string, string>();
  const table: Record<string, string> = {};
  const sidebars = [siteData.themeConfig?.sidebar, ...(siteData.themeConfig?.locales ?? []).map((locale) => locale.sidebar)];
  for (const sidebar of sidebars) {
    if (!sidebar) continue;
    for (const key of Object.keys(sidebar)) {
      if (!split(key)) continue;
      const text = JSON.stringify(sidebar[key]);
      const file = fileFor(key, text);
      if (table[key] && table[key] !== file) throw new Error(`slim-site-data: the sidebar section ${key} differs between locales; split sections must be shared by every locale.`);
      table[key] = file;
      files.set(file, text);
      delete sidebar[key];
    }
  }
  if (siteData.themeConfig) siteData.themeConfig[SECTION_TABLE] = table;
  return { siteData, files };
}
