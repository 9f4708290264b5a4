/**
 * The two-version site, on its fixture (tests/support/versions-site.ts): a toolkit stand-in documented as main
 * beside three npm releases. The version menu keeps the reader on the same symbol and back; an npm-only symbol is
 * marked and its menu lands on main's package page with the reason; a switch keeps the member anchor; no link in the
 * served HTML of either version is broken; the change page lists what main removed; each
 * version searches its own index, and offers, labelled, a name only the other has; no page prints a path of the
 * build machine.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { crawl } from '../support/crawler';
import { outlineCodeBreaks } from '../support/outline-breaks';
import { expect, hydrated, test } from '../support/fixtures';
import { COMPARE, settled, unstable, VIEWPORTS } from '../support/screenshots';
import { buildVersionsSite, VERSIONS_FIXTURE, VERSIONS_SITE } from '../support/versions-site';
import type { VersionsData } from '../../api-gen/versions/data';
import { changesAnchor } from '../../api-gen/versions/changes-page';

let server: StaticServer;
const url = (route: string) => new URL(route.replace(/^\//, ''), server.url).toString();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(1_800_000);
  buildVersionsSite();
  server = await startStaticServer({ root: VERSIONS_SITE.outDir, base: '/' });
});

test.afterAll(async () => {
  await server?.close();
});

const menuButton = (page: Page) => page.locator('.pt-version-menu__button');
const menuItem = (page: Page, name: RegExp) => page.locator('.pt-version-menu__item', { hasText: name });

async function switchTo(page: Page, name: RegExp): Promise<void> {
  await menuButton(page).click();
  await expect(menuItem(page, name)).toBeVisible();
  await menuItem(page, name).click();
}

test('the menu takes ChainwebClient to its npm page and back to the same page', async ({ page, consoleErrors }) => {
  await page.goto(url('/api/chainweb-client/classes/ChainwebClient'));
  await hydrated(page);
  // The fixture is no git checkout of its own, so main is named without a commit.
  await expect(menuButton(page)).toHaveText('Version main');
  await switchTo(page, /npm 0\.1\.0/);
  await expect(page).toHaveURL(/\/npm\/api\/chainweb-client\/classes\/ChainwebClient$/);
  await expect(page.locator('h1')).toContainText('ChainwebClient');
  await expect(menuButton(page)).toContainText('npm 0.1.0');
  expect(await page.evaluate(() => localStorage.getItem('pt-api-version'))).toBe('npm');
  // The choice is remembered: a main page the reader opens next offers itself in npm.
  await page.goto(url('/api/signers/'));
  await hydrated(page);
  await expect(page.locator('.pt-version-menu__notice--choice a')).toHaveAttribute('href', /\/npm\/api\/signers\/$/);
  await page.goto(url('/npm/api/chainweb-client/classes/ChainwebClient'));
  await hydrated(page);
  await switchTo(page, /^main/);
  await expect(page).toHaveURL(/\/api\/chainweb-client\/classes\/ChainwebClient$/);
  await expect(page).not.toHaveURL(/\/npm\//);
  expect(await page.evaluate(() => localStorage.getItem('pt-api-version'))).toBe('main');
  expect(consoleErrors).toEqual([]);
});

test('MessageSigner has an npm page marked "removed on main", whose menu lands on main\'s signers page with the reason', async ({ page }) => {
  await page.goto(url('/npm/api/signers/type-aliases/MessageSigner'));
  await hydrated(page);
  const mark = page.locator('.pt-version-mark');
  await expect(mark).toHaveText('only on npm 0.2.0 · removed on main');
  await expect(mark).toHaveAttribute('href', /\/api\/signers\/changes#removed-on-main$/);
  await switchTo(page, /^main/);
  await expect(page).toHaveURL(/\/api\/signers\/$/);
  await expect(page.locator('.pt-version-menu__notice')).toHaveText('`MessageSigner` is not on main: it was removed after npm 0.2.0.');
  // The line is said once: it is gone after the next page.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.pt-version-menu__notice')).toHaveCount(0);
});

test('a removed name whose job another export does on main says so on its npm page and its change page, and the menu lands there', async ({ page }) => {
  await page.goto(url('/npm/api/crypto/functions/getBase16Decoder'));
  await hydrated(page);
  const line = page.locator('.pt-version-replacement');
  await expect(line).toHaveText('On main, toHex does its job. getBase16Decoder().decode(bytes) becomes toHex(bytes).');
  await line.locator('a').click();
  await expect(page).toHaveURL(/\/api\/crypto\/functions\/toHex$/);
  await page.goto(url('/api/crypto/changes'));
  const row = page.locator('h2#removed-on-main ~ * tr', { hasText: 'getBase16Decoder' }).first();
  await expect(row.locator('td').nth(2)).toContainText('toHex');
  await expect(row.locator('td').nth(2).locator('a')).toHaveAttribute('href', /\/api\/crypto\/functions\/toHex$/);
  // A removed name with none: a dash, and its npm page says nothing of main.
  await expect(page.locator('h2#removed-on-main ~ * tr', { hasText: 'getBase58Codec' }).first().locator('td').nth(2)).toHaveText('—');
  await page.goto(url('/npm/api/crypto/functions/getBase16Decoder'));
  await hydrated(page);
  await switchTo(page, /^main/);
  await expect(page).toHaveURL(/\/api\/crypto\/functions\/toHex$/);
  await expect(page.locator('.pt-version-menu__notice')).toHaveText('`getBase16Decoder` is not on main: `toHex` does its job there.');
});

test('a symbol only main has is marked on its page and in its package\'s list', async ({ page }) => {
  await page.goto(url('/api/crypto/'));
  await expect(page.locator('.pt-version-note')).toContainText('Changes between npm 0.2.0 and main');
  await expect(page.locator('.pt-version-mark', { hasText: 'only on main' }).first()).toBeVisible();
  await page.goto(url('/api/crypto/functions/toHex'));
  await expect(page.locator('.pt-version-mark')).toHaveText('only on main');
  // A symbol both have whose signature differs says so, with the two versions a click away.
  await page.goto(url('/api/signers/functions/isKeyPairSigner'));
  await expect(page.locator('.pt-version-mark')).toHaveText('changed since npm 0.2.0');
  // A collapsed box that says it opens (theme/mdx/details-kbd.css), not a bare browser disclosure.
  const box = await page.locator('.pt-version-diff').evaluate((el) => ({ border: getComputedStyle(el).borderTopWidth, cursor: getComputedStyle(el.querySelector('summary')!).cursor }));
  expect(box).toEqual({ border: '1px', cursor: 'pointer' });
  await page.locator('.pt-version-diff summary').click();
  await expect(page.locator('.pt-version-diff .pt-version-diff__code')).toHaveCount(2);
  await expect(page.locator('.pt-version-diff .pt-version-diff__code').last()).toContainText('(value: unknown): value is KeyPairSigner');
});

test('the change page of @pact-toolbox/crypto lists every name main removed, linked to its npm page', async ({ page }) => {
  const data = JSON.parse(readFileSync(path.join(VERSIONS_SITE.docsRoot, 'api/_data/versions.json'), 'utf8')) as VersionsData;
  const symbols = (list: string[]) => new Set(list.filter((p) => p.startsWith('crypto/') && p !== 'crypto/index').map((p) => p.split('/').pop()));
  const main = symbols(data.pages.main);
  const removed = [...symbols(data.pages.npm)].filter((name) => !main.has(name)).sort();
  expect(removed.length).toBeGreaterThan(10);
  await page.goto(url('/api/crypto/changes'));
  await expect(page.locator('h1')).toContainText('Changes between npm 0.2.0 and main');
  const listed = await page.locator('h2#removed-on-main').evaluate((h2) => {
    let node = h2.nextElementSibling;
    while (node && !node.querySelector('table') && node.tagName !== 'TABLE' && node.tagName !== 'H2') node = node.nextElementSibling;
    const table = node?.tagName === 'TABLE' ? node : node?.querySelector('table');
    return [...(table?.querySelectorAll('tbody tr td:first-child a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
  });
  expect(listed.map(([name]) => name).sort()).toEqual(removed);
  for (const [, href] of listed) expect(href).toMatch(/\/npm\/api\/crypto\//);
});

/** What a change entry shows a reader: its two declarations' boxes, labels and marks, measured in the page. */
function changeEntries(page: Page) {
  return page.locator('div.pt-version-diff').evaluateAll((entries) =>
    entries.map((entry) => {
      const boxes = [...entry.querySelectorAll<HTMLElement>('.pt-version-diff__code')];
      const marks = [...entry.querySelectorAll<HTMLElement>('del, ins')].map((mark) => ({
        tag: mark.tagName.toLowerCase(),
        line: getComputedStyle(mark).textDecorationLine,
        said: getComputedStyle(mark, '::before').content,
        visible: mark.getBoundingClientRect().width > 0,
      }));
      return {
        name: entry.previousElementSibling?.previousElementSibling?.textContent ?? '',
        labels: [...entry.querySelectorAll('.pt-version-diff__label')].map((label) => label.textContent ?? ''),
        // Each box: how far its text runs past its edge, and where it sits.
        boxes: boxes.map((box) => ({ hidden: box.scrollWidth - box.clientWidth, top: box.getBoundingClientRect().top, bottom: box.getBoundingClientRect().bottom, right: box.getBoundingClientRect().right })),
        marks,
      };
    }),
  );
}

