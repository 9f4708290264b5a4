/**
 * Links and page loads, over both builds (base "/" and "/pact-toolbox/"):
 * - a crawler (tests/support/crawler.ts) reads the built HTML from the home page and resolves every link the way GitHub Pages
 *   does (scripts/static-server.ts `resolveRequest`): no broken internal link, no `#anchor` without its
 *   id on the target page, and every generated page (every *.html but 404.html) reachable from home;
 * - nothing in the HTML loads from another host (scripts, styles, images, preloads, icons);
 * - in the browser, each page type requests nothing but the site's own origin, and logs no error in the
 *   console at 1280 px and 390 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { crawl, foreignLoads, linksOutsideBase, type LinkProblem } from '../support/crawler';
import { GENERIC_LINK_TEXTS, linkTexts } from '../support/html-scan';
import { at, expect, hydrated, test } from '../support/fixtures';
import { htmlFiles, redirectFiles } from '../support/built-site';
import { SITES } from '../support/sites';
import { PAGE_TYPES } from '../support/page-types';
import { siteTier } from '../support/tiers';

const describeProblems = (problems: LinkProblem[]) => problems.slice(0, 40).map((p) => `${p.page} → ${p.href}: ${p.why}`).join('\n');

// ---------------------------------------------------------------------------------------------------

for (const [name, site] of Object.entries(SITES)) {
  test.describe(`built site under ${site.base}`, siteTier(name as keyof typeof SITES), () => {
    test('no broken link or anchor, and every page is reachable from home', () => {
      const report = crawl(site.outDir, site.base);
      const info = `${report.crawled.length} pages crawled, ${report.linksChecked} internal links checked (${report.anchorsChecked} with an anchor), ${report.externalLinks} external links skipped`;
      test.info().annotations.push({ type: 'crawl', description: `${name}: ${info}` });
      console.log(`[links] ${site.base}: ${info}`);
      expect(report.broken, `broken links under ${site.base}:\n${describeProblems(report.broken)}`).toEqual([]);
      expect(report.unreachable, `pages no link from home reaches under ${site.base}`).toEqual([]);
      // The crawl must have walked the site, not stopped at the home page: guide pages and the API reference.
      expect(report.crawled).toContain(`${site.base}intro`);
      expect(report.crawled).toContain(`${site.base}api/chainweb-client/classes/ChainwebClient`);
      expect(report.crawled.length).toBe(htmlFiles(site.outDir).length - 1 - redirectFiles(site.outDir).size);
    });

    test('every link stays under the base path', () => {
      expect(linksOutsideBase(site.outDir, site.base).slice(0, 40)).toEqual([]);
    });

    test('no link is named by a word that says nothing of its target ("start", "here", "more"…)', () => {
      const generic: string[] = [];
      for (const rel of htmlFiles(site.outDir)) {
        for (const text of linkTexts(readFileSync(path.join(site.outDir, rel), 'utf8'))) if (GENERIC_LINK_TEXTS.has(text)) generic.push(`${rel}: "${text}"`);
      }
      expect(generic.slice(0, 40)).toEqual([]);
    });

    test('the HTML and CSS load nothing from another host', () => {
      expect(foreignLoads(site.outDir)).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// In the browser: requests at page load, and console errors.


/** Loads a page and lets it settle: hydrated, idle network (the search index loads when idle), scrolled through. */
async function loadAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const site of ['root', 'based'] as const) {
  test(`page loads request only the site's own origin (${SITES[site].base})`, siteTier(site), async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const origin = new URL(at('', site)).origin;
    for (const [, pathname] of PAGE_TYPES) {
      await loadAndSettle(page, at(pathname, site));
      if (pathname === 'getting-started/first-project') {
        // Opening search fetches the index; it must come from the site too. Waited for by name: on a busy machine the
        // panel's code can load, and the network fall quiet, before the index is asked for.
        const index = page.waitForRequest((request) => /search_index/.test(request.url()), { timeout: 30_000 });
        await page.keyboard.press('Control+k');
        await index;
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Escape');
      }
    }
    const own = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(own.some((url) => /search_index/.test(url)), 'the search index was requested').toBe(true);
    expect(own.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
}

for (const width of [1280, 390]) {
  test.describe(`console at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [type, pathname] of PAGE_TYPES) {
      test(`${type} page logs no error`, async ({ page, consoleErrors }) => {
        const response = await page.goto(at(pathname));
        expect(response?.status()).toBe(type === '404' ? 404 : 200);
        await hydrated(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        // 404.html is answered with status 404, which Chromium logs as a failed resource load, not a page error.
        const errors = consoleErrors.filter((text) => !(type === '404' && /Failed to load resource: .*404/.test(text)));
        expect(errors).toEqual([]);
      });
    }
  });
}
