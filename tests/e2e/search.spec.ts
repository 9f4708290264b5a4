/**
 * Search (issue "Reader behaviour", search part): the panel, the lazily loaded
 * index, results and their texts, symbol-aware ranking (with its quality figures)
 * and the remote mode, against the built sites.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Route, TestInfo } from '@playwright/test';
import { REMOTE_FAILURE_MESSAGE } from '../../plugins/search/runtime/search-hooks';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { figures, figuresTable, pct, rowLines, rowOf, summaryLine, type QualityRow } from '../../plugins/search/quality';
import { GROUPS, QUERIES, READER_GROUPS, type SearchQuery } from './search-queries';
import { at, expect, expectHeading, hydrated, test } from '../support/fixtures';
import { bin, run } from '../support/global-setup';
import { E2E_DIR, ROOT, SITES } from '../support/sites';
import { asTemplates, errorHeadings, pastedQueries } from '../support/error-queries';
import { FULL_TAG } from '../support/tiers';

/** The index of the site's only language, under the base: static/search_index.en.<hash>.json. */
const INDEX_URL = /\/static\/search_index\.en\.[0-9a-f]+\.json$/;
const INDEX_FAILED = 'Failed to fetch search index, please reload the page and try again.';
/** What the panel says meanwhile (config/texts.ts ptSearchIndexFailed), written out so a change there fails here. */
const INDEX_LOAD_FAILED = 'Search could not load its index. Check your connection and search again.';
/** The loading sign's words (config/texts.ts ptSearchLoading), and the retry button's (ptSearchRetry), written out likewise. */
const INDEX_LOADING = 'Loading the search index. Results follow as soon as it arrives.';
const SEARCH_AGAIN = 'Search again';
/** A reader gets 7 results (pages) per query. Written out, not imported from config/reader-constants.ts, so a change there fails here. */
const RESULTS_PER_QUERY = 7;
const FIXTURES = path.join(ROOT, 'tests/fixtures/search');
/** Building the in-browser index (three flexsearch indexes over ~390 pages) takes seconds on a busy machine. */
const INDEX_READY = { timeout: 60_000 };
const ANSWERED = { timeout: 20_000 };

// Waits below allow for the index build on a busy machine; they bound waiting, they time nothing.
test.describe.configure({ timeout: 300_000 });

const modal = (page: Page) => page.locator('.rp-search-panel__modal');
const input = (page: Page) => page.locator('.rp-search-panel__input');
const results = (page: Page) => page.locator('.rp-search-panel__results');
const items = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item');
const loading = (page: Page) => page.locator('.rp-search-panel__search-icon--loading');
/** Our loading sign under the field (plugins/search/runtime/loading-sign.ts): a live region, empty unless a query waits for the index. */
const loadingSign = (page: Page) => page.locator('.pt-search-loading');
/** The line saying the index could not load (plugins/search/runtime/NoSearchResult.tsx). */
const failedLine = (page: Page) => page.locator('.pt-search-failed .rp-no-search-result__text');

/**
 * Types a query and waits for its answer (results or the no-results text, nothing loading). No clearing in between:
 * Rspress's panel marks itself searching (the loading icon) in the very render that handles the typed text, and its
 * answer comes at least 150 ms later, after its debounce, so an answer seen with no loading icon is this query's.
 * Clearing first cost another debounce per query, about a minute over the quality set.
 */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await answered(page);
}

/**
 * Waits, checking every frame, until the panel shows an answer with nothing loading: the same conditions as the
 * locator assertions (`results` visible, no `loading` icon), without their back-off between checks, which added up
 * to most of a minute per hundred queries.
 */
async function answered(page: Page, wait: { timeout: number } = ANSWERED): Promise<void> {
  await page.waitForFunction(
    ({ resultsSelector, loadingSelector }) => {
      const list = document.querySelector<HTMLElement>(resultsSelector);
      return !!list && list.getClientRects().length > 0 && !document.querySelector(loadingSelector);
    },
    { resultsSelector: '.rp-search-panel__results', loadingSelector: '.rp-search-panel__search-icon--loading' },
    { polling: 'raf', ...wait },
  );
}

/**
 * Opens the panel with Ctrl+K and waits until the index is ready: a probe query gets
 * an answer only then. (A query typed while the index loads is answered once by
 * Rspress directly, without the search hooks; every later one goes through them.)
 */
async function openSearch(page: Page): Promise<void> {
  await pressToOpen(page, 'Control+k');
  await ready(page);
}

/**
 * Presses the shortcut until the panel is open with its input focused: the
 * shortcut works once the page has hydrated (theme/search/SearchPanel.tsx).
 */
async function pressToOpen(page: Page, keys: string): Promise<void> {
  await expect(async () => {
    if (!(await modal(page).count())) await page.keyboard.press(keys);
    await expect(input(page)).toBeFocused({ timeout: 1_000 });
  }).toPass(ANSWERED);
}

/** Waits until the index is ready (see openSearch). */
async function ready(page: Page): Promise<void> {
  await input(page).fill('zqxjprobe');
  await answered(page, INDEX_READY);
  await expect(items(page)).toHaveCount(0);
}

/** Result links in panel order, without origin and base ("/api/x#y"). */
async function resultLinks(page: Page, base = '/'): Promise<string[]> {
  const hrefs = await items(page)
    .locator('a.rp-suggest-item__link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => decodeURIComponent(u.pathname + u.hash)));
  return hrefs.map((href) => (href.startsWith(base) ? `/${href.slice(base.length)}` : href));
}

const unique = <T,>(list: T[]) => [...new Set(list)];
const pageOf = (link: string) => link.split('#')[0];

/** Routes the index through `edit` (the real index, changed). */
async function rewriteIndex(page: Page, edit: (pages: unknown[]) => unknown[]): Promise<void> {
  await page.route(INDEX_URL, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit(await response.json()) });
  });
}

