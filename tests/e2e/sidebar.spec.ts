/**
 * The light sidebar of API package pages (theme/Sidebar/): the static HTML
 * carries the package list, every kind header and the items of the kind group
 * holding the page; the browser renders every item right after hydration,
 * without a hydration mismatch, and nothing in the sidebar moves when the
 * other groups' items arrive. Guide pages and the API home are unchanged.
 */
import type { Browser, Page } from '@playwright/test';
import { at, expect, hydrated, test } from '../support/fixtures';
import { scanHtml } from '../support/html-scan';
import { builtSection, linksIn, sectionParts } from '../support/sidebar-tree';
import { SITES } from '../support/sites';
import { FULL_TAG } from '../support/tiers';

const PKG = 'transaction';
const PAGE = '/api/transaction/functions/createTransaction';
/** A second package, reached by a client-side navigation. */
const OTHER_PKG = 'crypto';

/** The server-rendered sidebar of a page: its `<aside class="rp-doc-layout__sidebar …">…</aside>`. */
function sidebarMarkup(html: string): string {
  const start = html.indexOf('<aside class="rp-doc-layout__sidebar');
  if (start < 0) throw new Error('The page has no sidebar.');
  return html.slice(start, html.indexOf('</aside>', start) + '</aside>'.length);
}

/**
 * The entry texts in a sidebar's markup: each entry's label, inside Rspress's `<span class="rp-doc">` (or, for an
 * entry written without that box, its own text).
 */
const entryTexts = (aside: string) =>
  [...aside.matchAll(/<(?:a|div) [^>]*class="rp-sidebar-item[ "][^>]*>(?:<div class="rp-sidebar-item__left">(?:<[^>]*>)*<span class="rp-doc">)?([^<]*)/g)].map((m) => m[1]);

async function staticSidebar(request: import('@playwright/test').APIRequestContext, route: string): Promise<string> {
  const response = await request.get(at(route));
  expect(response.status(), route).toBe(200);
  return sidebarMarkup(await response.text());
}

/** The links of the sidebar as the browser shows it now. */
const sidebarHrefs = (page: Page) => page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/**
 * Where each sidebar entry sits in the sidebar's content (its offset from the top of the
 * scrolled content, so the sidebar's own scrolling does not count), by its text and depth.
 */
async function entryOffsets(page: Page): Promise<Map<string, number>> {
  const rows = await page.locator('.rp-doc-layout__sidebar').evaluate((aside) => {
    const top = aside.getBoundingClientRect().top - aside.scrollTop;
    return [...aside.querySelectorAll('.rp-sidebar-item')].map((el) => [`${el.getAttribute('data-depth')}:${el.getAttribute('href') ?? el.textContent}`, el.getBoundingClientRect().top - top] as const);
  });
  return new Map(rows);
}

/** A page as a reader without JavaScript sees it (the static HTML), at the viewport of `like`. */
async function staticPage(browser: Browser, route: string, like: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: like.viewportSize() });
  const page = await context.newPage();
  await page.goto(at(route));
  return page;
}

