/**
 * What needs more than one locale or version, proven on the variants fixture
 * site (tests/fixtures/site-variants, built by the test under the build lock):
 * the language menu, the version menu, and the first-visit locale redirect
 * (route.localeRedirect "auto": once, flagged by rspress-visited, never for
 * crawlers; "never": no redirect at all).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_LANG, LOCALES, MULTI_VERSION } from '../fixtures/site-variants/constants';
import { at, expectHeading, hydrated } from '../support/fixtures';
import { expect, test, VARIANTS, variantUrl } from '../support/variants';

const VISITED = 'rspress-visited';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const [EN, ZH] = LOCALES;
const OLD_VERSION = MULTI_VERSION.versions.find((v) => v !== MULTI_VERSION.default)!;

/** The drop-down of the nav bar's language or version menu, by its current text. */
function navMenu(page: Page, text: string): Locator {
  return page.locator('.rp-nav__others > .rp-nav-menu__item').filter({ has: page.locator(':scope > .rp-nav-menu__item__container', { hasText: new RegExp(`^${text}$`) }) });
}
const menuItems = (menu: Locator) => menu.locator('.rp-hover-group__item');
const visited = (page: Page) => page.evaluate((key) => localStorage.getItem(key), VISITED);
const h1 = (page: Page) => page.locator('.rp-doc h1').first();

test.describe('language menu', () => {
  test('two locales: the menu lists both and switches the page to the other language', async ({ page, variants, consoleErrors }) => {
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', EN.lang);
    const menu = navMenu(page, EN.label);
    await expect(menu).toHaveCount(1);
    await expect(menu.locator('.rp-hover-group')).toBeHidden();
    await menu.hover();
    await expect(menu.locator('.rp-hover-group')).toBeVisible();
    await expect(menuItems(menu)).toHaveText(LOCALES.map((l) => l.label));
    await expect(menu.locator('.rp-hover-group__item--active')).toHaveText(EN.label);

    await menuItems(menu).filter({ hasText: ZH.label }).locator('a').click();
    await expect(page).toHaveURL(variantUrl(variants.auto, `${ZH.lang}/guide`));
    await expectHeading(h1(page), '指南');
    await expect(page.locator('html')).toHaveAttribute('lang', ZH.lang);
    const zhMenu = navMenu(page, ZH.label);
    await expect(zhMenu).toHaveCount(1);
    await zhMenu.hover();
    await menuItems(zhMenu).filter({ hasText: EN.label }).locator('a').click();
    await expect(page).toHaveURL(variantUrl(variants.auto, 'guide'));
    await expectHeading(h1(page), 'Guide');
    expect(consoleErrors).toEqual([]);
  });

  test('one locale and one version (the main site): neither menu shows', async ({ page }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await expect(page.locator('.rp-nav .rp-nav__others')).toHaveCount(1);
    await expect(page.locator('.rp-nav__others > .rp-nav-menu__item')).toHaveCount(0);
  });
});

