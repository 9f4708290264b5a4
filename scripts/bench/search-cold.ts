/**
 * Search as a reader uses it the moment a page appears: a fresh page per query, Ctrl+K as soon as the document
 * is parsed, the query typed at full speed, then the results as shown. Beside it the same queries on a settled
 * page (warm). Reports, per group, hit@1 / hit@3 both ways and how many fields held exactly what was typed.
 */
import type { Browser, Page } from '@playwright/test';
import { figures, rowOf, type QualityQuery, type QualityRow } from '../../plugins/search/quality';

const FIELD = 'input.rp-search-panel__input';
const RESULTS = '.rp-search-panel__results a';

async function answered(page: Page): Promise<string[]> {
  // The panel has answered when nothing is loading and the debounce has passed.
  await page.waitForFunction(() => !document.querySelector('.rp-search-panel__search-icon--loading'), null, { timeout: 60_000 });
  await page.waitForTimeout(400);
  await page.waitForFunction(() => !document.querySelector('.rp-search-panel__search-icon--loading'), null, { timeout: 60_000 });
  return page.locator(RESULTS).evaluateAll((links) =>
    links.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return decodeURIComponent(url.pathname.replace(/\.html$/, '') + url.hash);
    }),
  );
}

export interface ColdReport {
  warm: QualityRow[];
  cold: QualityRow[];
  /** Cold queries whose field held exactly what was typed. */
  intact: number;
}

export async function coldAndWarm<Q extends QualityQuery>(browser: Browser, siteUrl: string, queries: readonly Q[], read: (q: Q, links: string[]) => string[] = (_, l) => l): Promise<ColdReport> {
  const warmPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await warmPage.goto(`${siteUrl}intro`);
  await warmPage.waitForLoadState('networkidle');
  await warmPage.keyboard.press('Control+k');
  await warmPage.locator(FIELD).waitFor();
  const warm: QualityRow[] = [];
  for (const q of queries) {
    await warmPage.locator(FIELD).fill(q.query);
    warm.push(rowOf(q, read(q, await answered(warmPage))));
  }
  await warmPage.close();

  const cold: QualityRow[] = [];
  let intact = 0;
  for (const q of queries) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteUrl}intro`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    await page.keyboard.type(q.query, { delay: 0 });
    // A shortcut that opened nothing is a miss, and so reported: the reader got no answer.
    const opened = await page
      .locator(FIELD)
      .waitFor({ timeout: 15_000 })
      .then(() => true, () => false);
    if (opened && (await page.locator(FIELD).inputValue()) === q.query) intact++;
    cold.push(rowOf(q, opened ? read(q, await answered(page)) : []));
    await page.close();
  }
  return { warm, cold, intact };
}

/** Markdown lines: per group, hit@1 / hit@3 warm and cold, and the intact-field count. */
export function coldLines(report: ColdReport, groups: readonly string[]): string[] {
  const warm = figures(report.warm, groups);
  const cold = figures(report.cold, groups);
  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : 'n/a');
  return [
    '| group | queries | warm hit@1 | warm hit@3 | cold hit@1 | cold hit@3 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...warm.filter((w) => w.total).map((w, i) => {
      const c = cold.find((x) => x.group === w.group) ?? cold[i];
      return `| ${w.group} | ${w.total} | ${pct(w.hit1, w.total)} | ${pct(w.hit3, w.total)} | ${pct(c.hit1, c.total)} | ${pct(c.hit3, c.total)} |`;
    }),
    '',
    `Cold: the field held exactly what was typed in ${report.intact} of ${report.cold.length} queries (a shortcut that opened no field counts as not held, and its query as a miss).`,
  ];
}
