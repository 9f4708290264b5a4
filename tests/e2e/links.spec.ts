/**
 * Links and page loads, over both builds (base "/" and "/pact-toolbox/"):
 * - a crawler reads the built HTML from the home page and resolves every link the way GitHub Pages
 *   does (scripts/static-server.ts `resolveRequest`): no broken internal link, no `#anchor` without its
 *   id on the target page, and every generated page (every *.html but 404.html) reachable from home;
 * - nothing in the HTML loads from another host (scripts, styles, images, preloads, icons);
 * - in the browser, each page type requests nothing but the site's own origin, and logs no error in the
 *   console at 1280 px and 390 px.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { resolveRequest } from '../../scripts/static-server';
import { at, expect, hydrated, test } from './support/fixtures';
import { htmlFiles, redirectFiles, servedPath } from './support/built-site';
import { SITES } from './support/sites';
import { PAGE_TYPES } from './support/page-types';

// ---------------------------------------------------------------------------------------------------
// A crawler over a static build.

/** An origin that stands for "this site" when resolving links; never contacted. */
const ORIGIN = 'http://site.invalid';

interface ParsedPage {
  hrefs: string[];
  ids: Set<string>;
  /** URLs the page loads by itself (not links): script src, link href, img src/srcset, … */
  loads: string[];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** `<link rel>` values that name an address instead of loading it. */
const NAMING_RELS = new Set(['canonical', 'alternate']);

/** The value of one attribute in a start tag's source, or undefined. React writes attributes in double quotes. */
function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]) : undefined;
}

/** Links, ids and self-loaded URLs of an HTML document. Script bodies and comments are skipped. */
function parseHtml(html: string): ParsedPage {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const page: ParsedPage = { hrefs: [], ids: new Set(), loads: [] };
  for (const [tag, name] of markup.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/gi)) {
    const element = name.toLowerCase();
    const id = attr(tag, 'id');
    if (id !== undefined) page.ids.add(id);
    if (element === 'a') {
      const name = attr(tag, 'name');
      if (name !== undefined) page.ids.add(name);
      const href = attr(tag, 'href');
      if (href !== undefined) page.hrefs.push(href);
      continue;
    }
    for (const key of ['src', 'poster', 'data']) {
      const value = attr(tag, key);
      if (value) page.loads.push(value);
    }
    const srcset = attr(tag, 'srcset');
    if (srcset) page.loads.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean));
    if (element === 'link') {
      const href = attr(tag, 'href');
      // canonical and alternate links name an address (the public site URL); the browser loads neither.
      if (href && !NAMING_RELS.has((attr(tag, 'rel') ?? '').toLowerCase())) page.loads.push(href);
    }
    const style = attr(tag, 'style');
    if (style) for (const [, url] of style.matchAll(/url\(\s*['"]?([^'")]+)/g)) page.loads.push(url);
  }
  for (const [, css] of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    for (const [, url] of css.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)/g)) if (url) page.loads.push(url);
  }
  return page;
}

interface Problem {
  page: string;
  href: string;
  why: string;
}

interface CrawlReport {
  /** Pages read, by served path. */
  crawled: string[];
  /** Internal links resolved (every href on every crawled page, externals excluded). */
  linksChecked: number;
  /** Of those, the ones with a `#fragment` whose id was looked up. */
  anchorsChecked: number;
  externalLinks: number;
  broken: Problem[];
  /** Generated pages no chain of links from home reaches. */
  unreachable: string[];
}

/** Follows GitHub Pages' answer for a path (one folder redirect at most) to a file, or says why not. */
function resolveFile(root: string, base: string, pathname: string): { file: string } | { why: string } {
  let resolution = resolveRequest(root, base, pathname);
  if (resolution.kind === 'redirect') resolution = resolveRequest(root, base, resolution.location);
  if (resolution.kind === 'file' && resolution.status === 200) return { file: resolution.file };
  if (resolution.kind === 'redirect') return { why: 'redirects twice' };
  return { why: 'no such page (404)' };
}

/** Crawls a build from its home page. Pure apart from reading the build folder. */
function crawl(root: string, base: string): CrawlReport {
  const cache = new Map<string, ParsedPage>();
  const parsed = (file: string) => {
    let page = cache.get(file);
    if (!page) cache.set(file, (page = parseHtml(readFileSync(file, 'utf8'))));
    return page;
  };
  const report: CrawlReport = { crawled: [], linksChecked: 0, anchorsChecked: 0, externalLinks: 0, broken: [], unreachable: [] };
  const home = path.join(root, 'index.html');
  const seen = new Set<string>([home]);
  const queue = [home];
  while (queue.length) {
    const file = queue.shift()!;
    const served = servedPath(base, path.relative(root, file));
    report.crawled.push(served);
    for (const href of parsed(file).hrefs) {
      if (/^(mailto|tel|javascript):/i.test(href)) continue;
      const url = new URL(href, ORIGIN + served);
      if (url.origin !== ORIGIN) {
        report.externalLinks++;
        continue;
      }
      report.linksChecked++;
      const target = resolveFile(root, base, url.pathname);
      if ('why' in target) {
        report.broken.push({ page: served, href, why: target.why });
        continue;
      }
      if (url.hash.length > 1) {
        report.anchorsChecked++;
        const id = decodeURIComponent(url.hash.slice(1));
        if (!parsed(target.file).ids.has(id)) report.broken.push({ page: served, href, why: `no element with id "${id}" on ${url.pathname}` });
      }
      if (target.file.endsWith('.html') && !seen.has(target.file)) {
        seen.add(target.file);
        queue.push(target.file);
      }
    }
  }
  const redirects = redirectFiles(root);
  for (const rel of htmlFiles(root)) {
    if (rel === '404.html' || redirects.has(rel)) continue;
    if (!seen.has(path.join(root, rel))) report.unreachable.push(servedPath(base, rel));
  }
  return report;
}

