/**
 * The reading layout (theme/Layout/measure.css, theme/mdx/tables.css, code-buttons.css, links.css, reference.css,
 * plugins/inline-code/), over every guide page of the built site at 1280 and 390 px:
 * - the page never scrolls sideways, and anything wider than the content column scrolls inside its own box, which
 *   then shows that it does (faded edges) and is reachable by keyboard (a tabindex);
 * - at 1280 px no code block of 90 columns or fewer scrolls;
 * - no paragraph, list item, heading or table cell cuts its text off;
 * - a hyphenated word of inline code stays on one line, and links in the text are underlined;
 * - at 1280 px the median paragraph or list item holds 80 characters a line or fewer (theme/Layout/measure.css);
 * - tables of options, keys, flags, parameters and members (plugins/stacked-tables/) show every column at 1280 px
 *   without scrolling, and at 390 px become stacked entries that do not scroll.
 * Reference pages (the cheat sheet, the glossary) get the doc typography: a large title and bordered tables.
 * Then: the API reference's tables and type names at 390 px, `?sidebar=0` centring (and the text itself with
 * `&outline=0`), code-block buttons clear of the code, no stray sliver on /api/, print, the phone outline bar.
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
  proseMedian: number;
  /** Table cells of text (no code) that wrap, and the most characters a line of any of them holds. */
  cellsWrapping: number;
  cellMax: number;
  optionTables: number;
  optionTableProblems: string[];
}

/** The longest median prose line at 1280 px, in characters. */
const PROSE_MEDIAN_MAX = 80;
/** A column of an option table narrower than this at 1280 px counts as hidden. */
const MIN_COLUMN_PX = 56;

