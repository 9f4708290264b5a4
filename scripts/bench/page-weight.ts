/**
 * Page weight: what a reader's browser transfers for one page type, on the
 * first load (empty cache; until the load event, then what follows while the
 * page settles) and on a second page load (a client-side navigation
 * to another page of the site from the first one).
 */
import type { Browser, Page } from '@playwright/test';

export interface Weight {
  requests: number;
  js: number;
  css: number;
  html: number;
  other: number;
}

const empty = (): Weight => ({ requests: 0, js: 0, css: 0, html: 0, other: 0 });

/** Counts transferred (compressed) bytes of every response while `action` runs. */
async function measure(page: Page, action: () => Promise<void>, settle = true): Promise<Weight> {
  const weight = empty();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    pending.push(
      (async () => {
        const sizes = await response.request().sizes().catch(() => null);
        const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
        const type = response.request().resourceType();
        const url = response.url();
        weight.requests++;
        if (type === 'script' || url.endsWith('.js')) weight.js += bytes;
        else if (type === 'stylesheet' || url.endsWith('.css')) weight.css += bytes;
        else if (type === 'document') weight.html += bytes;
        else weight.other += bytes;
      })(),
    );
  };
  page.on('response', onResponse);
  await action();
  if (settle) await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return weight;
}

export interface PageWeight {
  name: string;
  url: string;
  /** Everything until the load event: what the first paint and hydration wait for. */
  first: Weight;
  /** What loads after the load event while the page settles (code and data fetched when idle). */
  idle: Weight;
  second: Weight;
}

/**
 * @param url the page to load first
 * @param nextLinkText a link on that page to follow for the second load
 */
export async function pageWeight(browser: Browser, name: string, url: string, next: (page: Page) => Promise<void>): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const first = await measure(page, async () => {
    await page.goto(url, { waitUntil: 'load' });
  }, false);
  const idle = await measure(page, async () => {});
  const second = await measure(page, () => next(page));
  await context.close();
  return { name, url, first, idle, second };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The JavaScript of a first visit: until the load event and while the page settles (the first-load budget's measure). */
export const firstLoadJs = (w: PageWeight) => w.first.js + w.idle.js;

/** The page types weighed against the budget: where each is, and the link followed for the second load. */
export const WEIGHED_PAGES = [
  { name: 'home', path: '', next: 'Start Building' },
  { name: 'guide page', path: 'packages/transaction', next: 'Test' },
  { name: 'overview', path: 'packages/', next: 'CLI' },
  { name: 'API item page', path: 'api/chainweb-client/classes/ChainwebClient', next: 'ChainwebClientError' },
] as const;

/** Weighs each of WEIGHED_PAGES on the site at `siteUrl` (ending in `/`). */
export async function weighPageTypes(browser: Browser, siteUrl: string): Promise<PageWeight[]> {
  const out: PageWeight[] = [];
  for (const { name, path, next } of WEIGHED_PAGES) {
    out.push(await pageWeight(browser, name, `${siteUrl}${path}`, async (page) => page.getByRole('link', { name: next, exact: true }).first().click()));
  }
  return out;
}
