/**
 * What the browser fetches instead of Rspress's one site-wide page list
 * (pure; index.ts writes it): one small JSON file per page with that page's
 * data, and one list of the routes and headings that overview pages show.
 */
import { createHash } from 'node:crypto';
import { OVERVIEW_FILE, pageDataFile } from './runtime/page-paths';

/** Page data as Rspress builds it (routePath plus whatever Rspress and plugins put in). */
export interface PageRecord {
  routePath: string;
  toc?: unknown[];
  [key: string]: unknown;
}

/** Fields Rspress keeps out of the page list it ships (the page's text and source path). */
const PRIVATE_FIELDS = ['content', '_filepath', '_flattenContent'];

export interface PageDataFiles {
  /** File name (relative to static/page-data) → JSON text. */
  files: Map<string, string>;
  /** Changes whenever any file's content changes; the browser asks for `?v=<version>`. */
  version: string;
}

export function pageDataFiles(pages: readonly PageRecord[]): PageDataFiles {
  const files = new Map<string, string>();
  const overview: { routePath: string; toc: unknown[] }[] = [];
  for (const page of [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath))) {
    const record = Object.fromEntries(Object.entries(page).filter(([key]) => !PRIVATE_FIELDS.includes(key)));
    const file = pageDataFile(page.routePath);
    if (files.has(file)) throw new Error(`slim-site-data: two pages share the data file ${file} (routes differ only in case?). Rename one of the pages.`);
    files.set(file, JSON.stringify(record));
    if (page.toc?.length) overview.push({ routePath: page.routePath, toc: page.toc });
  }
  files.set(OVERVIEW_FILE, JSON.stringify(overview));
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  return { files, version: hash.digest('hex').slice(0, 10) };
}