/** Boxes that scroll without faded edges or a tabindex (the light part of layoutReport, polled until it settles). */
function unmarkedBoxes(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('.rspress-doc') ?? document.querySelector('main');
    return [...(root?.querySelectorAll('.rp-table-scroll-container, .rp-codeblock__content__scroll-container') ?? [])]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .filter((box) => getComputedStyle(box).maskImage === 'none' || !box.firstElementChild?.hasAttribute('tabindex'))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

async function layoutReport(page: import('@playwright/test').Page, width: number): Promise<LayoutReport> {
  return page.evaluate(([viewport, minColumn]) => {
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
    // Characters a line holds: the element's width divided by its mean character width, measured on one unwrapped
    // copy of the element; undefined for an element that does not wrap (shorter than one and a half lines).
    const charsPerLine = (el: Element): number | undefined => {
      const copy = el.cloneNode(true) as HTMLElement;
      // max-content: inline code that wraps on its own (white-space: normal) would otherwise shrink the copy to the column.
      copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:max-content;max-width:none';
      el.parentElement!.appendChild(copy);
      const oneLine = copy.getBoundingClientRect().width;
      copy.remove();
      const style = getComputedStyle(el);
      const inner = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return oneLine > 1.5 * inner ? inner / (oneLine / (el.textContent ?? '').length) : undefined;
    };
    // The median over the page's paragraphs and list items that wrap (two lines or more), outside tables, without
    // code blocks inside them, and not the one-line captions under code samples.
    const perLine = [...(root?.querySelectorAll('p, li') ?? [])]
      .filter((el) => !el.closest('table, pre, .pt-sig, .pt-sample-source') && !el.querySelector('pre, table, .pt-sig'))
      .flatMap((el) => charsPerLine(el) ?? [])
      .sort((a, b) => a - b);
    // Table cells of text that wrap: the most characters a line of any of them holds.
    const cellLines = [...(root?.querySelectorAll('td') ?? [])].filter((td) => !td.querySelector('pre, code')).flatMap((td) => charsPerLine(td) ?? []);
    const proseMedian = perLine.length ? Math.round(perLine[Math.floor(perLine.length / 2)]) : 0;
    // Tables of named settings: their first column's heading says so.
    const optionTables = [...(root?.querySelectorAll('table') ?? [])].filter((table) =>
      /^(option|key|flag|argument or flag|parameter|property|member|variable)$/i.test(table.querySelector('th')?.textContent?.trim() ?? ''),
    );
    const optionTableProblems = optionTables.flatMap((table) => {
      const name = `table "${[...table.querySelectorAll('th')].map((th) => th.textContent?.trim()).join(' | ')}" (row 1: ${(table.querySelector('tbody td')?.textContent ?? '').trim().slice(0, 30)})`;
      const box = table.parentElement!;
      const out: string[] = [];
      if (!table.classList.contains('pt-stack')) out.push(`${name} is not marked to stack`);
      if (box.scrollWidth > box.clientWidth + 1) out.push(`${name} scrolls sideways`);
      if (viewport >= 1280) {
        for (const th of table.querySelectorAll('th')) {
          const w = th.getBoundingClientRect().width;
          if (w < minColumn) out.push(`${name}: column "${th.textContent?.trim()}" is ${Math.round(w)} px wide`);
        }
      } else if (getComputedStyle(table.querySelector('tbody tr')!).display !== 'flex') {
        out.push(`${name} is not stacked`);
      }
      return out;
    });
    return {
      pageScroll: document.documentElement.scrollWidth - window.innerWidth,
      unmarked,
      shortCodeScrolling,
      clipped,
      brokenCode,
      plainLinks,
      proseMedian,
      cellsWrapping: cellLines.length,
      cellMax: cellLines.length ? Math.round(Math.max(...cellLines)) : 0,
      optionTables: optionTables.length,
      optionTableProblems,
    };
  }, [width, MIN_COLUMN_PX] as const);
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
        await expect.poll(() => unmarkedBoxes(page), { message: 'boxes that scroll without faded edges or a tabindex' }).toEqual([]);
        const report = await layoutReport(page, width);
        expect(report.pageScroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(report.shortCodeScrolling, 'code blocks of ≤ 90 columns that scroll').toEqual([]);
        expect(report.clipped, 'elements that cut their text').toEqual([]);
        expect(report.brokenCode, 'inline code broken inside a hyphenated word').toEqual([]);
        expect(report.plainLinks, 'links in the text without an underline').toBe(0);
        expect(report.optionTableProblems, 'option tables that hide a column or scroll').toEqual([]);
        if (width === 1280) expect(report.proseMedian, 'median characters a prose line holds').toBeLessThanOrEqual(PROSE_MEDIAN_MAX);
        if (width === 1280) expect(report.cellMax, 'the most characters a line of a table cell of text holds').toBeLessThanOrEqual(PROSE_MEDIAN_MAX);
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

/** The API pages a TypeScript reader checks first (the overview, packages, classes, functions, interfaces, type aliases, a variable). */
const API_REVIEW_PAGES = [
  'api/',
  'api/chainweb-client/',
  'api/transaction/',
  'api/crypto/',
  'api/chainweb-client/classes/ChainwebClient',
  'api/transaction/classes/PactTransactionBuilder',
  'api/chainweb-client/classes/ChainwebClientError',
  'api/chainweb-client/functions/submitAndListen',
  'api/transaction/functions/execution',
  'api/prelude/functions/topologicSort',
  'api/chainweb-client/interfaces/NetworkConfig',
  'api/signers/type-aliases/MessageSigner',
  'api/transaction/variables/CLOCK_SKEW_OFFSET_SECONDS',
];

/**
 * At 390 px, on one API page: tables that scroll sideways; lines of code (signatures, table cells) broken inside a
 * word (a line ends inside a text run at a place that is no space, no `<`, `,`, `.` or `|`: the `<wbr>`s of
 * plugins/inline-code/ split the runs at camel-case humps); external links whose "↗" sits on a line of its own.
 */
function phoneReferenceProblems(): string[] {
  const out: string[] = [];
  const root = document.querySelector('.rspress-doc')!;
  for (const box of root.querySelectorAll('.rp-table-scroll-container')) {
    if (box.scrollWidth > box.clientWidth + 1) out.push(`table "${(box.querySelector('th')?.textContent ?? '').trim()}" scrolls sideways`);
  }
  const lineTop = (node: Text, i: number) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    return range.getClientRects()[0]?.top;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.parentElement?.closest('.pt-sig, td code') || node.parentElement.closest('.pt-nobr')) continue;
    const text = node.data;
    let previous = lineTop(node, 0);
    for (let i = 1; i < text.length; i++) {
      const top = lineTop(node, i);
      if (top === undefined || previous === undefined) continue;
      if (top > previous + 2 && !/[\s<,]/.test(text[i - 1]) && !/[\s.|]/.test(text[i])) {
        out.push(`"${text}" breaks inside a word: "${text.slice(0, i)}|${text.slice(i)}"`);
      }
      previous = top;
    }
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')) {
    const rects = link.getClientRects();
    const last = link.lastChild;
    if (!(last instanceof Text) || last.data.length === 0 || rects.length === 0) continue;
    const textTop = lineTop(last, last.data.length - 1);
    if (textTop !== undefined && rects[rects.length - 1].top > textTop + 4) out.push(`the "↗" of "${link.textContent}" sits on a line of its own`);
  }
  return out;
}

test.describe('API reference at 390 px (plugins/stacked-tables/, plugins/inline-code/, theme/mdx/links.css)', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  for (const route of API_REVIEW_PAGES) {
    test(`${route}: no table scrolls, no type name breaks inside a word, every "↗" stays with its link`, async ({ page }) => {
      await page.goto(at(route));
      await hydrated(page);
      expect(await page.evaluate(phoneReferenceProblems)).toEqual([]);
    });
  }

  test('a parameter table is stacked: the name, its type under "Type" on the same line', async ({ page }) => {
    await page.goto(at('api/chainweb-client/classes/ChainwebClient'));
    await hydrated(page);
    const row = page.locator('table.pt-stack tbody tr').filter({ has: page.locator('td', { hasText: /^config$/ }) }).first();
    const [name, type] = [row.locator('td').nth(0), row.locator('td').nth(1)];
    expect(await type.getAttribute('data-label')).toBe('Type');
    const [a, b] = [await name.boundingBox(), await type.boundingBox()];
    expect(Math.abs(a!.y - b!.y), 'name and type share a line').toBeLessThan(8);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  });
});