/** Every URL a built page or stylesheet loads from a host other than its own. */
function foreignLoads(root: string): string[] {
  const found: string[] = [];
  const isForeign = (url: string) => !url.startsWith('data:') && new URL(url, `${ORIGIN}/`).origin !== ORIGIN;
  for (const rel of htmlFiles(root)) {
    for (const url of parseHtml(readFileSync(path.join(root, rel), 'utf8')).loads) if (isForeign(url)) found.push(`${rel}: ${url}`);
  }
  const cssDir = path.join(root, 'static/css');
  for (const name of readdirSync(cssDir, { recursive: true }).map(String)) {
    if (!name.endsWith('.css')) continue;
    const css = readFileSync(path.join(cssDir, name), 'utf8');
    for (const [, url, imported] of css.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)/g)) {
      const ref = url ?? imported;
      if (ref && isForeign(ref)) found.push(`static/css/${name}: ${ref}`);
    }
  }
  return found;
}

/**
 * Link texts that say nothing of where the link goes, as Lighthouse's SEO audit "link-text" lists them
 * (English). A heading named "start" became such a link on the overview page.
 */
const GENERIC_LINK_TEXTS = new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']);

/** The text of every <a> of an HTML document that links somewhere other than its own page, lower-cased. */
function linkTexts(html: string): string[] {
  const texts: string[] = [];
  for (const [, open, inner] of html.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/gi)) {
    const href = attr(open, 'href');
    if (href === undefined || href.startsWith('#')) continue;
    texts.push(decodeEntities(inner.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim().toLowerCase());
  }
  return texts;
}

const describeProblems = (problems: Problem[]) => problems.slice(0, 40).map((p) => `${p.page} → ${p.href}: ${p.why}`).join('\n');

// ---------------------------------------------------------------------------------------------------

test.describe('the crawler', () => {
  test('finds a broken link, a missing anchor, an orphan page and a foreign script in a tiny site', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'crawl-'));
    try {
      mkdirSync(path.join(root, 'guide'));
      mkdirSync(path.join(root, 'static/css'), { recursive: true });
      writeFileSync(path.join(root, 'static/css/site.css'), 'a{background:url(/img.svg)}');
      writeFileSync(
        path.join(root, 'index.html'),
        '<a href="/docs/guide/">ok</a><a href="/docs/guide/a#top">ok</a><a href="/docs/guide/a#nope">bad anchor</a>' +
          '<a href="/docs/missing">bad</a><a href="https://example.com/">external</a><a href="#here">self</a><h1 id="here">x</h1>' +
          '<script src="https://cdn.example.com/x.js"></script><link rel="stylesheet" href="/docs/static/css/site.css">' +
          '<link rel="canonical" href="https://example.org/docs/"><link rel="alternate" type="text/markdown" href="https://example.org/docs/index.md">' +
          '<a href="/docs/api/pkg/">package</a>',
      );
      // A package page and its redirect page from the old address (plugins/redirects/), which no link reaches.
      mkdirSync(path.join(root, 'api/pkg'), { recursive: true });
      writeFileSync(path.join(root, 'api/pkg/index.html'), '<h1>pkg</h1>');
      writeFileSync(path.join(root, 'api/pkg/README.html'), '<meta http-equiv="refresh" content="0; url=/docs/api/pkg/">');
      writeFileSync(path.join(root, 'guide/index.html'), '<a href="a">relative</a>');
      writeFileSync(path.join(root, 'guide/a.html'), '<h2 id="top">Top</h2>');
      writeFileSync(path.join(root, 'orphan.html'), '<p>nobody links here</p>');
      writeFileSync(path.join(root, '404.html'), '<p>404</p>');
      const report = crawl(root, '/docs/');
      expect(report.crawled.sort()).toEqual(['/docs/', '/docs/api/pkg/', '/docs/guide/', '/docs/guide/a']);
      expect(report.broken.map((p) => p.href).sort()).toEqual(['/docs/guide/a#nope', '/docs/missing']);
      expect(report.unreachable).toEqual(['/docs/orphan']);
      expect(linkTexts('<a href="/x#start"> Start </a><a href="/y">start: run a <code>network</code></a><a href="#top">more</a>').filter((t) => GENERIC_LINK_TEXTS.has(t))).toEqual(['start']);
      expect(report.externalLinks).toBe(1);
      expect(report.anchorsChecked).toBe(3);
      expect(foreignLoads(root)).toEqual(['index.html: https://cdn.example.com/x.js']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

for (const [name, site] of Object.entries(SITES)) {
  test.describe(`built site under ${site.base}`, () => {
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
      const outside: string[] = [];
      for (const rel of htmlFiles(site.outDir)) {
        for (const href of parseHtml(readFileSync(path.join(site.outDir, rel), 'utf8')).hrefs) {
          const url = new URL(href, ORIGIN + servedPath(site.base, rel));
          if (url.origin === ORIGIN && !url.pathname.startsWith(site.base)) outside.push(`${rel}: ${href}`);
        }
      }
      expect(outside.slice(0, 40)).toEqual([]);
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
  test(`page loads request only the site's own origin (${SITES[site].base})`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const origin = new URL(at('', site)).origin;
    for (const [, pathname] of PAGE_TYPES) {
      await loadAndSettle(page, at(pathname, site));
      if (pathname === 'getting-started/first-project') {
        // Opening search fetches the index; it must come from the site too.
        await page.keyboard.press('Control+k');
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