test.describe('light API sidebar', () => {
  const section = builtSection(SITES.root.outDir, PKG);
  const { packageLinks, kinds } = sectionParts(section, PKG);
  const ownKind = [...kinds].find(([, links]) => links.includes(PAGE))?.[0];

  test('the static HTML of an API item page has the package links, every kind header and the items of its own kind group only', async ({ request }) => {
    expect(ownKind, `precondition: ${PAGE} is in a kind group of ${PKG}`).toBeDefined();
    expect(kinds.size, 'precondition: the package has several kind groups').toBeGreaterThan(1);
    const aside = await staticSidebar(request, PAGE);
    const hrefs = new Set(scanHtml(aside).hrefs);
    const texts = entryTexts(aside);
    for (const link of packageLinks) expect(hrefs.has(link), link).toBe(true);
    for (const [kind, links] of kinds) {
      expect(texts, `the ${kind} header`).toContain(kind);
      const shown = links.filter((link) => hrefs.has(link));
      expect(shown, `${kind} items in the static HTML`).toEqual(kind === ownKind ? links : []);
    }
  });

  test('the static HTML of a package page has the kind headers and no item; the API home and guide pages carry their whole sidebar', async ({ request }) => {
    const packagePage = await staticSidebar(request, `/api/${PKG}/`);
    const hrefs = new Set(scanHtml(packagePage).hrefs);
    for (const kind of kinds.keys()) expect(entryTexts(packagePage)).toContain(kind);
    expect([...kinds.values()].flat().filter((link) => hrefs.has(link))).toEqual([]);
    for (const link of packageLinks) expect(hrefs.has(link), link).toBe(true);

    const home = scanHtml(await staticSidebar(request, '/api/')).hrefs;
    for (const link of packageLinks) expect(home, link).toContain(link);
    // The guide's "Core Packages" group starts collapsed on this page; its items stay in the HTML.
    const guide = scanHtml(await staticSidebar(request, '/setup/docker')).hrefs;
    expect(guide).toEqual(expect.arrayContaining(['/packages/', '/packages/cli', '/packages/transaction']));
  });

  test('after load every item of the package is in the sidebar, without a console error or a hydration mismatch; a client navigation shows the next package in full at once', async ({ page, consoleErrors, hydrationMismatches }) => {
    await page.goto(at(PAGE));
    await hydrated(page);
    const all = linksIn(section);
    await expect.poll(() => sidebarHrefs(page)).toEqual(all);

    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: OTHER_PKG, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/api/${OTHER_PKG}/$`));
    // The render that shows the other package's group shows all of it: read once, no waiting for more.
    await expect(page.locator(`.rp-doc-layout__sidebar a.rp-sidebar-group.rp-sidebar-item--active[href="/api/${OTHER_PKG}/"]`)).toHaveCount(1);
    expect(await sidebarHrefs(page)).toEqual(linksIn(builtSection(SITES.root.outDir, OTHER_PKG)));
    expect(consoleErrors).toEqual([]);
    expect(hydrationMismatches).toEqual([]);
  });

  test('under a base path too: the static HTML leaves the other groups out, the browser fills them in without a mismatch', { tag: FULL_TAG }, async ({ page, request, consoleErrors, hydrationMismatches }) => {
    const response = await request.get(at(PAGE, 'based'));
    expect(response.status()).toBe(200);
    const light = scanHtml(sidebarMarkup(await response.text())).hrefs;
    const all = linksIn(section);
    expect(light.length, 'the static sidebar has fewer links than the section').toBeLessThan(all.length);
    await page.goto(at(PAGE, 'based'));
    await hydrated(page);
    await expect.poll(async () => (await sidebarHrefs(page)).length).toBe(all.length);
    expect(await sidebarHrefs(page)).toEqual(all.map((link) => `${SITES.based.base}${link.slice(1)}`));
    expect(consoleErrors).toEqual([]);
    expect(hydrationMismatches).toEqual([]);
  });

  test('nothing in the sidebar moves when the other groups fill in: every entry of the static sidebar keeps its place, and the active item stays in view', async ({ page, browser, consoleErrors, hydrationMismatches }) => {
    const before = await entryOffsets(await staticPage(browser, PAGE, page));
    await page.goto(at(PAGE));
    await hydrated(page);
    await expect.poll(async () => (await sidebarHrefs(page)).length).toBe(linksIn(section).length);
    const after = await entryOffsets(page);
    expect(before.size, 'precondition: the static sidebar has fewer entries').toBeLessThan(after.size);
    for (const [entry, offset] of before) expect(after.get(entry), entry).toBeCloseTo(offset, 0);

    const active = page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active');
    await expect(active).toHaveAttribute('href', PAGE);
    const [item, aside] = await Promise.all([active.boundingBox(), page.locator('.rp-doc-layout__sidebar').boundingBox()]);
    expect(item!.y).toBeGreaterThanOrEqual(aside!.y);
    expect(item!.y + item!.height).toBeLessThanOrEqual(aside!.y + aside!.height);
    expect(consoleErrors).toEqual([]);
    expect(hydrationMismatches).toEqual([]);
  });
});
