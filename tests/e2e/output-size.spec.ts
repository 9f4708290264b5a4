/**
 * The first-load JavaScript budget, and what keeps pages small without changing the look (plugins/icon-sprite/,
 * plugins/terse-head/): Rspress's icons are `<use>` of one sprite file, drawn in both themes and without
 * JavaScript; the head's inline scripts are minified. The total output size is reported by `npm run bench`, not
 * held to a budget: a reader downloads pages, not the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_JS_BUDGET_BYTES } from '../../scripts/bench/budgets';
import { firstLoadJs, kb, weighPageTypes, WEIGHED_PAGES } from '../../scripts/bench/page-weight';
import { htmlFiles, isSourcePage, redirectFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { SITES, siteUrl } from '../support/sites';

const API_PAGE = '/api/transaction/functions/createTransaction';
const GUIDE_PAGE = '/packages/transaction';

/** The built HTML of a route of the default site. */
const builtHtml = (route: string) => readFileSync(path.join(SITES.root.outDir, `${route.replace(/^\//, '')}.html`), 'utf8');

test('each page type\'s first-load JavaScript is within its budget, weighed as npm run bench weighs it', async ({ browser }) => {
  test.setTimeout(600_000); // three loads per page type, each settled by SETTLED_QUIET_MS of network quiet
  const weights = await weighPageTypes(browser, siteUrl('root'));
  expect(weights.map((w) => w.name)).toEqual(WEIGHED_PAGES.map((p) => p.name));
  for (const w of weights) {
    // Precondition: the scripts were counted (React alone is over 60 KB).
    expect(firstLoadJs(w), `${w.name}: no JavaScript counted`).toBeGreaterThan(60 * 1024);
    expect(firstLoadJs(w), `${w.name}: ${kb(firstLoadJs(w))} KB, budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} KB`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  }
});

test.describe('icon sprite', () => {
  test('no page draws an Rspress icon inline: every icon is a <use> of the one sprite file', () => {
    for (const route of [API_PAGE, GUIDE_PAGE]) {
      const html = builtHtml(route);
      // The GitHub mark, the theme switch's sun, the copy button: inline drawings before the sprite.
      expect(html).not.toContain('M12 .297c');
      expect(html).not.toContain('m7.001 15.848');
      const hrefs = new Set([...html.matchAll(/<use href="([^"#]+)#[\w-]+"/g)].map((m) => m[1]));
      expect([...hrefs]).toEqual([expect.stringMatching(/^\/static\/i\.[0-9a-f]{8}\.svg$/)]);
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`icons are drawn in both themes ${javaScriptEnabled ? 'after hydration' : 'without JavaScript'}`, async ({ browser, hydrationMismatches }) => {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ javaScriptEnabled, colorScheme: scheme, viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        if (javaScriptEnabled) page.on('console', (m) => m.type() === 'warning' && /hydrat/i.test(m.text()) && hydrationMismatches.push(m.text()));
        const sprite = page.waitForResponse((response) => /\/static\/i\.[0-9a-f]{8}\.svg$/.test(response.url()));
        await page.goto(at(GUIDE_PAGE));
        expect((await sprite).status()).toBe(200);
        if (javaScriptEnabled) await hydrated(page);
        // The search button's icon, the copy buttons' icons and the GitHub mark (laid out in the nav menu even
        // while it is closed): each drawn, its symbol resolved from the sprite, wherever one of them is laid out.
        for (const selector of ['.rp-search-button svg', '.rp-code-copy-button svg', '.rp-social-links__item svg']) {
          const widest = await page.locator(selector).evaluateAll((svgs) => Math.max(0, ...svgs.map((svg) => (svg.querySelector('use') as SVGGraphicsElement | null)?.getBBox().width ?? 0)));
          expect(widest, `${selector} in ${scheme}`).toBeGreaterThan(0);
        }
        await context.close();
      }
      expect(hydrationMismatches).toEqual([]);
    });
  }
});

test.describe('terse head', () => {
  test("every page's inline <head> scripts are minified (plugins/terse-head/)", () => {
    const outDir = SITES.root.outDir;
    const redirects = redirectFiles(outDir);
    const pages = htmlFiles(outDir).filter((file) => !redirects.has(path.normalize(file)) && !isSourcePage(file));
    expect(pages.length).toBeGreaterThan(100);
    const readable: string[] = [];
    let scripts = 0;
    for (const file of pages) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      for (const [, code] of html.slice(0, html.indexOf('</head>')).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        scripts++;
        // Source as written for reading: line breaks, indentation, spaced-out assignments.
        if (/\n|\s{2}| = /.test(code)) readable.push(`${file}: ${code.slice(0, 60)}`);
      }
    }
    expect(scripts).toBeGreaterThanOrEqual(4 * pages.length);
    expect(readable).toEqual([]);
  });
});
