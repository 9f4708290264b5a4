/**
 * The reading layout (theme/Layout/measure.css, theme/mdx/tables.css, code-buttons.css, links.css, reference.css,
 * plugins/inline-code/), over every guide page of the built site at 1280 and 390 px:
 * - the page never scrolls sideways, and anything wider than the content column scrolls inside its own box, which
 *   then shows that it does (faded edges) and is reachable by keyboard (a tabindex);
 * - at 1280 px no code block of 90 columns or fewer scrolls;
 * - no paragraph, list item, heading or table cell cuts its text off;
 * - a hyphenated word of inline code stays on one line, and links in the text are underlined.
 * Reference pages (the cheat sheet, the glossary) get the doc typography: a large title and bordered tables.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT } from '../support/sites';

/** Every hand-written page but the home page and the overview (`index.md` files), as routes: `/setup/docker`. */
const docs = path.join(ROOT, 'docs');
const guidePages = readdirSync(docs, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && e.name !== 'index.md' && !path.relative(docs, e.parentPath).startsWith('api'))
  .map((e) => `/${path.relative(docs, path.join(e.parentPath, e.name)).replace(/\.mdx?$/, '').split(path.sep).join('/')}`)
  .sort();

interface LayoutReport {
  pageScroll: number;
  unmarked: string[];
  shortCodeScrolling: string[];
  clipped: string[];
  brokenCode: string[];
  plainLinks: number;
}

async function layoutReport(page: import('@playwright/test').Page, width: number): Promise<LayoutReport> {
  return page.evaluate((viewport) => {
    const root = document.querySelector('.rspress-doc') ?? document.querySelector('main');
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const containers = [...(root?.querySelectorAll('.rp-table-scroll-container, .rp-codeblock__content__scroll-container') ?? [])];
    const unmarked = containers
      .filter(scrolls)
      .filter((box) => getComputedStyle(box).maskImage === 'none' || !box.firstElementChild?.hasAttribute('tabindex'))
      .map(label);
    const shortCodeScrolling =
      viewport < 1280
        ? []
        : [...(root?.querySelectorAll('.rp-codeblock__content__scroll-container') ?? [])]
            .filter((box) => Math.max(...(box.textContent ?? '').split('\n').map((line) => line.length)) <= 90 && scrolls(box))
            .map(label);
    const clipped = [...(root?.querySelectorAll('p, li, h1, h2, h3, h4, td, th') ?? [])]
      .filter((el) => !el.closest('.rp-table-scroll-container, pre') || el.matches('td, th'))
      .filter((el) => getComputedStyle(el).overflowX !== 'visible' && scrolls(el))
      .map(label);
    const brokenCode = [...(root?.querySelectorAll('code .pt-nobr') ?? [])].filter((span) => span.getClientRects().length > 1).map(label);
    const plainLinks = [...(root?.querySelectorAll(':is(p, li, td) > a:not(.rp-header-anchor)') ?? [])].filter(
      (a) => !getComputedStyle(a).textDecorationLine.includes('underline'),
    ).length;
    return { pageScroll: document.documentElement.scrollWidth - window.innerWidth, unmarked, shortCodeScrolling, clipped, brokenCode, plainLinks };
  }, width);
}

test('the guide pages are found', () => {
  expect(guidePages.length).toBeGreaterThanOrEqual(12);
  expect(guidePages).toEqual(expect.arrayContaining(['/intro', '/getting-started/first-project', '/setup/docker', '/cheatsheet', '/glossary']));
});