test.describe('search panel', () => {
  test('Ctrl+K opens the panel with the input focused; Esc closes it and focus returns', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    const link = page.locator('.rp-doc a[href]').first();
    await link.focus();
    await pressToOpen(page, 'Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the search button opens the panel; a backdrop click closes it and focus returns to the button', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    const button = page.locator('.rp-search-button');
    await button.click();
    await expect(input(page)).toBeFocused();
    // A click inside the panel keeps it open; one on the backdrop closes it.
    await modal(page).click({ position: { x: 5, y: 5 } });
    await expect(modal(page)).toBeVisible();
    await page.locator('.rp-search-panel__mask').click({ position: { x: 3, y: 3 } });
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('on macOS the button shows ⌘ and Cmd+K opens the panel', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await page.goto(at('intro'));
    await hydrated(page);
    await expect(page.locator('.rp-search-button__hotkey')).toContainText('⌘');
    await pressToOpen(page, 'Meta+k');
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('arrow keys move through the results; Enter opens the current one and closes the panel', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'withKeyset');
    const count = await items(page).count();
    expect(count).toBeGreaterThan(2);
    const current = page.locator('.rp-suggest-item--current');
    await expect(items(page).nth(0)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(2)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowUp');
    await expect(items(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items(page).nth(count - 1)).toHaveClass(/rp-suggest-item--current/);
    await expect(current).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    const [target] = await resultLinks(page);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(at(target.slice(1)), ANSWERED);
    await expectHeading(page.locator('.rp-doc h1').first(), 'PactTransactionBuilder');
    expect(consoleErrors).toEqual([]);
  });

  /**
   * On a cold page: the panel opened with Ctrl+K, `query` typed while the index loads, and `code` pressed once, the
   * moment the first results are drawn. The key is sent from inside the page, in the same task as the drawing, where
   * a reader's key lands on a loaded machine (React has not yet run the panel's effects: the a11y check's real
   * ArrowDown failed about one cold run in five here); a key sent from outside arrives some milliseconds later.
   * The index is held until the query waits for it (the panel searches 150 ms after the last key; the loading sign
   * says so in its `data-waiting`), as a reader's query does on a cold page.
   */
  async function pressAsResultsAppear(page: Page, query: string, code: 'ArrowDown' | 'Enter'): Promise<void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX_URL, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(at('intro'));
    await hydrated(page);
    await pressToOpen(page, 'Control+k');
    await page.evaluate((code) => {
      const listed = () => document.querySelectorAll('.rp-search-panel__results .rp-suggest-item').length > 1;
      const observer = new MutationObserver(() => {
        if (!listed()) return;
        observer.disconnect();
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: code, code, bubbles: true, cancelable: true }));
        (window as unknown as Record<string, unknown>).__ptPressed = true;
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, code);
    await page.keyboard.type(query);
    await expect(loadingSign(page)).toHaveAttribute('data-waiting', 'true', INDEX_READY);
    release();
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__ptPressed, undefined, INDEX_READY);
  }

  test('on a cold page, ArrowDown pressed as the first results appear highlights the second; the next one the third', async ({ page, consoleErrors }) => {
    await pressAsResultsAppear(page, 'transaction', 'ArrowDown');
    await expect(items(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    await expect(page.locator('.rp-suggest-item--current')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(2)).toHaveClass(/rp-suggest-item--current/);
    await expect(page.locator('.rp-suggest-item--current')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('on a cold page, Enter pressed as the first results appear opens the first', async ({ page, consoleErrors }) => {
    await pressAsResultsAppear(page, 'createPactTestEnv', 'Enter');
    await expect(modal(page)).toHaveCount(0);
    // The page's code loads now: seconds on a busy machine.
    await expect(page).toHaveURL(at('api/test/functions/createPactTestEnv'), ANSWERED);
    expect(consoleErrors).toEqual([]);
  });

  test('choosing a result with the mouse opens it, closes the panel and puts focus on the page title', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    const button = page.locator('.rp-search-button');
    await button.click();
    await ready(page);
    await search(page, 'createPactTestEnv');
    const [target] = await resultLinks(page);
    expect(target).toBe('/api/test/functions/createPactTestEnv');
    await items(page).first().locator('a').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(at(target.slice(1)));
    await expectHeading(page.locator('.rp-doc h1').first(), 'createPactTestEnv');
    // The new page's title, not the search button of the page left behind (plugins/search/runtime/heading-focus.ts).
    await expect(page.locator('.rp-doc h1').first()).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('an empty keyword does nothing', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    const url = page.url();
    // Enter before anything was typed.
    await pressToOpen(page, 'Control+k');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await ready(page);
    await search(page, 'forChain');
    await input(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await expect(page.locator('.rp-no-search-result')).toHaveCount(0);
    // Enter with nothing typed neither navigates nor closes the panel.
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    expect(page.url()).toBe(url);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search index', () => {
  test('loads at the first sign of a search, one file per language, through initial → initing → inited', async ({ page, request, consoleErrors }) => {
    // The server HTML references no index: only the client asks for it.
    expect(await (await request.get(at('intro'))).text()).not.toContain('search_index');
    const requested: string[] = [];
    const held: Route[] = [];
    let release = false;
    await page.route(INDEX_URL, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      if (release) return route.continue();
      held.push(route);
    });
    await page.goto(at('intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // initial: nothing asked for, nothing shown.
    expect(requested).toEqual([]);
    await expect(loading(page)).toHaveCount(0);
    // initing: Ctrl+K asks for the index; the panel shows its loading icon and no results.
    await pressToOpen(page, 'Control+k');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(loading(page)).toBeVisible();
    await input(page).fill('forChain');
    await expect(results(page)).toHaveCount(0);
    // inited: the icon stops and the typed query gets its results.
    release = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(loading(page)).toHaveCount(0, INDEX_READY);
    await expect(items(page).first()).toBeVisible();
    expect(unique(requested)).toHaveLength(1);
    expect(requested[0]).toMatch(/^\/static\/search_index\.en\.[0-9a-f]+\.json$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(consoleErrors).toEqual([]);
  });

  test('under a base path the index and the result links carry the base', { tag: FULL_TAG }, async ({ page, consoleErrors }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (INDEX_URL.test(r.url())) requested.push(new URL(r.url()).pathname);
    });
    await page.goto(at('intro', 'based'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'forChain');
    expect(requested[0]).toMatch(/^\/pact-toolbox\/static\/search_index\.en\.[0-9a-f]+\.json$/);
    const [first] = await resultLinks(page, '/');
    expect(first).toBe('/pact-toolbox/api/chainweb-client/classes/ChainwebClient#forchain');
    await items(page).first().locator('a').click();
    await expect(page).toHaveURL(at('api/chainweb-client/classes/ChainwebClient#forchain', 'based'));
    expect(consoleErrors).toEqual([]);
  });

  // Rspress 2.0.22 then shows its error line ("Error: Failed to fetch") in the panel until the page is reloaded.
  test('a failed fetch logs the message; the panel says the index could not load, and each search downloads again', async ({ page, consoleErrors }) => {
    let attempts = 0;
    await page.route(INDEX_URL, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.goto(at('intro'));
    await hydrated(page);
    await pressToOpen(page, 'Control+k');
    await expect.poll(() => consoleErrors).toContain(INDEX_FAILED);
    await input(page).fill('forChain');
    await expect(failedLine(page)).toHaveText(INDEX_LOAD_FAILED, INDEX_READY);
    await expect(page.locator('.rp-no-search-result__suggestion')).toHaveCount(0);
    await expect(loading(page)).toHaveCount(0);
    await expect(items(page)).toHaveCount(0);
    await expect(page.locator('.rp-search-panel__error')).toHaveCount(0);
    // The next search asks for the index again, and says the same while it still cannot have it.
    const before = attempts;
    await search(page, 'transaction');
    await expect(failedLine(page)).toHaveText(INDEX_LOAD_FAILED);
    expect(attempts).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    // Nothing else went wrong: only the message and the failed requests it reports.
    expect(consoleErrors.filter((e) => e !== INDEX_FAILED && !/Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  });

  /**
   * A reader on a slow phone, or the suite on a busy machine: the CPU six times slower (Chrome's own throttling), the
   * index answered 3 s after it is asked for, and a query pasted the moment the field opens. The panel says that the
   * index is loading, in a live region, until the results take its place; the query is searched once (the panel asks
   * twice for a query that waited, and both get the one answer: plugins/search/runtime/share-pending.ts). The index
   * is also held until the sign has been seen, so a machine fast enough to build the index within the 3 s still meets
   * the state this test is about.
   */
  test('a query pasted while the index loads on a 6x slower CPU: the loading sign, then the results', async ({ page, context, consoleErrors }) => {
    // Everything takes six times longer, and longer still on a busy machine (load average 35: 60 s were not enough).
    test.setTimeout(400_000);
    const THROTTLED = { timeout: 180_000 };
    // Counts the queries the page sends to the search worker.
    await page.addInitScript(() => {
      const Base = window.Worker;
      const sent: string[] = [];
      (window as unknown as Record<string, unknown>).__ptQueries = sent;
      window.Worker = class extends Base {
        postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
          const data = message as { kind?: string; keyword?: string };
          if (data?.kind === 'match' && data.keyword) sent.push(data.keyword);
          return super.postMessage(message, options as StructuredSerializeOptions);
        }
      };
    });
    let seen!: () => void;
    const signSeen = new Promise<void>((resolve) => (seen = resolve));
    let served = false;
    await page.route(INDEX_URL, async (route) => {
      await Promise.all([new Promise((resolve) => setTimeout(resolve, 3_000)), signSeen]);
      served = true;
      await route.continue();
    });
    await page.goto(at('intro'));
    await hydrated(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await expect(async () => {
      if (!(await modal(page).count())) await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused({ timeout: 5_000 });
    }).toPass(THROTTLED);
    await input(page).fill('wallet');
    const sign = loadingSign(page);
    await expect(sign).toHaveText(INDEX_LOADING, THROTTLED);
    await expect(sign).toHaveAttribute('role', 'status');
    // The panel's search for the query has started and waits for the index.
    await expect(sign).toHaveAttribute('data-waiting', 'true', INDEX_READY);
    await expect(sign).toBeVisible();
    expect(served, 'the sign shows while the index is on its way').toBe(false);
    await expect(items(page)).toHaveCount(0);
    seen();
    await expect(items(page).first()).toBeVisible(THROTTLED);
    await expect(sign).toBeEmpty();
    await expect(page.locator('.rp-suggest-item--current')).toHaveCount(1);
    expect(served).toBe(true);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__ptQueries)).toEqual(['wallet']);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(consoleErrors).toEqual([]);
  });

  test('a failed index load offers to search again; the button (by keyboard) downloads it and answers the query', async ({ page, consoleErrors }) => {
    let fail = true;
    let attempts = 0;
    await page.route(INDEX_URL, (route) => {
      attempts += 1;
      return fail ? route.abort() : route.continue();
    });
    await page.goto(at('intro'));
    await hydrated(page);
    await pressToOpen(page, 'Control+k');
    await input(page).fill('forChain');
    await expect(failedLine(page)).toHaveText(INDEX_LOAD_FAILED, INDEX_READY);
    await expect(failedLine(page)).toHaveAttribute('role', 'alert');
    const retry = page.getByRole('button', { name: SEARCH_AGAIN });
    await expect(retry).toBeVisible();
    await expect(loadingSign(page)).toBeEmpty();
    const before = attempts;
    fail = false;
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('forChain');
    await expect(items(page).first()).toBeVisible(INDEX_READY);
    await expect(page.locator('.pt-search-failed')).toHaveCount(0);
    expect(attempts).toBeGreaterThan(before);
    expect((await resultLinks(page))[0]).toBe('/api/chainweb-client/classes/ChainwebClient#forchain');
    expect(consoleErrors.filter((e) => e !== INDEX_FAILED && !/Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  });

  test('a page left alone requests no index: it loads, hydrates, scrolls and idles without one', async ({ page, consoleErrors }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (INDEX_URL.test(r.url())) requested.push(r.url());
    });
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 3000);
    // Two idle periods of the browser after load, where the index used to be fetched.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('search_index')).length)).toBe(0);
    await expect(page.locator('link[href*="search_index"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  // Each sign of a search on a fresh page: the pointer over the button, keyboard focus on it, the shortcut, a click.
  // The last two open the panel too.
  const INTENTS: [string, (page: Page) => Promise<void>, boolean][] = [
    ['hover', (page) => page.locator('.rp-nav .rp-search-button').hover(), false],
    ['focus', (page) => page.locator('.rp-nav .rp-search-button').focus(), false],
    ['Ctrl+K', (page) => page.keyboard.press('Control+k'), true],
    ['click', (page) => page.locator('.rp-nav .rp-search-button').click(), true],
  ];
  for (const [name, intend, opens] of INTENTS) {
    test(`${name} on a fresh page starts exactly one index download, which the search then uses`, async ({ page, consoleErrors }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (INDEX_URL.test(r.url())) requested.push(r.url());
      });
      await page.goto(at('setup/pactup'));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      const fetched = page.waitForRequest(INDEX_URL);
      await intend(page);
      await fetched;
      if (opens) {
        // The panel's code loads now: seconds on a busy machine.
        await expect(input(page)).toBeFocused(ANSWERED);
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
      }
      // Every other sign, then a search: still the one download.
      await page.locator('.rp-nav .rp-search-button').hover();
      await page.locator('.rp-nav .rp-search-button').focus();
      await openSearch(page);
      await search(page, 'forChain');
      await expect(items(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Ctrl+K pressed once after a hover, while the panel\'s code is still loading, opens search', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Hold every code chunk asked for from now on: after the hover that is the panel's.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/static\/js\/async\//, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.locator('.rp-nav .rp-search-button').hover();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    // One press, no retry: it must not be lost while nobody else listens for it.
    await page.keyboard.press('Control+k');
    release();
    await expect(input(page)).toBeFocused();
    await ready(page);
    await search(page, 'forChain');
    await expect(items(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  /**
   * On a cold page the panel mounts when its code arrives, and Rspress binds its key listener in an effect that runs
   * after the browser paints the panel. `key` is sent from inside the page the moment the search field appears, in
   * that gap, where a fast reader's key lands on a loaded machine (Escape was lost there in a CI run).
   */
  async function pressAsPanelMounts(page: Page, key: string, modifiers: { ctrlKey?: boolean } = {}): Promise<void> {
    await page.goto(at('intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/async\//, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(
      ({ key, modifiers }) => {
        const observer = new MutationObserver(() => {
          const field = document.querySelector('.rp-search-panel__input');
          if (!field) return;
          observer.disconnect();
          field.dispatchEvent(new KeyboardEvent('keydown', { key, code: key === 'k' ? 'KeyK' : key, bubbles: true, cancelable: true, ...modifiers }));
          (window as unknown as Record<string, unknown>).__ptPressed = true;
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { key, modifiers },
    );
    await page.locator('.rp-nav .rp-search-button').click();
    release();
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__ptPressed, undefined, INDEX_READY);
  }

  test('on a cold page, Escape pressed as the panel opened by a click appears closes it', async ({ page, consoleErrors }) => {
    await pressAsPanelMounts(page, 'Escape');
    await expect(modal(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('on a cold page, Ctrl+K pressed as the panel opened by a click appears closes it', async ({ page, consoleErrors }) => {
    await pressAsPanelMounts(page, 'k', { ctrlKey: true });
    await expect(modal(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('no keystroke lost while search loads', () => {
  /** Holds every code chunk and the search index until the returned function is called. */
  async function holdPanelAndIndex(page: Page): Promise<{ release: () => void; held: string[] }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    const hold = async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    };
    await page.route(/\/static\/js\/async\//, hold);
    await page.route(INDEX_URL, hold);
    return { release, held };
  }

  test('typing at full speed right after Ctrl+K on a cold page: the field holds exactly what was typed, caret included', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const { release, held } = await holdPanelAndIndex(page);
    await expect(input(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    // No delay between keys; an edit in the middle: "change port", caret back before "port", "devnet " typed there.
    await page.keyboard.type('change port', { delay: 0 });
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('devnet ', { delay: 0 });
    await expect.poll(() => held.length, 'the panel\'s chunk was asked for and is held').toBeGreaterThan(0);
    await expect(input(page), 'nothing rendered the field while its code was held').toHaveCount(0);
    release();
    await expect(input(page)).toHaveValue('change devnet port');
    await expect(input(page)).toBeFocused();
    expect(await input(page).evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([14, 14]);
    // Typing goes on at the caret, and the query is answered once the index is ready.
    await page.keyboard.type('s', { delay: 0 });
    await expect(input(page)).toHaveValue('change devnet sport');
    await page.keyboard.press('Backspace');
    await expect(input(page)).toHaveValue('change devnet port');
    await expect(items(page).first()).toBeVisible(INDEX_READY);
    expect(consoleErrors).toEqual([]);
  });

  test('Ctrl+K and typing before any of the site\'s scripts have run: the head script keeps both for the field', async ({ page, consoleErrors }) => {
    // Every script file is held: the page has painted, but none of our code (or Rspress's) has run.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\//, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(at('intro'), { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('namespase', { delay: 0 });
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ce', { delay: 0 });
    release();
    await expect(input(page)).toHaveValue('namespace', ANSWERED);
    await expect(input(page)).toBeFocused();
    await expect(items(page).first()).toBeVisible(INDEX_READY);
    expect(consoleErrors).toEqual([]);
  });

  test('what is typed after Ctrl+K is answered when the index arrives', async ({ page, consoleErrors }) => {
    await page.goto(at('setup/pactup'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const first = await holdPanelAndIndex(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('forChain', { delay: 0 });
    first.release();
    await expect(input(page)).toHaveValue('forChain', ANSWERED);
    await expect(items(page).first()).toBeVisible(INDEX_READY);
    await expect(items(page).first()).toContainText('forChain');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search results', () => {
  test(`at most ${RESULTS_PER_QUERY} pages per query, snippets of about 100 characters with the match highlighted`, async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'network');
    expect(unique((await resultLinks(page)).map(pageOf))).toHaveLength(RESULTS_PER_QUERY);
    const snippets = page.locator('.rp-suggest-item__statement');
    expect(await snippets.count()).toBeGreaterThan(0);
    for (const text of await snippets.allTextContents()) {
      expect(text.length, text).toBeLessThanOrEqual(110);
      expect(text.toLowerCase()).toContain('network');
    }
    for (const mark of await page.locator('.rp-suggest-item__statement .rp-suggest-item__mark').allTextContents()) expect(mark.toLowerCase()).toBe('network');
    expect(consoleErrors).toEqual([]);
  });

  test('at 390 px a snippet with a long file path wraps inside its row, and the Guide / API label stays in the panel', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    // The changelog question's snippet begins with "packages/transaction/CHANGELOG.md),", wider than the row.
    await search(page, 'semver');
    const rows = await items(page).evaluateAll((links) =>
      links.map((link) => {
        const row = link.querySelector('.rp-suggest-item__container') as HTMLElement;
        const box = row.getBoundingClientRect();
        const label = getComputedStyle(row, '::after');
        return { text: row.textContent, overflow: row.scrollWidth - row.clientWidth, right: box.right, label: label.content };
      }),
    );
    expect(rows.some((r) => /CHANGELOG\.md/.test(r.text ?? ''))).toBe(true);
    for (const r of rows) {
      expect(r.overflow, r.text ?? '').toBeLessThanOrEqual(0);
      expect(r.right).toBeLessThanOrEqual(390);
      expect(r.label).not.toBe('none');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('results show the page title and the section path', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'forChain');
    const first = items(page).first();
    await expect(first.locator('.rp-suggest-item__header')).toHaveText('ChainwebClient · @pact-toolbox/chainweb-client > Methods > forChain()');
    await expect(first.locator('.rp-suggest-item__mark')).toHaveText('forChain');
    await search(page, 'rpcUrl');
    await expect(items(page).first().locator('.rp-suggest-item__header')).toHaveText('NetworkConfig · @pact-toolbox/chainweb-client > Properties > rpcUrl');
    // Text matches name their page and section.
    expect((await page.locator('.rp-suggest-item__title').allTextContents()).some((t) => / > .+/.test(t))).toBe(true);
    await search(page, 'createTransaction');
    await expect(items(page).first().locator('.rp-suggest-item__header')).toHaveText('createTransaction · @pact-toolbox/transaction');
    expect(consoleErrors).toEqual([]);
  });

  test('filter chips narrow the results by keyboard, stay chosen for the tab, and a typed prefix does the same', async ({ page, consoleErrors }) => {
    const chip = (name: string) => page.getByRole('button', { name, exact: true });
    const links = async () => unique((await resultLinks(page)).map(pageOf));
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'wallet');
    expect((await links()).some((l) => !l.includes('/api/'))).toBe(true);
    await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    // Tab from the field reaches the chips; Enter presses one (and opens no result).
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(chip('API')).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(chip('API')).toHaveAttribute('aria-pressed', 'true');
    await expect(modal(page)).toBeVisible();
    await answered(page);
    await expect.poll(links).not.toEqual([]);
    await expect.poll(async () => (await links()).every((l) => l.includes('/api/'))).toBe(true);
    // On API, the kinds: Space on "Functions" keeps function pages only.
    await chip('Functions').focus();
    await page.keyboard.press('Space');
    await expect(chip('Functions')).toHaveAttribute('aria-pressed', 'true');
    await answered(page);
    await expect.poll(async () => (await links()).length > 0 && (await links()).every((l) => l.includes('/functions/'))).toBe(true);
    // Remembered for the tab: after a reload the chip is still pressed and the query still narrowed.
    await page.reload();
    await hydrated(page);
    await openSearch(page);
    await expect(chip('Functions')).toHaveAttribute('aria-pressed', 'true');
    await search(page, 'wallet');
    await expect.poll(async () => (await links()).every((l) => l.includes('/functions/'))).toBe(true);
    // Back to All; a typed prefix narrows on its own: "class:" keeps class pages, "guide:" guide pages.
    await chip('API').click();
    await chip('All').click();
    await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    await search(page, 'class: wallet');
    await expect.poll(async () => (await links()).length > 0 && (await links()).every((l) => l.includes('/classes/'))).toBe(true);
    await search(page, 'guide: wallet');
    await expect.poll(async () => (await links()).length > 0 && (await links()).every((l) => !l.includes('/api/'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('no hits: the no-results texts, with the query shown as text', async ({ page, consoleErrors }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'zzqqxx');
    await expect(page.locator('.rp-no-search-result__text')).toHaveText('No results for "zzqqxx"');
    await expect(page.locator('.rp-no-search-result__suggestion')).toHaveText('Please try again with a different keyword');
    // Enter with nothing listed does nothing (Rspress alone throws here).
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    const evil = '<img src=x onerror=alert(1)>';
    await search(page, evil);
    await expect(page.locator('.rp-no-search-result__text')).toHaveText(`No results for "${evil}"`);
    await expect(modal(page).locator('img')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('content holding HTML is shown as text', async ({ page, consoleErrors }) => {
    const extra = JSON.parse(readFileSync(path.join(FIXTURES, 'extra-pages.json'), 'utf8'));
    await rewriteIndex(page, (pages) => [...pages, ...extra]);
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await search(page, 'xsscanary');
    expect(await resultLinks(page)).toContain('/search-fixture/markup#x');
    const shown = (await items(page).allTextContents()).join('\n');
    expect(shown).toContain('<img src=x onerror="window.__searchXss=');
    await search(page, 'canary');
    expect((await items(page).allTextContents()).join('\n')).toContain('Markup <b>canary</b> page');
    await expect(items(page).locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __searchXss?: number }).__searchXss)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('CJK and Cyrillic text are tokenized', async ({ page, consoleErrors }) => {
    const extra = JSON.parse(readFileSync(path.join(FIXTURES, 'extra-pages.json'), 'utf8'));
    await rewriteIndex(page, (pages) => [...pages, ...extra]);
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    for (const [query, route] of [
      ['区块链', '/search-fixture/cjk'],
      ['智能合约', '/search-fixture/cjk'],
      ['разработки', '/search-fixture/cyrillic'],
      ['Блокчейн', '/search-fixture/cyrillic'],
    ]) {
      await search(page, query);
      expect(await resultLinks(page), query).toContain(route);
      const marks = await items(page).locator('.rp-suggest-item__mark').allTextContents();
      expect(marks.map((m) => m.toLowerCase()), query).toContain(query.toLowerCase());
    }
    expect(consoleErrors).toEqual([]);
  });

  /**
   * Runs the quality set, prints hit@1 / hit@3 per group and checks the targets:
   * hit@1 ≥ 90 % and hit@3 ≥ 98 % over all queries, and over the queries written as readers type them.
   */
  async function judge(label: string, queries: SearchQuery[], links: (q: SearchQuery) => Promise<string[]>, testInfo: TestInfo): Promise<void> {
    const rows: QualityRow<SearchQuery>[] = [];
    for (const q of queries) rows.push(rowOf(q, await links(q)));
    const table = figures(rows, GROUPS);
    const all = table[table.length - 1];
    const readers = summaryLine('reader queries', rows, READER_GROUPS, '/getting-started/first-project');
    const report = [...rowLines(rows), `search quality (${label}):`, ...figuresTable([{ name: 'ours', figures: table }]), readers].join('\n');
    console.log(report);
    testInfo.annotations.push({ type: `search quality (${label})`, description: `hit@1 ${pct(all.hit1, all.total)}, hit@3 ${pct(all.hit3, all.total)}` });
    await testInfo.attach(`search-quality-${label}.txt`, { body: report, contentType: 'text/plain' });
    const reader = figures(rows.filter((r) => READER_GROUPS.includes(r.q.group)), []).at(-1)!;
    for (const f of [all, reader]) {
      expect(f.hit1 / f.total, report).toBeGreaterThanOrEqual(0.9);
      expect(f.hit3 / f.total, report).toBeGreaterThanOrEqual(0.98);
    }
  }

  // An entry that only names where its message is thrown (no cause) may follow the guide section explaining the message.
  test('pasted error messages, values filled in, lead to their entry in the error reference first, or within three after the guide section that explains a message no entry gives a cause for', { tag: FULL_TAG }, async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(600_000);
    const staticDir = path.join(SITES.root.outDir, 'static');
    const indexFile = readdirSync(staticDir).find((f) => INDEX_URL.test(`/static/${f}`));
    expect(indexFile, 'the built site has a search index').toBeTruthy();
    const headings = errorHeadings(JSON.parse(readFileSync(path.join(staticDir, indexFile!), 'utf8')));
    expect(headings.length, 'the error reference lists the messages of the published packages').toBeGreaterThan(40);
    const queries = pastedQueries(headings, 40);
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    const rows: QualityRow<(typeof queries)[number]>[] = [];
    for (const q of queries) {
      await search(page, q.query);
      rows.push(rowOf(q, asTemplates(await resultLinks(page), headings)));
    }
    const [all] = figures(rows, [queries[0].group]);
    const [explained] = figures(rows.filter((r) => !r.q.causeless), [queries[0].group]);
    const report = [...rowLines(rows), ...figuresTable([{ name: 'ours', figures: [all] }]), `with a cause: hit@1 ${pct(explained.hit1, explained.total)} of ${explained.total}`].join('\n');
    await testInfo.attach('pasted-error-messages.txt', { body: report, contentType: 'text/plain' });
    expect(explained.total, report).toBeGreaterThanOrEqual(20);
    expect(explained.hit1 / explained.total, report).toBeGreaterThanOrEqual(0.9);
    expect(all.hit3 / all.total, report).toBeGreaterThanOrEqual(0.97);
    expect(consoleErrors).toEqual([]);
  });

  test('the quality set: at least 100 queries, 60 of them written as readers type them', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(100);
    expect(QUERIES.filter((q) => READER_GROUPS.includes(q.group)).length).toBeGreaterThanOrEqual(60);
  });

  /** Types each query of `queries` into one settled panel and holds the answers to the targets (judge). */
  async function rankingTest(page: Page, consoleErrors: string[], label: string, queries: SearchQuery[], testInfo: TestInfo): Promise<void> {
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    await judge(label, queries, async (q) => {
      await search(page, q.query);
      return resultLinks(page);
    }, testInfo);
    expect(consoleErrors).toEqual([]);
  }

  test(`ranking over ${QUERIES.length} queries after the page settles: hit@1 ≥ 90%, hit@3 ≥ 98%`, { tag: FULL_TAG }, async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(2_400_000);
    await rankingTest(page, consoleErrors, 'settled', QUERIES, testInfo);
  });

  /**
   * The fast tier's share of the quality set: every fifth query, so every group is in it (a fixed sample, the same on
   * every run). The whole set runs in the full tier, above.
   */
  const RANKING_SAMPLE = QUERIES.filter((_, i) => i % 5 === 0);

  test(`ranking over a fixed sample of ${RANKING_SAMPLE.length} queries, every group: hit@1 ≥ 90%, hit@3 ≥ 98%`, async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(600_000);
    expect(new Set(RANKING_SAMPLE.map((q) => q.group))).toEqual(new Set(GROUPS));
    await rankingTest(page, consoleErrors, 'fixed sample', RANKING_SAMPLE, testInfo);
  });

  /**
   * The first query of a page is typed while the index loads and answered once the
   * index arrives, on a different path from later queries. A sample with the first
   * query of every group (each query needs a fresh page and a fresh index, which took
   * 12 s a query in a whole run on two cores, so not all of them): each must get
   * exactly the links it gets on a settled page, whose ranking the test above holds
   * to the targets over the whole set.
   */
  const FIRST_QUERY_SAMPLE = GROUPS.flatMap((group) => QUERIES.filter((q) => q.group === group).slice(0, 1));

  test(`a query typed at once after load, while the index loads, gets the settled answer (${FIRST_QUERY_SAMPLE.length} queries, every group)`, { tag: FULL_TAG }, async ({ page, consoleErrors }) => {
    test.setTimeout(1_800_000);
    await page.goto(at('intro'));
    await hydrated(page);
    await openSearch(page);
    const settled = new Map<string, string[]>();
    for (const q of FIRST_QUERY_SAMPLE) {
      await search(page, q.query);
      settled.set(q.query, await resultLinks(page));
    }
    // The index is held back until the query has been typed: every query is typed while it loads.
    let release = () => {};
    let gate = Promise.resolve();
    await page.route(INDEX_URL, async (route) => {
      await gate;
      await route.continue();
    });
    for (const q of FIRST_QUERY_SAMPLE) {
      gate = new Promise<void>((resolve) => (release = resolve));
      await page.goto(at('intro'));
      await hydrated(page);
      await pressToOpen(page, 'Control+k');
      await input(page).fill(q.query);
      await expect(results(page)).toHaveCount(0);
      release();
      await answered(page, INDEX_READY);
      expect(await resultLinks(page), q.query).toEqual(settled.get(q.query));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('symbol and member targets exist: API pages titled "Name · @pact-toolbox/pkg" with the member anchors', async ({ request }) => {
    for (const q of QUERIES.filter((x) => x.group === 'symbol' || x.group === 'member')) {
      // The API entry is named first; a guide section accepted beside it ("rpcUrl") is checked with the guide's links.
      const [target, anchor] = q.target.split(' | ')[0].split('#');
      // A "*" kind folder: the page is in one of them.
      const routes = target.includes('*') ? ['classes', 'interfaces', 'functions', 'type-aliases', 'variables'].map((k) => target.replace('*', k)) : [target];
      const found = [];
      for (const route of routes) {
        const response = await request.get(at(route));
        if (response.ok()) found.push(await response.text());
      }
      expect(found, q.target).toHaveLength(1);
      const html = found[0];
      expect(html, q.target).toMatch(/<title>[^<]+ · @pact-toolbox(\/|&#x2F;)[a-z-]+/);
      if (anchor) expect(html, q.target).toContain(`id="${anchor}"`);
    }
  });
});

/** A search service implementing the remote contract over tests/fixtures/search/remote-index.json. */
async function startSearchApi(port: number): Promise<{ server: Server; url: string; port: number; requests: URLSearchParams[] }> {
  const index: Record<string, { title: string; routePath: string; content?: string }[]> = JSON.parse(readFileSync(path.join(FIXTURES, 'remote-index.json'), 'utf8'));
  const requests: URLSearchParams[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };
    if (req.method !== 'GET' || url.pathname !== '/api/search') {
      res.writeHead(404, headers).end('[]');
      return;
    }
    requests.push(url.searchParams);
    const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
    if (keyword === 'fail') {
      res.writeHead(500, headers).end('{"error":"broken on purpose"}');
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 0);
    const groups = (url.searchParams.get('searchIndexes') ?? '')
      .split(',')
      .filter((name) => index[name])
      .map((name) => ({ index: name, hits: index[name].filter((hit) => `${hit.title}\n${hit.content ?? ''}`.toLowerCase().includes(keyword)).slice(0, limit) }));
    res.writeHead(200, headers).end(JSON.stringify(groups));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return { server, url: `http://127.0.0.1:${actual}/api/search`, port: actual, requests };
}

test.describe('remote search', { tag: FULL_TAG }, () => {
  test.describe.configure({ mode: 'serial' });
  const outDir = path.join(E2E_DIR, 'site-search-remote');
  const marker = path.join(outDir, '.search-api.json');
  let api: Awaited<ReturnType<typeof startSearchApi>>;
  let site: StaticServer;

  // A third build with DOCS_SEARCH_API_URL pointing at our service. Its URL (port) is compiled in:
  // DOCS_SKIP_BUILD=1 reuses the build when that port is free again. It is the real site's
  // configuration and theme over two pages (tests/fixtures/remote-search-docs, with the generated
  // API data the build reads and the site's public files): the panel is what is tested, and a
  // build of every page took minutes of the suite for it.
  test.beforeAll(async () => {
    // A build that waits for the project's build lock behind the others: minutes on a busy machine.
    test.setTimeout(1_800_000);
    const previous = process.env.DOCS_SKIP_BUILD === '1' && existsSync(path.join(outDir, 'index.html')) && existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).port : undefined;
    api = await startSearchApi(previous ?? 0).catch(() => startSearchApi(0));
    if (api.port !== previous) {
      const docsRoot = path.join(E2E_DIR, 'remote-search-docs');
      rmSync(docsRoot, { recursive: true, force: true });
      cpSync(path.join(ROOT, 'tests/fixtures/remote-search-docs'), docsRoot, { recursive: true });
      cpSync(path.join(ROOT, 'docs/public'), path.join(docsRoot, 'public'), { recursive: true });
      cpSync(path.join(ROOT, 'docs/api/_data'), path.join(docsRoot, 'api/_data'), { recursive: true });
      run([bin('@rspress/core', 'bin/rspress.js'), 'build'], {
        DOCS_ROOT: docsRoot,
        DOCS_BASE: '/',
        DOCS_OUT_DIR: outDir,
        DOCS_EDIT_URL: '',
        DOCS_SEARCH_API_URL: api.url,
        DOCS_SEARCH_INDEXES: 'default,blog',
      });
      mkdirSync(outDir, { recursive: true });
      writeFileSync(marker, JSON.stringify({ port: api.port }));
    }
    site = await startStaticServer({ root: outDir, base: '/' });
  });

  test.afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => api?.server.close(resolve));
  });

  test('sends keyword, limit, searchIndexes and lang once per settled input, and renders the groups as text', async ({ page, consoleErrors }) => {
    await page.goto(new URL('intro', site.url).toString());
    await hydrated(page);
    await openSearch(page);
    await input(page).fill('');
    await expect(results(page)).toHaveCount(0, ANSWERED);
    api.requests.length = 0;
    // Debounced input, on a stopped clock: six keys, nothing asked 149 ms after the last,
    // one request for the whole word at 150 ms.
    // install() alone lets time run on; pause it so a slow machine cannot let 150 ms pass between keys.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await input(page).pressSequentially('devnet');
    await page.clock.runFor(149);
    expect(api.requests).toHaveLength(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(results(page)).toBeVisible(ANSWERED);
    await expect(loading(page)).toHaveCount(0, ANSWERED);
    expect(api.requests.map((p) => Object.fromEntries(p))).toEqual([{ keyword: 'devnet', limit: String(RESULTS_PER_QUERY), searchIndexes: 'default,blog', lang: 'en' }]);
    // Two groups: this site's index under the site title, then the other index.
    const tabs = page.locator('.rp-search-panel__tabs .rp-tabs__label__item');
    await expect(tabs).toHaveText(['Pact Toolbox', 'blog']);
    expect(await resultLinks(page)).toEqual(['/setup/docker', '/setup/docker#start-the-devnet', '/glossary']);
    await expect(items(page).nth(1).locator('.rp-suggest-item__header')).toHaveText('Remote DevNet guide > Start the DevNet');
    await expect(items(page).nth(2)).toContainText('Remote <img src=x onerror="window.__remoteXss=1"> markup devnet');
    await expect(modal(page).locator('img')).toHaveCount(0);
    await tabs.nth(1).click();
    expect(await resultLinks(page)).toEqual(['/intro']);
    // An empty keyword asks nothing.
    await input(page).fill('');
    await expect(results(page)).toHaveCount(0);
    expect(api.requests).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __remoteXss?: number }).__remoteXss)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('a failing service logs and shows no results', async ({ page, consoleErrors }) => {
    await page.goto(new URL('intro', site.url).toString());
    await hydrated(page);
    await openSearch(page);
    await search(page, 'fail');
    await expect(items(page)).toHaveCount(0);
    await expect(page.locator('.rp-no-search-result__text')).toHaveText('No results for "fail"');
    expect(consoleErrors.filter((e) => e.startsWith(REMOTE_FAILURE_MESSAGE))).toHaveLength(1);
    expect(consoleErrors.filter((e) => !e.startsWith(REMOTE_FAILURE_MESSAGE) && !/status of 500/.test(e))).toEqual([]);
  });
});
