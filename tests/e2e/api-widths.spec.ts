/**
 * Every API page of the built root site fits its column, at 1280 and at 390 px: the document never scrolls
 * sideways, no signature block is wider than its box (a signature wraps, it never scrolls), and no table or code
 * element reaches past the content column unless it sits in one of Rspress's scroll wrappers
 * (`.rp-table-scroll-container`, a code block's scroll container), the boxes the site marks as scrolling
 * (theme/mdx/scrollable.ts, tables.css).
 *
 * A signature block is api-gen's `.pt-sig`, or the form typedoc-plugin-markdown writes by itself (a `ts` code block
 * right under the symbol's "Package:" line or under a member's h3), so the check judges either output.
 *
 * On every page, nothing may reach past the window's right edge (the footer's previous / next links, the title, the
 * menus), and the title may break only at a space or a `<wbr>` (camel-case humps, after a slash: plugins/inline-code/),
 * never inside a run of letters.
 *
 * The sweep over every page is the full tier (tagged FULL_TAG); the fast tier checks the worst case of a phone once.
 * Kept fast: the pages are read from sitemap.xml and dealt into a few shares; each page is loaded once with
 * JavaScript off (the static HTML is complete) and the viewport is resized instead of reloading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveSiteUrl } from '../../config/env';
import { at, expect, hydrated, test as base } from '../support/fixtures';
import { deal, sitemapPaths } from '../support/sitemap-pages';
import { SITES } from '../support/sites';
import { FULL_TAG } from '../support/tiers';

const WIDTHS = [1280, 390];
const SHARES = 4;

const API_PAGES = sitemapPaths(
  readFileSync(path.join(SITES.root.outDir, 'sitemap.xml'), 'utf8'),
  resolveSiteUrl(SITES.root.publicUrl || undefined, SITES.root.base).home,
).filter((p) => /^(npm\/)?api\//.test(p)); // both versions, where the build has the npm releases beside main

/** One browser page per worker, without JavaScript. */
const test = base.extend<object, { staticPage: Page }>({
  staticPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS[0], height: 900 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What reaches past its box on the page as it is laid out now, one line each. Runs in the page. */
function widthProblems(): string[] {
  const out: string[] = [];
  const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/)[0]}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) out.push(`the document scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
  // Anything past the window's right edge (footer links, titles, menus), also where a box around it would only let it
  // scroll or cut it off; code blocks and tables in their scroll boxes are judged below, the closed phone panels are off
  // screen on purpose.
  const allowed = '.rp-codeblock__content__scroll-container, .rp-table-scroll-container, pre, .rp-nav-screen, .rp-sidebar-menu, [aria-hidden="true"]';
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (!box.width || box.right <= root.clientWidth + 1 || el.parentElement?.closest(allowed) || el.closest('.rp-sidebar')) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    out.push(`${name(el)} reaches ${Math.round(box.right - root.clientWidth)} px past the window's edge`);
    break;
  }
  // The title breaks only where a <wbr> (a camel-case hump, after a slash) or a space lets it: never inside a run of text.
  const h1 = document.querySelector('h1');
  const walker = h1 && document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  for (let node = walker?.nextNode(); node; node = walker!.nextNode()) {
    const text = node.textContent ?? '';
    let top: number | undefined;
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const line = range.getClientRects()[0];
      if (!line) continue;
      if (top !== undefined && line.top > top + 2 && /\S/.test(text[i - 1]) && /\S/.test(text[i])) out.push(`the title breaks inside "${text}" (before "${text.slice(i)}")`);
      top = line.top;
    }
  }
  const doc = document.querySelector('h1')?.closest('.rp-doc');
  // The content column: sidebar items carry the class too.
  if (!doc) return [...out, 'no .rp-doc content column around the h1'];
  const column = doc.getBoundingClientRect();
  const isSignature = (el: Element) => {
    if (el.classList.contains('pt-sig')) return true;
    if (!/\blanguage-ts\b/.test(el.className)) return false;
    const before = el.previousElementSibling;
    return !!before && (before.tagName === 'H3' || (before.tagName === 'P' && /^Package:/.test(before.textContent ?? '')));
  };
  for (const el of doc.querySelectorAll('.pt-sig, div[class*="language-"]')) {
    if (!isSignature(el)) continue;
    const scroller = el.querySelector('.rp-codeblock__content__scroll-container') ?? el;
    if (scroller.scrollWidth > scroller.clientWidth + 1) out.push(`signature ${name(el)} is wider than its box (${scroller.scrollWidth} > ${scroller.clientWidth} px)`);
    if (el.getBoundingClientRect().right > column.right + 1) out.push(`signature ${name(el)} reaches past the column`);
  }
  for (const el of doc.querySelectorAll('table, code, pre')) {
    const wrapper = el.parentElement?.closest('.rp-table-scroll-container, .rp-codeblock__content__scroll-container');
    if (wrapper) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(wrapper).overflowX);
      if (!scrolls && el.getBoundingClientRect().right > wrapper.getBoundingClientRect().right + 1) out.push(`${name(el)} overflows a wrapper that does not scroll`);
      continue;
    }
    if (el.getBoundingClientRect().right > column.right + 1) out.push(`${name(el)} reaches past the column (${Math.round(el.getBoundingClientRect().right)} > ${Math.round(column.right)} px)`);
  }
  return out;
}

