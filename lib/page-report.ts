/**
 * A per-page build report: what a remark check found on each page goes into one
 * JSON file (rewritten as pages compile) and one short log line per page (printed
 * again only when that page's findings change, e.g. in the dev server). The log
 * line is cut to one terminal row and names the file with the whole list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Longest log line before it is cut (about one terminal row). */
export const BRIEF_LINE_LENGTH = 120;

/** `line` cut at a word boundary before `max` characters, then where the whole list is. */
export function brief(line: string, file: string, max = BRIEF_LINE_LENGTH): string {
  const where = ` … (all in ${path.relative(process.cwd(), file) || file})`;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const end = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf(';'));
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[;:,]$/, '')}${where}`;
}

export function createPageReport<T>(file: string, source: string, line: (page: string, items: T[]) => string, log: (line: string) => void = (l) => console.warn(brief(l, file))) {
  const byPage = new Map<string, T[]>();
  return (page: string, items: T[]) => {
    const previous = JSON.stringify(byPage.get(page) ?? []);
    byPage.set(page, items);
    if (previous !== JSON.stringify(items)) log(line(page, items));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ source, pages: Object.fromEntries([...byPage].sort()) }, null, 1)}\n`);
  };
}
