/**
 * Paint first (plugins/paint-first/): the page's text paints before any script is requested.
 * - In every built page of both builds, the entry scripts are started by one inline loader (no `<script defer src>`),
 *   every script it names is in the output, and no route chunk is preloaded.
 * - In the browser, no script request starts before the first contentful paint, and the page still hydrates.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, isSourcePage, redirectFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { SITES } from '../support/sites';
import { siteTier } from '../support/tiers';

for (const [name, site] of Object.entries(SITES)) {
  test(`every page under ${site.base} starts its scripts from the loader, with no route preload`, siteTier(name as keyof typeof SITES), () => {
    const redirects = redirectFiles(site.outDir);
    const pages = htmlFiles(site.outDir).filter((file) => !redirects.has(path.normalize(file)) && !isSourcePage(file));
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(site.outDir, file), 'utf8');
      // The loader's first array literal is its script list (minified by plugins/terse-head/, so its names vary).
      const loaders = [...html.matchAll(/<script data-pt-loader="">[^<]*?(\["[^\]]*\])/g)];
      if (loaders.length !== 1) problems.push(`${file}: ${loaders.length} loaders`);
      if (/<script[^>]*\sdefer[\s>][^>]*src=|<script[^>]*src=[^>]*\sdefer[\s>=]/.test(html)) problems.push(`${file}: a <script defer src>`);
      if (/<link rel="preload" href="[^"]*\/static\/js\/async\//.test(html)) problems.push(`${file}: a route-chunk preload`);
      for (const src of loaders[0] ? (JSON.parse(loaders[0][1]) as string[]) : []) {
        if (!existsSync(path.join(site.outDir, src.slice(site.base.length)))) problems.push(`${file}: ${src} is not in the output`);
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const route of ['/', '/packages/transaction', '/api/chainweb-client/classes/ChainwebClient']) {
  test(`${route}: no script is requested before the first contentful paint, and the page hydrates`, async ({ page, consoleErrors }) => {
    await page.goto(at(route));
    await hydrated(page);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.start < fcp)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
