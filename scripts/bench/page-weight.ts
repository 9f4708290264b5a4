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

/**
 * How long the network must stay quiet before a page counts as settled. Playwright's `networkidle` (500 ms) can
 * already have been reached before the entry scripts start (they start a frame after parsing, later still on a
 * loaded machine), and then counts none of them.
 */
export const SETTLED_QUIET_MS = 2500;

/** Waits until no request has started or ended for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number): Promise<void> {
  let last = Date.now();
  let open = 0;
  const start = () => {
    open++;
    last = Date.now();
  };
  const end = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const giveUp = Date.now() + 8 * quietMs; // a request that never ends must not hang the measure
    while ((open > 0 || Date.now() - last < quietMs) && Date.now() < giveUp) await page.waitForTimeout(100);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

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
  if (settle) await networkQuiet(page, SETTLED_QUIET_MS);
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
