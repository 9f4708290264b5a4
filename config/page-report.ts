/**
 * A per-page report of things the build found but did not fail on (api: links
 * that do not resolve, code samples that do not compile): one JSON file
 * `{ source, pages: { page: items } }` and one log line per page when its list
 * changes. Each call replaces the page's list, so a page compiled twice (dev
 * server, or the client and server builds) is listed once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function createPageReport<T extends { page: string }>(
  file: string,
  source: string,
  describe: (page: string, items: T[]) => string,
  log: (line: string) => void = (l) => console.warn(l),
) {
  const byPage = new Map<string, T[]>();
  return (items: T[]) => {
    if (!items.length) return;
    const page = items[0].page;
    const previous = JSON.stringify(byPage.get(page) ?? []);
    byPage.set(page, items);
    if (previous !== JSON.stringify(items)) log(describe(page, items));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ source, pages: Object.fromEntries([...byPage].sort()) }, null, 1)}\n`);
  };
}
