/**
 * What readers' tools fetch besides the pages, over both builds (base "/" and "/pact-toolbox/"):
 * - llms.txt lists pages that exist, each by its markdown twin; every page has a twin that is served,
 *   holds the page's text (generated API text, code blocks) and links absolutely, `api:` links resolved,
 *   headings without their custom ids;
 * - sitemap.xml lists exactly the pages, absolutely under the public URL, each served, guide pages
 *   dated by git; robots.txt points at it;
 * - every page names itself (canonical, og:url) and carries a link preview (og:*, twitter:card) whose
 *   image is absolute and exists; descriptions differ from page to page;
 * - 404.html is the 404 page before any JavaScript runs, and hydrates without an error;
 * - each old address of the redirect map lands on its new page, with and without JavaScript;
 * - "Copy page as markdown" copies the page's twin.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSiteUrl } from '../../config/env';
import { CARD } from '../../plugins/link-previews/tags';
import { markdownTwinPath } from '../../plugins/llms/twins';
import { pageRoutes, redirectRoutes } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT, SITES, siteUrl } from '../support/sites';
import { siteTier } from '../support/tiers';

type SiteName = keyof typeof SITES;

/** The address a build names itself by (DOCS_SITE_URL as the global setup built it). */
const publicHome = (name: SiteName) => resolveSiteUrl(SITES[name].publicUrl, SITES[name].base).home;

/** A public address of the build → the same file on the test server. */
function served(name: SiteName, url: string): string {
  const home = publicHome(name);
  if (!url.startsWith(home)) throw new Error(`${url} is not under the site's public address ${home}`);
  return siteUrl(name) + url.slice(home.length);
}

const read = (name: SiteName, rel: string) => readFileSync(path.join(SITES[name].outDir, rel), 'utf8');

/** The built HTML file of a route: `/` → index.html, `/api/` → api/index.html, `/intro` → intro.html. */
const htmlFileOf = (route: string) => (route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`);

/** One attribute of the first head tag that has another: headValue(html, 'property', 'og:url', 'content'). */
function headValue(html: string, key: string, value: string, want: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    if (tag.includes(` ${key}="${value}"`)) return new RegExp(`\\s${want}="([^"]*)"`).exec(tag)?.[1];
  }
  return undefined;
}

/** GETs every URL, a few at a time; returns the ones that did not answer 200. */
async function failing(request: import('@playwright/test').APIRequestContext, urls: string[]): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 0; i < urls.length; i += 16) {
    await Promise.all(
      urls.slice(i, i + 16).map(async (url) => {
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) bad.push(`${url}: ${response.status()}`);
      }),
    );
  }
  return bad;
}