test("1280 px: the glossary's definitions keep the prose measure, at most 80 characters a line (theme/mdx/tables.css)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('glossary'));
  await hydrated(page);
  const report = await layoutReport(page, 1280);
  expect(report.cellsWrapping, 'definitions that wrap').toBeGreaterThan(5);
  expect(report.cellMax, 'the most characters a line of a definition holds').toBeLessThanOrEqual(PROSE_MEDIAN_MAX);
});

test.describe('hidden chrome centres the content (plugins/chrome-switches/runtime/chrome.css)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const query of ['sidebar=0', 'sidebar=0&navbar=0&footer=0']) {
    test(`?${query}: the content column has as much room on its left as on its right`, async ({ page }) => {
      await page.goto(at(`packages/transaction?${query}`));
      await hydrated(page);
      const { left, right } = await page.evaluate(() => {
        const column = document.querySelector('.rp-doc-layout__doc')!.getBoundingClientRect();
        return { left: column.left, right: document.documentElement.clientWidth - column.right };
      });
      expect(left, 'the column does not hug the left edge').toBeGreaterThan(200);
      expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThanOrEqual(2);
    });
  }

  // Without the outline too, the text itself is centred (it stops at the prose measure, narrower than the column).
  for (const route of ['packages/transaction', 'api/chainweb-client/classes/ChainwebClient']) {
    test(`?sidebar=0&outline=0 on /${route}: the widest paragraph has as much room on its left as on its right at 1440, 1280, 1000 and 390 px`, async ({ page }) => {
      await page.goto(at(`${route}?sidebar=0&outline=0`));
      await hydrated(page);
      for (const width of [1440, 1280, 1000, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const gaps = await page.evaluate(() => {
          const window = document.documentElement.clientWidth;
          const widest = [...document.querySelectorAll('.rp-doc > p')].map((p) => p.getBoundingClientRect()).sort((a, b) => b.width - a.width)[0];
          return { left: widest.left, right: window - widest.right, pageScroll: document.documentElement.scrollWidth - window };
        });
        expect(Math.abs(gaps.left - gaps.right), `${width} px: left ${gaps.left} px, right ${gaps.right} px`).toBeLessThanOrEqual(2);
        expect(gaps.pageScroll, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test('/packages/transaction at 1280 px: no code block\'s copy button, shown, covers a line of its code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  const blocks = page.locator('.rp-doc .rp-codeblock:visible');
  const count = await blocks.count();
  expect(count, 'code blocks on the page').toBeGreaterThanOrEqual(10);
  const covered: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    await block.locator('.rp-codeblock__content').hover();
    await expect(block.locator('.rp-code-button-group')).toHaveCSS('opacity', '1');
    covered.push(
      ...(await block.evaluate((b) => {
        const buttons = b.querySelector('.rp-code-button-group')!.getBoundingClientRect();
        return [...b.querySelectorAll('span.line')].flatMap((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const under = [...range.getClientRects()].some((r) => r.width > 0 && r.right > buttons.left && r.left < buttons.right && r.bottom > buttons.top && r.top < buttons.bottom);
          return under ? [(line.textContent ?? '').slice(0, 60)] : [];
        });
      })),
    );
  }
  expect(covered, 'lines of code under a copy button').toEqual([]);
});

test('the API overview /api/ draws no stray sliver (a box or pseudo-element under 3 px one way and 16 px or less the other) at 1280 or 390 px', async ({ page }) => {
  await page.goto(at('api/'));
  await hydrated(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const slivers = await page.evaluate(() => {
      const sliver = (w: number, h: number) => w > 0 && h > 0 && Math.min(w, h) < 3 && Math.max(w, h) <= 16;
      // A box hidden the accessible way (clipped to nothing: a stacked table's header row) draws nothing.
      const clippedAway = (el: Element) => {
        for (let box: Element | null = el; box; box = box.parentElement) if (getComputedStyle(box).clipPath.startsWith('inset(50%')) return true;
        return false;
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.opacity === '0' || clippedAway(el)) continue;
        for (const r of el.getClientRects()) if (sliver(r.width, r.height)) out.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')} ${r.width}×${r.height}`);
        for (const pseudo of ['::before', '::after']) {
          const p = getComputedStyle(el, pseudo);
          if (p.content === 'none' || p.content === 'normal' || p.display === 'none' || !el.getClientRects().length) continue;
          const drawn = p.backgroundColor !== 'rgba(0, 0, 0, 0)' || ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(p.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
          if (drawn && sliver(parseFloat(p.width), parseFloat(p.height))) out.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')}${pseudo} ${p.width}×${p.height}`);
        }
      }
      return out;
    });
    expect(slivers, `${width} px`).toEqual([]);
  }
});

test.describe('print (theme/Layout/print.css)', () => {
  // About an A4 page's printable width at 96 dpi.
  test.use({ viewport: { width: 700, height: 1000 } });
  test('/packages/transaction: no chrome on paper, no code block cut at its edge, external links show their address', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    const printed = await page.evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0).length;
      const blocks = [...document.querySelectorAll('.rspress-doc pre')];
      return {
        chrome: shown('.rp-nav, .rp-doc-layout__sidebar, .rp-doc-layout__outline, .rp-doc-layout__menu, .rp-code-button-group, .rp-search-button, .rp-doc-footer'),
        blocks: blocks.length,
        clipped: blocks
          .filter((pre) => pre.scrollWidth > pre.clientWidth + 1 || pre.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((pre) => (pre.textContent ?? '').slice(0, 40)),
        address: [...document.querySelectorAll('.rspress-doc p a[href^="http"]')].map((a) => getComputedStyle(a, '::after').content)[0] ?? 'no external link',
      };
    });
    expect(printed.chrome, 'chrome printed').toBe(0);
    expect(printed.blocks).toBeGreaterThanOrEqual(10);
    expect(printed.clipped, 'code blocks cut on paper').toEqual([]);
    expect(printed.address).toMatch(/^" \(" attr\(href\) "\)"$|^" \(https?:/);
  });
});

test.describe('phone outline bar (theme/Toc/activeAnchor.ts)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const deepLinks = [
    'setup/docker#what-runs-in-docker',
    'setup/docker#configure-the-devnet',
    'getting-started/first-project#prerequisites',
    'getting-started/first-project#which-packages-are-on-npm',
    'packages/network#start-and-stop-from-code',
  ];
  test('names the section of each of 5 deep links, and follows the scroll', async ({ page }) => {
    const label = page.locator('.rp-sidebar-menu__right__text');
    for (const link of deepLinks) {
      await page.goto(at(link));
      await hydrated(page);
      const heading = page.locator(`[id="${link.split('#')[1]}"]`);
      const title = ((await heading.textContent()) ?? '').replace(/^#/, '').trim();
      await expect(label, link).toHaveText(title);
    }
    // Scrolling on to the next section's heading names that section.
    const next = await page.evaluate(() => {
      const headings = [...document.querySelectorAll<HTMLElement>('.rspress-doc :is(h2, h3)')];
      const i = headings.findIndex((h) => h.id === location.hash.slice(1));
      const heading = headings[i + 1];
      heading.scrollIntoView();
      return (heading.textContent ?? '').replace(/^#/, '').trim();
    });
    await expect(label).toHaveText(next);
  });
});

test.describe('error reference (api-gen/errors/page.ts)', () => {
  // One page per package that throws, written by api-gen next to the index.
  const errorPages = readdirSync(path.join(ROOT, 'docs/api/errors'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `api/errors/${f.replace(/\.md$/, '')}`);
  test.use({ viewport: { width: 1280, height: 900 } });

  test('one page per package, none taller than 12,000 px, each opening with an index of its entries', async ({ page }) => {
    expect(errorPages.length, 'package pages of the error reference').toBeGreaterThanOrEqual(5);
    const heights: Record<string, number> = {};
    for (const route of ['api/errors', ...errorPages]) {
      await page.goto(at(route));
      await hydrated(page);
      heights[route] = await page.evaluate(() => document.documentElement.scrollHeight);
      if (route === 'api/errors') continue;
      // Every entry heading is linked from the index at the top, which comes before the first one.
      const { entries, indexed } = await page.evaluate(() => {
        const doc = document.querySelector('.rspress-doc')!;
        const entries = [...doc.querySelectorAll('h3')].map((h) => h.id);
        const firstH2 = doc.querySelector('h2')!;
        const links = [...doc.querySelectorAll('p a[href*="#"]')]
          .filter((a) => a.compareDocumentPosition(firstH2) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1)));
        return { entries, indexed: links };
      });
      expect(indexed, route).toEqual(entries);
    }
    expect(Object.entries(heights).filter(([, h]) => h > 12_000), 'pages taller than 12,000 px').toEqual([]);
  });

  test('messages that read alike point at each other', async ({ page }) => {
    await page.goto(at('api/errors/chainweb-client'));
    await hydrated(page);
    const which = page.locator('p', { hasText: 'Which one?' });
    expect(await which.count()).toBeGreaterThanOrEqual(2);
    const href = await which.first().locator('a').first().getAttribute('href');
    const id = decodeURIComponent(href!.split('#')[1]);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  });
});