for (const { width } of VIEWPORTS) {
  test(`at ${width} px a change entry shows npm's declaration above main's, wrapped, the difference struck out and underlined with words for screen readers`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    let marked = 0;
    for (const pkg of VERSIONS_FIXTURE.packages) {
      await page.goto(url(`/api/${pkg}/changes`));
      await hydrated(page);
      const entries = await changeEntries(page);
      for (const entry of entries) {
        const pairs = entry.labels.length / 2;
        expect(entry.boxes, entry.name).toHaveLength(entry.labels.length);
        for (let i = 0; i < pairs; i += 1) {
          // npm's label, then main's, each naming its version in text; npm's box above main's.
          expect(entry.labels[2 * i], entry.name).toMatch(/^npm \d+\.\d+\.\d+/);
          expect(entry.labels[2 * i + 1], entry.name).toMatch(/^main/);
          expect(entry.boxes[2 * i].bottom, entry.name).toBeLessThanOrEqual(entry.boxes[2 * i + 1].top);
        }
        for (const box of entry.boxes) {
          expect(box.hidden, `${entry.name}: a box scrolls sideways`).toBeLessThanOrEqual(0);
          expect(box.right, `${entry.name}: a box runs past the window`).toBeLessThanOrEqual(width);
        }
        for (const mark of entry.marks) {
          expect(mark.line, `${entry.name}: <${mark.tag}> is marked by colour alone`).toContain(mark.tag === 'del' ? 'line-through' : 'underline');
          expect(mark.said, `${entry.name}: <${mark.tag}> says nothing to a screen reader`).toMatch(mark.tag === 'del' ? /only in npm \d/ : /only on main/);
          expect(mark.visible, entry.name).toBe(true);
        }
        marked += entry.marks.length;
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `/api/${pkg}/changes scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(marked, 'the fixture\'s change pages mark some differences').toBeGreaterThan(0);
  });
}

test('at 1280 px the outline of every change page breaks code names only at their humps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  let names = 0;
  for (const pkg of VERSIONS_FIXTURE.packages) {
    await page.goto(url(`/api/${pkg}/changes`));
    await hydrated(page);
    names += await page.locator('.rp-doc-layout__outline .rp-toc-item__text code').count();
    expect(await page.evaluate(outlineCodeBreaks), `/api/${pkg}/changes`).toEqual([]);
  }
  expect(names, 'the change pages\' outlines hold code names').toBeGreaterThan(0);
});

/** The change entry the screenshots show: a function whose signature differs between the fixture's npm release and main. */
const CHANGE_SHOT = { pkg: 'signers', anchor: changesAnchor('changed', 'isKeyPairSigner') };

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`change page screenshot, ${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });
      test('change page', async ({ page }) => {
        await page.goto(url(`/api/${CHANGE_SHOT.pkg}/changes`));
        await settled(page);
        // The entry at the top of the window, as a reader who follows a symbol's "changed since" mark sees it.
        await page.locator(`#${CHANGE_SHOT.anchor}`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await expect(page.locator(`#${CHANGE_SHOT.anchor}`)).toBeInViewport();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const mask = [...(unstable(page) ?? []), page.locator('.rp-doc-layout__menu'), page.locator('.rp-nav')];
        await expect(page).toHaveScreenshot(`change-page-${colorScheme}-${viewport.width}.png`, { ...COMPARE, mask });
      });
    });
  }
}