for (const width of [1280, 390]) {
  test.describe(`reading layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of guidePages) {
      test(route, async ({ page }) => {
        await page.goto(at(route.slice(1)));
        await hydrated(page);
        // A scrolling box gets its tabindex once it has been measured, in an effect that can run a moment after
        // hydration (theme/mdx/scrollable.ts): poll until every scrolling box is marked, or fail after the timeout.
        await expect
          .poll(async () => (await layoutReport(page, width)).unmarked, { message: 'boxes that scroll without faded edges or a tabindex' })
          .toEqual([]);
        const report = await layoutReport(page, width);
        expect(report.pageScroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(report.shortCodeScrolling, 'code blocks of ≤ 90 columns that scroll').toEqual([]);
        expect(report.clipped, 'elements that cut their text').toEqual([]);
        expect(report.brokenCode, 'inline code broken inside a hyphenated word').toEqual([]);
        expect(report.plainLinks, 'links in the text without an underline').toBe(0);
      });
    }
  });
}

test('1280 px: the content column holds 90 columns of code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  const { column, ninety } = await page.evaluate(() => {
    const pre = document.querySelector('.rspress-doc pre code')!;
    const probe = document.createElement('span');
    probe.textContent = 'x'.repeat(90);
    pre.appendChild(probe);
    const ninety = probe.getBoundingClientRect().width;
    probe.remove();
    return { column: document.querySelector('.rspress-doc')!.getBoundingClientRect().width, ninety };
  });
  expect(column).toBeGreaterThanOrEqual(ninety + 32);
});

for (const route of ['cheatsheet', 'glossary']) {
  test(`${route}: a reference page with the doc typography`, async ({ page }) => {
    await page.goto(at(route));
    await hydrated(page);
    const style = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const table = document.querySelector('main table')!;
      const anchor = h1.querySelector('.rp-header-anchor');
      return {
        h1: Number.parseFloat(getComputedStyle(h1).fontSize),
        border: Number.parseFloat(getComputedStyle(table).borderTopWidth),
        anchorShown: anchor ? getComputedStyle(anchor).opacity !== '0' : false,
        left: document.querySelector('main')!.getBoundingClientRect().left,
      };
    });
    expect(style.h1).toBeGreaterThanOrEqual(28);
    expect(style.border).toBeGreaterThanOrEqual(1);
    expect(style.anchorShown, 'the "#" permalink shows only on hover').toBe(false);
    expect(style.left).toBeGreaterThan(0);
  });

  test(`${route}: prints black on white, full width, without permalinks or link colours`, async ({ page }) => {
    // Printed from the dark theme: the page opens in print media, so no colour transition is under way.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await page.goto(at(route));
    await hydrated(page);
    const printed = await page.evaluate(() => {
      const column = document.querySelector<HTMLElement>('.pt-reference')!;
      const link = column.querySelector('p a, td a');
      return {
        colour: getComputedStyle(column).color,
        padding: getComputedStyle(column).paddingLeft,
        maxWidth: getComputedStyle(column).maxWidth,
        linkColour: link ? getComputedStyle(link).color : getComputedStyle(column).color,
        permalinks: [...column.querySelectorAll('.rp-header-anchor')].filter((a) => getComputedStyle(a).display !== 'none').length,
      };
    });
    expect(printed).toEqual({ colour: 'rgb(0, 0, 0)', padding: '0px', maxWidth: 'none', linkColour: 'rgb(0, 0, 0)', permalinks: 0 });
  });
}

test.describe('breadcrumbs (theme/Breadcrumbs/)', () => {
  for (const [route, trail] of [
    ['api/chainweb-client/classes/ChainwebClient', ['API Reference', 'chainweb-client', 'Classes', 'ChainwebClient']],
    ['getting-started/first-project', ['Getting Started', 'First Project']],
  ] as const) {
    test(`${route}: in the static HTML, and the same after hydration without a mismatch`, async ({ page, request, hydrationMismatches }) => {
      const html = await (await request.get(at(route))).text();
      const nav = /<nav class="pt-breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      expect(nav.replace(/<[^>]+>/g, '|').split('|').filter((t) => t.trim())).toEqual([...trail]);
      await page.goto(at(route));
      await hydrated(page);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText([...trail]);
      await expect(crumbs.last().locator('[aria-current="page"]')).toHaveCount(1);
      expect(hydrationMismatches).toEqual([]);
    });
  }
});

for (const [width, scrolls] of [[390, true], [1280, false]] as const) {
  test(`${width} px: the package diagram ${scrolls ? 'scrolls in its frame, which fades its cut edge and takes focus' : 'fits, with no fade and no tab stop'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at('intro'));
    await hydrated(page);
    const frame = page.locator('.pt-layers');
    const state = () =>
      frame.evaluate((box) => ({
        scrolls: box.scrollWidth > box.clientWidth + 1,
        tabindex: box.getAttribute('tabindex'),
        faded: getComputedStyle(box).maskImage !== 'none',
      }));
    await expect.poll(state).toEqual(scrolls ? { scrolls, tabindex: '0', faded: true } : { scrolls, tabindex: null, faded: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });
}

test('the Introduction draws the package layers as an image with a text alternative, not ASCII art', async ({ page }) => {
  await page.goto(at('intro'));
  await hydrated(page);
  const diagram = page.getByRole('img', { name: /How the Pact Toolbox packages fit together/ });
  await expect(diagram).toBeVisible();
  expect(await diagram.evaluate((svg) => svg.querySelector('desc')?.textContent ?? '')).toMatch(/Build time.*unplugin.*Runtime.*transaction.*Tooling.*pact-toolbox CLI/);
  expect(await page.locator('.rspress-doc').textContent()).not.toMatch(/[\u2500-\u257F]/);
  // Theme-aware: the layer names follow the page's text colour in both themes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await hydrated(page);
    const [fill, text] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('.pt-layers__name')!).fill,
      getComputedStyle(document.querySelector('.rspress-doc p')!).color,
    ]);
    expect(fill, scheme).toBe(text);
  }
});
