/**
 * A per-page build report: what a remark check found on each page goes into one
 * JSON file (rewritten as pages compile) and one short log line per page (printed
 * again only when that page's findings change, e.g. in the dev server). The log
 * line is cut to one terminal row and names the file with the whole list. Findings the build expects are summed up
 * in one line instead (ExpectedFindings).
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

/**
 * Findings a build expects, which a writer cannot act on (a build of the npm packages checking a guide written for the
 * toolkit's main branch: names, keys and commands only main has). Their pages are not logged one by one; a single
 * line says how many pages hold them, once the pages stop coming (SUMMARY_DELAY_MS), and again when that count changes.
 */
export interface ExpectedFindings<T> {
  /** Does the page's list hold only findings the build expects? */
  test(items: T[]): boolean;
  /** The line for `pages` pages with expected findings (where the whole list is gets appended). */
  summary(pages: number): string;
}

/** How long after the last page the summary of expected findings is logged. */
export const SUMMARY_DELAY_MS = 2000;

export function createPageReport<T>(file: string, source: string, line: (page: string, items: T[]) => string, log: (line: string) => void = (l) => console.warn(brief(l, file)), expected?: ExpectedFindings<T>) {
  const byPage = new Map<string, T[]>();
  const quiet = new Set<string>();
  let summed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const summarize = () => {
    if (quiet.size === summed) return;
    summed = quiet.size;
    if (summed) log(`${expected!.summary(summed)} (each page in ${path.relative(process.cwd(), file) || file})`);
  };
  return (page: string, items: T[]) => {
    const previous = JSON.stringify(byPage.get(page) ?? []);
    byPage.set(page, items);
    const expectedOnly = !!expected && items.length > 0 && expected.test(items);
    if (expectedOnly) quiet.add(page);
    else quiet.delete(page);
    if (previous !== JSON.stringify(items) && !expectedOnly) log(line(page, items));
    if (expected) {
      clearTimeout(timer);
      timer = setTimeout(summarize, SUMMARY_DELAY_MS);
      timer.unref?.();
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ source, pages: Object.fromEntries([...byPage].sort()) }, null, 1)}\n`);
  };
}
