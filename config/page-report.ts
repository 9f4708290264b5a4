/**
 * A per-page build report: what a remark check found on each page goes into one
 * JSON file (rewritten as pages compile) and one log line per page (printed
 * again only when that page's findings change, e.g. in the dev server).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function createPageReport<T>(file: string, source: string, line: (page: string, items: T[]) => string, log: (line: string) => void = (l) => console.warn(l)) {
  const byPage = new Map<string, T[]>();
  return (page: string, items: T[]) => {
    const previous = JSON.stringify(byPage.get(page) ?? []);
    byPage.set(page, items);
    if (previous !== JSON.stringify(items)) log(line(page, items));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ source, pages: Object.fromEntries([...byPage].sort()) }, null, 1)}\n`);
  };
}