test('the sitemap lists the API pages', () => {
  expect(API_PAGES.length).toBeGreaterThan(100);
});

/** The last part of a route, the symbol's name: "api/crypto/functions/assertValidBaseString" → "assertValidBaseString". */
const symbolOf = (route: string) => route.replace(/\/$/, '').split('/').pop()!;

/**
 * The worst cases of a phone, found in the sitemap rather than named: the page with the longest name (its title), and
 * the page before it in its kind folder, in the sidebar's order, whose footer's "Next page" link carries that name.
 */
function worstCases(): string[] {
  const longest = API_PAGES.reduce((a, b) => (symbolOf(b).length > symbolOf(a).length ? b : a));
  const folder = longest.slice(0, longest.lastIndexOf('/') + 1);
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);
  const siblings = API_PAGES.filter((p) => p.startsWith(folder) && !p.slice(folder.length).includes('/')).sort((a, b) => byName(symbolOf(a), symbolOf(b)));
  const before = siblings[siblings.indexOf(longest) - 1];
  return before ? [longest, before] : [longest];
}

test('the longest API name fits a phone: its title breaks only at its humps, the footer linking to it stays on screen', async ({ staticPage }) => {
  await staticPage.setViewportSize({ width: 390, height: 900 });
  const pages = worstCases();
  expect(symbolOf(pages[0]).length).toBeGreaterThanOrEqual(30);
  const problems: string[] = [];
  for (const pathname of pages) {
    await staticPage.goto(at(pathname), { waitUntil: 'load' });
    problems.push(...(await staticPage.evaluate(widthProblems)).map((p) => `/${pathname}: ${p}`));
    // The title's text is the name as written: the break points add no character for screen readers and search.
    if (pathname === pages[0]) {
      const title = await staticPage.locator('h1').evaluate((h) => {
        const copy = h.cloneNode(true) as HTMLElement;
        for (const anchor of copy.querySelectorAll('.rp-header-anchor')) anchor.remove();
        return copy.textContent?.trim();
      });
      expect(title).toBe(symbolOf(pathname));
    }
  }
  expect(problems).toEqual([]);
});

test('the longest API name wraps inside the sidebar: once the page has scrolled its own entry into view, no sidebar box is shifted sideways and the entry ends inside the sidebar', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } });
  const page = await context.newPage();
  const [longest] = worstCases();
  await page.goto(at(longest));
  await hydrated(page);
  const active = page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active');
  await expect(active).toHaveAttribute('href', `/${longest}`);
  await expect(active).toBeInViewport();
  const found = await page.locator('.rp-doc-layout__sidebar').evaluate((aside) => {
    const shifted = [aside, ...aside.querySelectorAll('*')].filter((el) => el.scrollLeft > 0).map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> scrolled ${el.scrollLeft} px`);
    const entry = aside.querySelector('.rp-sidebar-item--active')!.getBoundingClientRect();
    const box = aside.getBoundingClientRect();
    return { shifted, left: entry.left - box.left, right: box.right - entry.right };
  });
  expect(found.shifted).toEqual([]);
  expect(found.left, 'the entry starts inside the sidebar').toBeGreaterThanOrEqual(0);
  expect(found.right, 'the entry ends inside the sidebar').toBeGreaterThanOrEqual(0);
  await context.close();
});

for (const [share, pages] of deal(API_PAGES, SHARES).entries()) {
  test(`API pages fit 1280 and 390 px, share ${share + 1} of ${SHARES}`, { tag: FULL_TAG }, async ({ staticPage }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    let current = WIDTHS[0];
    for (const pathname of pages) {
      await staticPage.goto(at(pathname), { waitUntil: 'load' });
      // Each page starts at the width the last one ended with: one resize per page, not two.
      for (const width of [current, ...WIDTHS.filter((w) => w !== current)]) {
        if (width !== current) await staticPage.setViewportSize({ width: (current = width), height: 900 });
        problems.push(...(await staticPage.evaluate(widthProblems)).map((p) => `/${pathname} at ${width} px: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