/** Every HTML page of both versions' API trees: site path → text without scripts. */
function apiPages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) out.push([path.relative(VERSIONS_SITE.outDir, full), readFileSync(full, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '')]);
    }
  };
  walk(path.join(VERSIONS_SITE.outDir, 'api'));
  walk(path.join(VERSIONS_SITE.outDir, 'npm'));
  return out;
}

test('no page of either version prints node_modules or a path of the build machine', () => {
  expect(apiPages().filter(([, text]) => /node_modules|\.cache\/|\/work\/|\/tmp\//.test(text)).map(([file]) => file)).toEqual([]);
});

test('no page prints a version mark twice, and no base reads "unknown"', () => {
  const offenders: string[] = [];
  for (const [file, text] of apiPages()) {
    // A symbol page (package, change and all-items pages mark each row of their lists): one mark at most, under its title.
    const symbolPage = !/(^|\/)(changes|all|index)\.html$/.test(file);
    const marks = text.match(/class="pt-version-mark /g) ?? [];
    if (symbolPage && marks.length > 1) offenders.push(`${file}: ${marks.length} marks`);
    if (symbolPage && /only on main[\s\S]*only on main/.test(text.replace(/<[^>]+>/g, ''))) offenders.push(`${file}: "only on main" twice`);
    if (/<span class="pt-sig-k">extends<\/span> <span class="pt-sig-t">(?:<a [^>]*>)?unknown</.test(text)) offenders.push(`${file}: extends unknown`);
  }
  expect(offenders).toEqual([]);
});

test('the menu link served in the HTML of every API page points at a page that exists', () => {
  const missing: string[] = [];
  for (const [file, text] of apiPages()) {
    for (const [, href] of text.matchAll(/<a [^>]*href="([^"#]*)[^"]*"[^>]*class="[^"]*pt-version-menu__item/g)) {
      const target = path.join(VERSIONS_SITE.outDir, href);
      if (![target, `${target}.html`, path.join(target, 'index.html')].some((f) => existsSync(f) && statSync(f).isFile())) missing.push(`${file} → ${href}`);
    }
  }
  expect(missing).toEqual([]);
});

test('no link on or into an API page of either version is broken in the served HTML, and every page is reachable from home', () => {
  const report = crawl(VERSIONS_SITE.outDir, '/');
  console.log(`[versions links] ${report.crawled.length} pages crawled, ${report.linksChecked} internal links checked (${report.anchorsChecked} with an anchor)`);
  // The fixture's small guide keeps the full site's home and intro, whose links to guide pages it lacks are no concern here.
  const api = /^(\/npm)?\/api\//;
  const broken = report.broken.filter((p) => api.test(p.page) || api.test(new URL(p.href, `http://site.invalid${p.page}`).pathname));
  expect(broken.slice(0, 40).map((p) => `${p.page} → ${p.href}: ${p.why}`)).toEqual([]);
  expect(report.unreachable).toEqual([]);
  // Both versions were walked, and the served menu links count among the links checked.
  expect(report.crawled).toContain('/npm/api/chainweb-client/classes/ChainwebClient');
  expect(report.crawled).toContain('/api/chainweb-client/classes/ChainwebClient');
});

test('a switch keeps the member anchor, both ways', async ({ page, consoleErrors }) => {
  await page.goto(url('/api/chainweb-client/classes/ChainwebClient#submitandwait'));
  await hydrated(page);
  await switchTo(page, /npm 0\.1\.0/);
  await expect(page).toHaveURL(/\/npm\/api\/chainweb-client\/classes\/ChainwebClient#submitandwait$/);
  await expect(page.locator('#submitandwait')).toBeAttached();
  await switchTo(page, /^main/);
  await expect(page).toHaveURL(/\/api\/chainweb-client\/classes\/ChainwebClient#submitandwait$/);
  await expect(page).not.toHaveURL(/\/npm\//);
  expect(consoleErrors).toEqual([]);
});

const searchInput = (page: Page) => page.locator('.rp-search-panel__input');
const resultLinks = (page: Page) =>
  page.locator('.rp-search-panel__results .rp-suggest-item a.rp-suggest-item__link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

async function searchFor(page: Page, query: string): Promise<string[]> {
  await expect(async () => {
    if (!(await page.locator('.rp-search-panel__modal').count())) await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await searchInput(page).fill(query);
  await expect(page.locator('.rp-search-panel__results .rp-suggest-item').first()).toBeVisible({ timeout: 60_000 });
  return resultLinks(page);
}

test('an npm page searches the npm index; a main page never answers with an npm page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/search_index\./.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(url('/npm/api/signers/'));
  await hydrated(page);
  const onNpm = await searchFor(page, 'MessageSigner');
  expect(onNpm[0]).toBe('/npm/api/signers/type-aliases/MessageSigner');
  expect(requested.some((p) => /search_index\.npm\./.test(p))).toBe(true);

  await page.goto(url('/api/signers/'));
  await hydrated(page);
  const onMain = await searchFor(page, 'KeyPairSigner');
  expect(onMain[0]).toMatch(/^\/api\/signers\/classes\/KeyPairSigner/);
  expect(onMain.filter((p) => p.startsWith('/npm/'))).toEqual([]);
});

test('a name only the other version has is offered after this version\'s results, labelled, linking there: npm names on a main page, main names on an npm page', async ({ page, consoleErrors }) => {
  const data = JSON.parse(readFileSync(path.join(VERSIONS_SITE.docsRoot, 'api/_data/versions.json'), 'utf8')) as VersionsData;
  // Symbol pages ("signers/type-aliases/MessageSigner") by name; a name either version has in any package is left out.
  const byName = (list: string[]) => new Map(list.filter((p) => p.split('/').length === 3).map((p) => [p.split('/').pop()!, p]));
  const [main, npm] = [byName(data.pages.main), byName(data.pages.npm)];
  const onlyIn = (a: Map<string, string>, b: Map<string, string>) => [...a].filter(([name]) => !b.has(name)).sort().slice(0, 10);
  const npmOnly = onlyIn(npm, main);
  const mainOnly = onlyIn(main, npm);
  expect(npmOnly.length, 'the fixture has ten names only the npm releases have').toBe(10);
  expect(mainOnly.length, 'and names only main has').toBeGreaterThan(0);
  const panel = page.locator('.rp-search-panel__results');
  const isNpm = (link: string) => link.startsWith('/npm/');
  const tried = async (from: string, names: [string, string][], link: (p: string) => string, label: (p: string) => string) => {
    await page.goto(url(from));
    await hydrated(page);
    const here = isNpm(new URL(page.url()).pathname);
    for (const [name, at] of names) {
      await searchFor(page, name);
      // The panel answers the previous name until this one's answer arrives.
      await expect.poll(() => resultLinks(page), { message: name, timeout: 20_000 }).toContain(link(at));
      const links = await resultLinks(page);
      // After this version's own results, if any: from the first link into the other version on, every link is one.
      const tail = links.slice(links.findIndex((l) => isNpm(l) !== here));
      expect(tail.every((l) => isNpm(l) !== here), `${name}: ${links.join(', ')}`).toBe(true);
      await expect(panel, name).toContainText(`${name} · ${label(at)}`);
    }
  };
  await tried('/api/signers/', npmOnly, (p) => `/npm/api/${p}`, (p) => `in npm ${data.npmVersions[p.split('/')[0]]}`);
  await tried('/npm/api/signers/', mainOnly, (p) => `/api/${p}`, () => 'on main');
  // Where no worker starts, the page searches itself (runtime/index-load.ts) and offers them too.
  await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined }));
  await tried('/api/signers/', npmOnly.slice(0, 2), (p) => `/npm/api/${p}`, (p) => `in npm ${data.npmVersions[p.split('/')[0]]}`);
  expect(consoleErrors).toEqual([]);
});

test('on a main page, a query naming a removed npm name opens on the change page\'s list, where it stands beside what does its job, ahead of pages sharing its other words', async ({ page }) => {
  await page.goto(url('/api/crypto/'));
  await hydrated(page);
  // The other words are the fixture guide's own (its introduction), which without the name's list would come first.
  await searchFor(page, 'getBase16Decoder in the guide intro');
  const first = () => page.locator('.rp-search-panel__results .rp-suggest-item a.rp-suggest-item__link').first().evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash);
  await expect.poll(first, { timeout: 20_000 }).toBe('/api/crypto/changes#removed-on-main');
});

test('llms.txt lists main and names the npm version once; main pages are canonical', async ({ page }) => {
  const llms = readFileSync(path.join(VERSIONS_SITE.outDir, 'llms.txt'), 'utf8');
  expect(llms).toContain('## npm releases');
  expect(llms.match(/\/npm\/api\//g)).toHaveLength(1);
  await page.goto(url('/npm/api/signers/'));
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/api\/signers\/$/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toMatch(/\/npm\//);
  await page.goto(url('/npm/api/signers/type-aliases/MessageSigner'));
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/npm\/api\/signers\/type-aliases\/MessageSigner$/);
  const sitemap = readFileSync(path.join(VERSIONS_SITE.outDir, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('/npm/api/signers/type-aliases/MessageSigner');
});