for (const name of Object.keys(SITES) as SiteName[]) {
  const site = SITES[name];

  test.describe(`markdown for AI assistants under ${site.base}`, siteTier(name), () => {
    test('every page has a served .md twin, and llms.txt lists only pages that exist, by their twins', async ({ request }) => {
      const routes = pageRoutes(site.outDir);
      expect(routes.length).toBeGreaterThan(300);
      const twins = routes.map((route) => publicHome(name) + markdownTwinPath(route).slice(1));
      expect(await failing(request, twins.map((url) => served(name, url)))).toEqual([]);

      const llms = await request.get(at('llms.txt', name));
      expect(llms.status()).toBe(200);
      const text = await llms.text();
      expect(text.startsWith('# Pact Toolbox\n')).toBe(true);
      const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
      expect(listed.filter((url) => !twins.includes(url)), 'llms.txt entries that are not the twin of a page').toEqual([]);
      // Every page but the home page (whose twin is the landing page's text) has its line.
      expect(new Set(listed).size).toBe(routes.length - 1);
      expect(listed).toContain(`${publicHome(name)}api/chainweb-client/classes/ChainwebClient.md`);
      expect(text).toMatch(/^## Guide$/m);
      expect(text).toMatch(/^## API$/m);

      const full = await request.get(at('llms-full.txt', name));
      expect(full.status()).toBe(200);
      const fullText = await full.text();
      expect(fullText).toContain('# ChainwebClient\n');
      expect(fullText).not.toContain('](api:');
    });

    test('a twin holds the page: generated API text, code blocks, absolute links, resolved api: links', async ({ request }) => {
      const twin = async (route: string) => {
        const response = await request.get(at(markdownTwinPath(route).slice(1), name));
        expect(response.status(), route).toBe(200);
        expect(response.headers()['content-type']).toContain('text/markdown');
        return response.text();
      };
      const home = publicHome(name);
      const api = await twin('/api/chainweb-client/classes/ChainwebClient');
      expect(api).toMatch(/^# ChainwebClient$/m);
      // The signature block as a ts fence of its text (plugins/llms/reference-markup.ts), one parameter per line past 40 characters.
      expect(api).toContain('```ts\nforChain(\n  chainId: string,\n): ChainwebClient;\n```');
      expect(api).not.toContain('pt-sig');
      expect(api).toContain(`](${home}api/chainweb-client/interfaces/NetworkConfig.md)`);

      const intro = await twin('/intro');
      expect(intro).toMatch(/^# Introduction$/m);
      expect(intro).toContain('```ts\nimport * as guestbook from "./pact/guestbook.pact";');
      expect(intro).toContain(`](${home}setup/pactup.md)`);

      // A guide page's api: links point at the API twins, absolute, under the base.
      const guide = await twin('/packages/chainweb-client');
      expect(guide).toContain(`[\`ChainwebClient\`](${home}api/chainweb-client/classes/ChainwebClient.md)`);
      expect(guide).toContain(`[\`forChain\`](${home}api/chainweb-client/classes/ChainwebClient.md#`);

      // Headings read as written, without their custom id (`## doctor: check your machine {#doctor}` in the source).
      const cli = await twin('/packages/cli');
      expect(cli).toMatch(/^## doctor: check your machine$/m);

      // No twin keeps an api: link, a site-relative link or a heading's custom id.
      const leftovers: string[] = [];
      for (const route of pageRoutes(site.outDir)) {
        const file = path.join(site.outDir, markdownTwinPath(route).slice(1));
        const prose = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
        const outside = [...(prose.match(/\]\((?:api:|\/)[^)]*\)/g) ?? []), ...(prose.match(/^#{1,6} .*\{#[^}\s]+\}[ \t]*$/gm) ?? [])];
        if (outside.length) leftovers.push(`${route}: ${outside.slice(0, 3).join(' ')}`);
      }
      expect(leftovers.slice(0, 20)).toEqual([]);
    });

    test('each page names its twin in a <link rel="alternate">', () => {
      for (const route of ['/', '/intro', '/api/', '/api/chainweb-client/classes/ChainwebClient']) {
        expect(headValue(read(name, htmlFileOf(route)), 'type', 'text/markdown', 'href'), route).toBe(publicHome(name) + markdownTwinPath(route).slice(1));
      }
    });
  });

  test.describe(`sitemap and robots.txt under ${site.base}`, siteTier(name), () => {
    test('sitemap.xml lists every page once, absolute under the public URL, each one served', async ({ request }) => {
      const response = await request.get(at('sitemap.xml', name));
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      const expected = pageRoutes(site.outDir).map((route) => publicHome(name) + route.slice(1));
      expect(locs.slice().sort()).toEqual(expected.slice().sort());
      expect(locs).not.toContain(`${publicHome(name)}404`);
      expect(await failing(request, locs.map((url) => served(name, url)))).toEqual([]);
    });

    test('a guide page is dated by its last commit, an API page by the source it was generated from', () => {
      const xml = read(name, 'sitemap.xml');
      const lastmod = (route: string) => new RegExp(`<loc>${publicHome(name)}${route}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
      const git = (file: string) => execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: ROOT, encoding: 'utf8' }).trim();
      expect(lastmod('intro')).toBe(git('docs/intro.mdx'));
      // The default test build documents the published packages: their date is the manifest's.
      expect(lastmod('api/chainweb-client/classes/ChainwebClient')).toBe(git('api-gen/manifest.json'));
    });

    test('robots.txt points at the sitemap by its absolute address', async ({ request }) => {
      const response = await request.get(at('robots.txt', name));
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`\nSitemap: ${publicHome(name)}sitemap.xml\n`);
    });
  });

  test.describe(`link previews under ${site.base}`, siteTier(name), () => {
    test('every page has a canonical link, og:url, og:title, og:description, an absolute og:image and twitter:card', async ({ request }) => {
      const problems: string[] = [];
      const descriptions = new Map<string, string>();
      for (const route of pageRoutes(site.outDir)) {
        const html = read(name, htmlFileOf(route));
        const url = publicHome(name) + route.slice(1);
        const get = (key: string, value: string, want = 'content') => headValue(html, key, value, want);
        if (get('rel', 'canonical', 'href') !== url) problems.push(`${route}: canonical ${get('rel', 'canonical', 'href')}`);
        if (get('property', 'og:url') !== url) problems.push(`${route}: og:url ${get('property', 'og:url')}`);
        if (!get('property', 'og:title')) problems.push(`${route}: no og:title`);
        if (get('property', 'og:image') !== `${publicHome(name)}${CARD.path.slice(1)}`) problems.push(`${route}: og:image ${get('property', 'og:image')}`);
        if (get('name', 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card ${get('name', 'twitter:card')}`);
        const description = get('property', 'og:description');
        if (!description || description !== get('name', 'description')) problems.push(`${route}: og:description "${description}"`);
        else if (descriptions.has(description)) problems.push(`${route}: same description as ${descriptions.get(description)}`);
        else descriptions.set(description, route);
      }
      expect(problems.slice(0, 30)).toEqual([]);
      // The card itself is served, a PNG of the size the tags announce.
      const card = await request.get(served(name, `${publicHome(name)}${CARD.path.slice(1)}`));
      expect(card.status()).toBe(200);
      const png = await card.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD.width, CARD.height]);
    });
  });

  test.describe(`redirects under ${site.base}`, siteTier(name), () => {
    for (const javaScriptEnabled of [false, true]) {
      test(`each old address of the redirect map lands on its new page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
        test.setTimeout(150_000); // one page load per API package
        const from = redirectRoutes(site.outDir);
        expect(from).toContain('/api/chainweb-client/README');
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        for (const route of from) {
          await page.goto(at(route.slice(1), name));
          await expect(page, route).toHaveURL(at(route.slice(1).replace(/README$/, ''), name));
          await expect(page.locator('h1').first()).toBeVisible();
        }
        await context.close();
      });
    }

    test('a redirect keeps the anchor', async ({ page }) => {
      await page.goto(at('api/chainweb-client/README#classes', name));
      await expect(page).toHaveURL(at('api/chainweb-client/#classes', name));
    });
  });

  test.describe(`404 page under ${site.base}`, siteTier(name), () => {
    test('without JavaScript: 404, PAGE NOT FOUND and a way home, no doc chrome', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(at('no/such/page', name));
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
      await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', site.base);
      await expect(page.locator('.rp-doc-layout__sidebar, .rp-doc-footer, .rp-prev-next-page, .rp-last-updated, .rp-doc-layout__outline')).toHaveCount(0);
      await expect(page.getByText('Last Updated')).toHaveCount(0);
      await expect(page.getByText('Next page')).toHaveCount(0);
      await page.getByRole('link', { name: 'Take me home' }).click();
      await expect(page).toHaveURL(siteUrl(name));
      await context.close();
    });

    test('with JavaScript: hydrates into the same page without an error', async ({ page, consoleErrors }) => {
      await page.goto(at('no/such/page', name));
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
      // The 404 status itself is logged by Chromium as a failed resource load.
      expect(consoleErrors.filter((text) => !/Failed to load resource: .*404/.test(text))).toEqual([]);
    });
  });
}

test.describe('copy page as markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const name of Object.keys(SITES) as SiteName[]) {
    test(`the button under the title copies the page's twin (${SITES[name].base})`, siteTier(name), async ({ page, request }) => {
      await page.goto(at('intro', name));
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Copy page as markdown' });
      await expect(button).toBeVisible();
      // Reachable and usable from the keyboard.
      await button.focus();
      await page.keyboard.press('Enter');
      const expected = await (await request.get(at('intro.md', name))).text();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(expected).toMatch(/^# Introduction$/m);
    });
  }

  test('API pages have it too; the 404 page and the home page do not', async ({ page }) => {
    await page.goto(at('api/chainweb-client/classes/ChainwebClient'));
    await expect(page.getByRole('button', { name: 'Copy page as markdown' })).toBeVisible();
    await page.goto(at('no/such/page'));
    await expect(page.getByRole('button', { name: 'Copy page as markdown' })).toHaveCount(0);
    await page.goto(at(''));
    await expect(page.getByRole('button', { name: 'Copy page as markdown' })).toHaveCount(0);
  });
});