test.describe('version menu', () => {
  test('two versions: the menu lists both and switches version, keeping the language', async ({ page, variants, consoleErrors }) => {
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    const menu = navMenu(page, MULTI_VERSION.default);
    await expect(menu).toHaveCount(1);
    await menu.hover();
    await expect(menuItems(menu)).toHaveText(MULTI_VERSION.versions);
    await expect(menu.locator('.rp-hover-group__item--active')).toHaveText(MULTI_VERSION.default);

    await menuItems(menu).filter({ hasText: OLD_VERSION }).locator('a').click();
    await expect(page).toHaveURL(variantUrl(variants.auto, `${OLD_VERSION}/guide`));
    await expectHeading(h1(page), `Guide (${OLD_VERSION})`);
    await expect(navMenu(page, OLD_VERSION)).toHaveCount(1);

    // The language menu on the old version stays within it.
    const langMenu = navMenu(page, EN.label);
    await langMenu.hover();
    await menuItems(langMenu).filter({ hasText: ZH.label }).locator('a').click();
    await expect(page).toHaveURL(variantUrl(variants.auto, `${OLD_VERSION}/${ZH.lang}/guide`));
    await expectHeading(h1(page), `指南（${OLD_VERSION}）`);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('first-visit locale redirect (route.localeRedirect "auto")', () => {
  test.use({ locale: 'zh-CN' });

  test('a Chinese browser is sent to the Chinese page once, and rspress-visited is set', async ({ page, variants, consoleErrors }) => {
    await page.goto(variantUrl(variants.auto, 'guide'));
    await expect(page).toHaveURL(variantUrl(variants.auto, `${ZH.lang}/guide`));
    await expectHeading(h1(page), '指南');
    expect(await visited(page)).toBe('1');

    // Second visit: the reader's choice of the English page stands.
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    await expect(page).toHaveURL(variantUrl(variants.auto, 'guide'));
    await expectHeading(h1(page), 'Guide');
    expect(consoleErrors).toEqual([]);
  });

  test('on an older version the language goes after the version segment', async ({ page, variants }) => {
    await page.goto(variantUrl(variants.auto, `${OLD_VERSION}/guide`));
    await expect(page).toHaveURL(variantUrl(variants.auto, `${OLD_VERSION}/${ZH.lang}/guide`));
    await expectHeading(h1(page), `指南（${OLD_VERSION}）`);
  });

  test('a stored rspress-visited flag means no redirect', async ({ page, variants }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), VISITED);
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    await expect(page).toHaveURL(variantUrl(variants.auto, 'guide'));
  });

  test.describe('crawlers', () => {
    test.use({ userAgent: GOOGLEBOT });

    test('Googlebot is not redirected and gets no flag', async ({ page, variants, consoleErrors }) => {
      await page.goto(variantUrl(variants.auto, 'guide'));
      await hydrated(page);
      await expect(page).toHaveURL(variantUrl(variants.auto, 'guide'));
      await expectHeading(h1(page), 'Guide');
      expect(await visited(page)).toBeNull();
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('first-visit locale redirect, other browsers', () => {
  test.use({ locale: 'en-US' });

  test('an English browser landing on a Chinese page is sent to the default language', async ({ page, variants }) => {
    await page.goto(variantUrl(variants.auto, `${ZH.lang}/guide`));
    await expect(page).toHaveURL(variantUrl(variants.auto, 'guide'));
    expect(await visited(page)).toBe('1');
    expect(DEFAULT_LANG).toBe(EN.lang);
  });
});

test.describe('route.localeRedirect "never"', () => {
  test.use({ locale: 'zh-CN' });

  test('a Chinese browser stays on the English page and no flag is written', async ({ page, variants, consoleErrors }) => {
    await page.goto(variantUrl(variants.never, 'guide'));
    await hydrated(page);
    await expect(page).toHaveURL(variantUrl(variants.never, 'guide'));
    await expectHeading(h1(page), 'Guide');
    expect(await visited(page)).toBeNull();
    // Still two locales: the language menu is there, only the redirect is gone.
    await expect(navMenu(page, EN.label)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the redirect script is in the "auto" build only', async ({ variants }) => {
    expect(Object.keys(variants)).toEqual(['auto', 'never']);
    const html = (variant: keyof typeof VARIANTS) => readFileSync(path.join(VARIANTS[variant].outDir, 'guide.html'), 'utf8');
    expect(html('auto')).toContain(VISITED);
    expect(html('never')).not.toContain(VISITED);
  });
});

test.describe('search index per language and version', () => {
  const INDEX = /\/static\/search_index\.([^/]+)\.[0-9a-f]+\.json$/;

  /** Opens search on a page, types a query and returns the index files fetched and the result links. */
  async function searchOn(page: Page, url: string, query: string) {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const m = INDEX.exec(new URL(r.url()).pathname);
      if (m) fetched.push(m[1]);
    });
    await page.goto(url);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.locator('.rp-search-panel__input').fill(query);
    const items = page.locator('.rp-search-panel__results .rp-suggest-item a');
    await expect(items.first()).toBeVisible({ timeout: 20_000 });
    const links = await items.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return { fetched: [...new Set(fetched)], links };
  }

  test('each page fetches the index of its own version and language, and finds only its pages', async ({ page, variants, consoleErrors }) => {
    const v2en = await searchOn(page, variantUrl(variants.auto, 'guide'), 'guide');
    expect(v2en.fetched).toEqual([`${MULTI_VERSION.default}.${EN.lang}`]);
    expect(v2en.links.length).toBeGreaterThan(0);
    for (const link of v2en.links) expect(link).not.toMatch(new RegExp(`/(${OLD_VERSION}|${ZH.lang})/`));

    const v1zh = await searchOn(page, variantUrl(variants.auto, `${OLD_VERSION}/${ZH.lang}/guide`), '中文');
    expect(v1zh.fetched).toEqual([`${OLD_VERSION}.${ZH.lang}`]);
    expect(v1zh.links.length).toBeGreaterThan(0);
    for (const link of v1zh.links) expect(link).toMatch(new RegExp(`/${OLD_VERSION}/${ZH.lang}/`));
    expect(consoleErrors).toEqual([]);
  });
});
