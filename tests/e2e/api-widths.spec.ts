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
 * Kept fast: the pages are read from sitemap.xml and dealt into a few shares; each page is loaded once with
 * JavaScript off (the static HTML is complete) and the viewport is resized instead of reloading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveSiteUrl } from '../../config/env';
import { at, expect, test as base } from '../support/fixtures';
import { deal, sitemapPaths } from '../support/sitemap-pages';
import { SITES } from '../support/sites';

const WIDTHS = [1280, 390];
const SHARES = 4;

const API_PAGES = sitemapPaths(
  readFileSync(path.join(SITES.root.outDir, 'sitemap.xml'), 'utf8'),
  resolveSiteUrl(SITES.root.publicUrl || undefined, SITES.root.base).home,
).filter((p) => p.startsWith('api/'));

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

for (const [share, pages] of deal(API_PAGES, SHARES).entries()) {
  test(`API pages fit 1280 and 390 px, share ${share + 1} of ${SHARES}`, async ({ staticPage }) => {
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
