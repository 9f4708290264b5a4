/**
 * Top bar and layout behaviour (theme/Nav/, theme/Layout/; see CONTRIBUTING.md):
 * breakpoints measured at both sides of each threshold, the mobile nav panel and
 * sidebar drawer, nav bar hiding on scroll, scroll-to-top, the content
 * transition, the route-loading progress bar, and no console error or hydration mismatch on the main
 * page types at desktop and phone widths.
 */
import type { Locator, Page } from '@playwright/test';
import { at, expect, hydrated, test } from '../support/fixtures';
import { OUTLINE_SCROLL_THROTTLE_MS } from '../../config/reader-constants';

const GUIDE = 'setup/docker'; // a guide page with an outline
const LONG = 'getting-started/first-project'; // the longest guide page
const NO_TOC = 'api/errors'; // a doc page without headings, so without an outline
const NO_HEADINGS_API = 'api/prelude/functions/deployPreludes'; // an API page whose Parameters and Returns are labels, not headings, on npm and on main alike (isKeyPair has an Example heading on main)

async function open(page: Page, path: string, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(at(path));
  await hydrated(page);
}

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? Math.round(box.height) : 0;
}

/** Whether an element's box lies (at least partly) inside the viewport. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  }, selector);
}

const navTop = (page: Page) => page.evaluate(() => document.querySelector('.rp-nav')!.getBoundingClientRect().bottom);

test.describe('breakpoints', () => {
  test('nav bar: 72 px high, 56 px at 768 px or less', async ({ page }) => {
    const nav = page.locator('.rp-nav');
    await open(page, GUIDE, 769);
    expect(await height(nav)).toBe(72);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => height(nav)).toBe(56);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => height(nav)).toBe(56);
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect.poll(() => height(nav)).toBe(72);
  });

  test('search: the full button from 1280 px, the compact mobile button below', async ({ page }) => {
    const full = page.locator('.rp-nav .rp-search-button');
    const compact = page.locator('.rp-nav .rp-search-button--mobile');
    await open(page, GUIDE, 1280);
    await expect(full).toBeVisible();
    await expect(compact).toBeHidden();
    for (const width of [1279, 769, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(full, `at ${width}px`).toBeHidden();
      await expect(compact, `at ${width}px`).toBeVisible();
    }
    await page.setViewportSize({ width: 1279, height: 800 });
    await compact.click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  });

  test('hamburger: below 768 px, and its full-screen panel closes when the window reaches 768 px', async ({ page }) => {
    const hamburger = page.locator('.rp-nav-hamburger__sm');
    await open(page, GUIDE, 768);
    await expect(hamburger).toBeHidden();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(hamburger).toBeVisible();

    await hamburger.click();
    const panel = page.locator('.rp-nav-screen--open');
    await expect(panel).toBeVisible();
    // Full screen: the whole width, from under the nav bar to the bottom.
    const box = (await panel.boundingBox())!;
    expect([box.x, box.width, box.y + box.height]).toEqual([0, 390, 800]);
    expect(box.y).toBe(await height(page.locator('.rp-nav')));
    await expect(panel.getByRole('link', { name: 'Guide' })).toBeVisible();

    await page.setViewportSize({ width: 767, height: 800 });
    await expect(panel, 'still open at 767 px').toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
  });

  test('sidebar menu bar on a page with an outline: at 1279 px or less, 46 px high', async ({ page }) => {
    const menu = page.locator('.rp-doc-layout__menu');
    await open(page, GUIDE, 1281);
    await expect(page.locator('button.rp-sidebar-menu__right')).toBeEnabled();
    expect(await height(menu)).toBe(0);
    for (const width of [1279, 961, 959, 769, 767, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => height(menu), { message: `at ${width}px` }).toBe(46);
    }
  });

  test('sidebar menu bar on a page without an outline: only at 960 px or less', async ({ page }) => {
    const menu = page.locator('.rp-doc-layout__menu');
    await open(page, NO_TOC, 1279);
    await expect(page.locator('button.rp-sidebar-menu__right'), 'precondition: the page has no outline').toBeDisabled();
    for (const width of [1279, 961]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => height(menu), { message: `at ${width}px` }).toBe(0);
      // The sidebar column sits right under the nav bar.
      await expect.poll(() => page.locator('.rp-doc-layout__sidebar').boundingBox().then((b) => b?.y)).toBe(72);
    }
    for (const width of [960, 959, 769, 767]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => height(menu), { message: `at ${width}px` }).toBe(46);
    }
  });

  test('an API page whose only heading is its title shows no outline: no empty column at 1280 px, no "On this page" at 390 px', async ({ page }) => {
    await open(page, NO_HEADINGS_API, 1280);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.rp-doc h2, .rp-doc h3'), 'precondition: the page has no outline headings').toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('button.rp-sidebar-menu__left')).toBeVisible();
    await expect(page.locator('button.rp-sidebar-menu__right')).toHaveCount(0);
  });

  test('?outline=0 counts as a page without an outline for the menu bar', async ({ page }) => {
    await open(page, `${GUIDE}?outline=0`, 1100);
    await expect.poll(() => height(page.locator('.rp-doc-layout__menu'))).toBe(0);
  });

  test('sidebar: a column above 960 px, a drawer at 960 px or less', async ({ page }) => {
    await open(page, GUIDE, 961);
    expect(await inViewport(page, '.rp-doc-layout__sidebar')).toBe(true);
    for (const width of [960, 959, 769, 767, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => inViewport(page, '.rp-doc-layout__sidebar'), { message: `at ${width}px` }).toBe(false);
    }
  });

  for (const width of [959, 390]) {
    test(`the sidebar drawer opens from "Menu" and closes on route change (${width} px)`, async ({ page }) => {
      await open(page, GUIDE, width);
      await page.locator('button.rp-sidebar-menu__left').click();
      await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(1);
      await expect.poll(() => inViewport(page, '.rp-doc-layout__sidebar')).toBe(true);
      await expect(page.locator('.rp-sidebar-menu__mask')).toBeVisible();

      await page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item[href$="/setup/pactup"]').click();
      // The next page's code loads first (the progress bar shows meanwhile): on a busy machine that outlasts the
      // default 5 s, so wait for the navigation itself rather than for a time.
      await expect(page).toHaveURL(/\/setup\/pactup$/, { timeout: 20_000 });
      await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(0);
      await expect.poll(() => inViewport(page, '.rp-doc-layout__sidebar')).toBe(false);
      await expect(page.locator('.rp-sidebar-menu__mask')).toHaveCount(0);
    });
  }
});

test.describe('nav bar hiding (hideNavbar: auto)', () => {
  for (const width of [1440, 390]) {
    test(`on a doc page it hides on scroll down and comes back on scroll up (${width} px)`, async ({ page }) => {
      await open(page, LONG, width);
      const navHeight = await height(page.locator('.rp-nav'));
      // The first sticky part under the nav bar: the sidebar column, or the menu bar on a phone.
      const sticky = page.locator(width > 960 ? '.rp-doc-layout__sidebar' : '.rp-doc-layout__menu');
      const stickyTop = () => sticky.boundingBox().then((b) => Math.round(b!.y));
      await page.mouse.move(width / 2, 400);

      await page.mouse.wheel(0, 1500);
      await expect(page.locator('html')).toHaveAttribute('data-pt-navbar', 'hidden');
      await expect.poll(() => navTop(page)).toBeLessThanOrEqual(0);
      await expect.poll(stickyTop).toBe(0);

      await page.mouse.wheel(0, -300);
      await expect(page.locator('html')).not.toHaveAttribute('data-pt-navbar');
      await expect.poll(() => navTop(page)).toBe(navHeight);
      await expect.poll(stickyTop).toBe(navHeight);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(navHeight);
    });
  }

  test('keyboard focus inside the hidden nav bar brings it back', async ({ page }) => {
    await open(page, LONG, 1440);
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 1500);
    // The bar hides on a scroll its handler sees; the handler starts in an effect after hydration, which a loaded
    // machine can finish after the first wheel: scroll on until it has hidden.
    await expect(async () => {
      await page.mouse.wheel(0, 200);
      expect(await navTop(page)).toBeLessThanOrEqual(0);
    }).toPass({ timeout: 20_000 });
    await page.locator('.rp-nav a').first().focus();
    await expect.poll(() => navTop(page)).toBe(72);
  });

  test('the home page keeps its nav bar', async ({ page }) => {
    await open(page, '', 1440, 600);
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    // Give the throttled handler its trailing run, then check it did not hide the bar.
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
    expect(await page.locator('html').getAttribute('data-pt-navbar')).toBeNull();
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('outline', () => {
  /** Counts the outline handler's runs: each one looks up every heading by id, the watched one included. */
  async function countOutlineRuns(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { outlineRuns: number; watchId: string | null };
      w.outlineRuns = 0;
      w.watchId = null;
      const byId = Document.prototype.getElementById;
      Document.prototype.getElementById = function (this: Document, id: string) {
        if (id === w.watchId) w.outlineRuns++;
        return byId.call(this, id);
      };
    });
  }

  test('the active heading follows the scroll; its handler runs at most once per 100 ms', async ({ page }) => {
    await countOutlineRuns(page);
    await open(page, LONG, 1440);
    const items = page.locator('.rp-doc-layout__outline a.rp-toc-item');
    const ids = await items.evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    expect(ids.length).toBeGreaterThan(5);
    const last = ids.at(-1)!;
    await page.evaluate((id) => ((window as unknown as { watchId: string }).watchId = id), last);
    const runs = () => page.evaluate(() => (window as unknown as { outlineRuns: number }).outlineRuns);

    // One scroll event: one run per mounted outline (the desktop outline, and the menu's if mounted).
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(runs).toBeGreaterThan(0);
    await page.waitForTimeout(250);
    const perEvent = await runs();

    // Thirty scroll events inside one task: a leading run, then one trailing run per throttle window, not thirty.
    // The windows are counted from the task's own length: on a loaded machine it can outlast one window, and the
    // browser's own scroll event after it then opens another (a third run, still 100 ms after the second).
    const before = await runs();
    const target = await page.locator(`[id="${ids[3]}"]`).evaluate((el) => el.getBoundingClientRect().top + scrollY - 100);
    const taskMs = await page.evaluate((y) => {
      const start = performance.now();
      for (let i = 1; i <= 30; i++) {
        window.scrollTo(0, 400 + ((y - 400) * i) / 30);
        window.dispatchEvent(new Event('scroll'));
      }
      return performance.now() - start;
    }, target);
    await page.waitForTimeout(250);
    const burst = (await runs()) - before;
    expect(burst).toBeGreaterThan(0);
    const windows = 2 + Math.ceil(taskMs / OUTLINE_SCROLL_THROTTLE_MS);
    expect(burst, `${burst} runs for a burst of 30 events over ${Math.round(taskMs)} ms`).toBeLessThanOrEqual(windows * perEvent);
    // The trailing run saw the final position.
    await expect(page.locator('.rp-doc-layout__outline a.rp-toc-item--active')).toHaveAttribute('href', `#${encodeURIComponent(ids[3]).replace(/%2F/g, '/')}`);
  });
});

test.describe('outline box (theme/Layout/layout.css, theme/Toc/useActiveAnchor.ts)', () => {
  test('1280 × 800: the list uses the window height, and back at the top it shows its first entry again', async ({ page }) => {
    await open(page, LONG, 1280, 800);
    const toc = page.locator('.rp-doc-layout__outline .rp-outline__toc');
    const column = await page.locator('.rp-doc-layout__outline').boundingBox();
    const box = await toc.boundingBox();
    // Longer than the window: the list reaches to within a few lines of the column's foot (Rspress stopped it at 60 %).
    expect(await toc.evaluate((el) => el.scrollHeight)).toBeGreaterThan(800);
    expect(box!.y + box!.height, `the list ends at ${Math.round(box!.y + box!.height)} px, the column at ${Math.round(column!.y + column!.height)} px`).toBeGreaterThan(column!.y + column!.height - 120);
    // Down to the last section (the list follows it), then back to the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => toc.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => toc.evaluate((el) => el.scrollTop)).toBe(0);
    const first = await toc.locator('a.rp-toc-item').first().boundingBox();
    expect(first!.y).toBeGreaterThanOrEqual(box!.y - 1);
  });
});

test.describe('keyboard access to clickable chrome', () => {
  test('the compact search button is a named button reached by Tab; Enter and Space open search', async ({ page }) => {
    await open(page, GUIDE, 1024);
    const compact = page.locator('.rp-nav .rp-search-button--mobile');
    await expect(compact).toBeVisible();
    await expect(compact).toHaveAttribute('role', 'button');
    await expect(compact).toHaveAccessibleName('Search');
    await page.locator('.rp-nav a').first().focus();
    for (let i = 0; i < 10 && !(await compact.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(compact).toBeFocused();
    for (const key of ['Enter', ' ']) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await expect(page.locator('.rp-search-panel__input')).toBeFocused();
      await expect(page.locator('.rp-search-panel__input')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(page.locator('.rp-search-panel__modal')).toHaveCount(0);
      await expect(compact).toBeFocused();
    }
  });

  test('home feature cards with a link are links reached by Tab; Enter opens them', async ({ page }) => {
    await open(page, '', 1440);
    // The role sits on the card's title (icon + heading): ARIA in HTML does not let an <article> be a link.
    const cards = page.locator('.rp-home-feature__card--clickable > .rp-home-feature__title-wrapper');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('role', 'link');
      await expect(card).toHaveAttribute('tabindex', '0');
    }
    const first = cards.first();
    const title = (await first.locator('h2').textContent())!.trim();
    await expect(first).toHaveAccessibleName(title);
    // Tab from the last link above the features (the install line's, under the hero) lands on the first card.
    await page.locator('.pt-home-install a').last().focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const from = page.url();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).not.toBe(from);
    await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  });
});

test('a reader who scrolls before the scripts arrive keeps the place (theme/Layout/useScrollReset.ts)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at(LONG), { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await hydrated(page);
  // The reset ran in a layout effect of the hydration commit: give it time to have happened.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => scrollY)).toBe(600);
  // A client-side navigation still starts the next page at the top.
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Pactup', exact: true }).click();
  await expect(page).toHaveURL(/setup\/pactup$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test.describe('scroll to top', () => {
  test('appears once the page is scrolled 100 px and scrolls back to the top', async ({ page }) => {
    await open(page, LONG, 1440);
    const button = page.locator('.rp-doc-layout__outline .rp-scroll-to-top');
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(99);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

/** Records the name and target class of every CSS animation that starts. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { animations: string[] };
    w.animations = [];
    document.addEventListener('animationstart', (e) => w.animations.push(`${e.animationName} ${(e.target as Element).className}`), true);
  });
  return () => page.evaluate(() => (window as unknown as { animations: string[] }).animations.filter((a) => a.startsWith('pt-content-enter')));
}

test.describe('content transition (enableContentAnimation)', () => {
  test('runs on client navigation to another page, not on the first load or a hash change', async ({ page }) => {
    const animations = await recordAnimations(page);
    await open(page, GUIDE, 1440);
    await page.locator('.rp-doc-layout__outline a').first().click();
    await expect(page).toHaveURL(/#/);
    expect(await animations()).toEqual([]);

    await page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item[href$="/setup/pactup"]').click();
    await expect(page).toHaveURL(/\/setup\/pactup$/);
    await expect.poll(animations).toEqual([expect.stringContaining('rp-doc-layout__doc-container')]);
    // The class is removed once the animation has run.
    await expect(page.locator('html')).not.toHaveClass(/pt-content-enter/);
  });

  test('does not run when the reader prefers reduced motion', async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, GUIDE, 1440);
    await page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item[href$="/setup/pactup"]').click();
    await expect(page).toHaveURL(/\/setup\/pactup$/);
    // The theme marked the page change, but CSS gave the content no animation.
    await expect(page.locator('html')).toHaveClass(/pt-content-enter/);
    expect(await page.locator('.rp-doc-layout__doc-container').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await animations()).toEqual([]);
  });
});

type ProgressRecord = { shown: boolean; firstAt?: number; styles: string[] };

/** Records whether nprogress ever rendered, when it first did, and every style its bar had. */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { progress: ProgressRecord };
    w.progress = { shown: false, styles: [] };
    new MutationObserver(() => {
      const bar = document.querySelector('#nprogress .bar');
      if (!bar) return;
      w.progress.firstAt ??= performance.now();
      w.progress.shown = true;
      const style = bar.getAttribute('style') ?? '';
      if (w.progress.styles.at(-1) !== style) w.progress.styles.push(style);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  return () => page.evaluate(() => (window as unknown as { progress: ProgressRecord }).progress);
}

test.describe('route loading indicators', () => {
  test('a slow page chunk shows the progress bar (minimum 0.08, speed 200 ms) and its spinner after 200 ms, and marks the pending link', async ({ page }) => {
    const progress = await recordProgress(page);
    await open(page, GUIDE, 1440);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/async/**', async (route) => {
      await gate;
      await route.continue();
    });

    const link = page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item[href$="/setup/pactup"]');
    const clickedAt = await page.evaluate(() => performance.now());
    await link.click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    // The bar and its spinner start no sooner than 200 ms after the click.
    await expect(page.locator('#nprogress .spinner')).toBeVisible();
    expect((await progress()).firstAt! - clickedAt).toBeGreaterThanOrEqual(200);
    await expect(link).toHaveClass(/rp-sidebar-item--pending/);
    expect(page.url()).toMatch(/\/setup\/docker$/);
    const { styles } = await progress();
    // nprogress starts at its minimum (bar at -(1 - 0.08) = -92%) and moves with a 200 ms transition.
    expect(styles[0]).toContain('translate3d(-92%');
    expect(styles[0]).toMatch(/transition: [^;]*\b200ms\b/);

    release();
    await expect(page).toHaveURL(/\/setup\/pactup$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page.locator('.rp-sidebar-item--pending')).toHaveCount(0);
  });

  test('a fast navigation (page chunk already loaded) shows no progress bar', async ({ page }) => {
    const progress = await recordProgress(page);
    await open(page, GUIDE, 1440);
    const link = page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item[href$="/setup/pactup"]');
    // Hovering preloads the page's code (its route group, then its chunk); wait for the first of those
    // and then for 500 ms without a request, so the click itself has nothing to load.
    let lastRequest = Date.now();
    const onRequest = () => (lastRequest = Date.now());
    page.on('request', onRequest);
    page.on('requestfinished', onRequest);
    const code = page.waitForEvent('requestfinished', (r) => /\/static\/js\/async\//.test(r.url()));
    await link.hover();
    await code;
    while (Date.now() - lastRequest < 500) await page.waitForTimeout(100);
    page.off('request', onRequest);
    page.off('requestfinished', onRequest);
    // The page's own clock: when the click lands, and when the new page's title is on screen.
    await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; shownAt?: number };
      document.addEventListener('click', () => (w.clickAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.rp-doc h1')?.textContent?.includes('Pactup')) return;
        w.shownAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const loadedAfterClick: string[] = [];
    page.on('request', (r) => loadedAfterClick.push(r.url()));
    await link.click();
    await expect(page).toHaveURL(/\/setup\/pactup$/);
    await expect(page.locator('.rp-doc h1').first()).toContainText('Pactup');
    // The click loads no code: the hover fetched it.
    expect(loadedAfterClick.filter((url) => /\/static\/js\//.test(url))).toEqual([]);
    const { clickAt, shownAt } = await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; shownAt: number };
      return { clickAt: w.clickAt, shownAt: w.shownAt };
    });
    const took = shownAt - clickAt;
    // Rspress starts the bar 200 ms into a navigation still loading. On a busy machine even a navigation with nothing
    // to load can take that long (the bar is then right to show); the check holds wherever the page was on screen
    // sooner, which is every run on a quiet machine.
    if (took < 200) expect((await progress()).shown, `navigation took ${Math.round(took)} ms`).toBe(false);
    else test.info().annotations.push({ type: 'slow navigation', description: `${Math.round(took)} ms: the bar may show, and was not checked` });
  });
});

test.describe('no console error', () => {
  // Each page, with something on it that only that page type renders.
  const PAGES: Record<string, [path: string, landmark: string]> = {
    home: ['', '.rp-home-hero__title'],
    guide: [LONG, '.rp-doc h1'],
    overview: ['packages/', '.rp-doc-layout__overview'],
    'API index': ['api/', '.rp-doc h1'],
    'API item': ['api/transaction/functions/createTransaction', '.rp-doc h1'],
    // A package page with its groups and filter box (api-gen/package-index.ts), a class page with its import line,
    // relationships and dependency types (api-gen/symbol-head.ts, type-references.ts), an all-items page.
    'API package': ['api/transaction/', '.pt-filter__input'],
    'API class': ['api/transaction/classes/PactTransactionBuilder', '.pt-import'],
    'API all items': ['api/transaction/all', '.pt-filter__input'],
    '404': ['no/such/page', '.rp-not-found'],
    'guide with ?navbar=0&sidebar=0': [`${GUIDE}?navbar=0&sidebar=0`, '.rp-doc h1'],
  };
  for (const width of [1280, 390]) {
    for (const [name, [path, landmark]] of Object.entries(PAGES)) {
      test(`${name} at ${width} px (and no hydration mismatch)`, async ({ page, hydrationMismatches }) => {
        await page.setViewportSize({ width, height: 800 });
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The 404 page's own status is reported by the browser, not by the page.
          if (name === '404' && message.text().includes('status of 404') && message.location().url === at(path)) return;
          errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
        const response = await page.goto(at(path));
        expect(response?.status()).toBe(name === '404' ? 404 : 200);
        await hydrated(page);
        await expect(page.locator(landmark).first()).toBeVisible();
        // Interact a little: scroll (nav bar hiding) and resize across the breakpoints.
        await page.mouse.wheel(0, 600);
        await page.setViewportSize({ width: width === 390 ? 1280 : 390, height: 800 });
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        // Lazy parts (home hero, tabs, fallback heading) hydrate when their code arrives.
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
        // Rspress reports a mismatch as a console warning, which the error check above does not see.
        expect(hydrationMismatches).toEqual([]);
      });
    }
  }
});

test.describe('deep links on a long page', () => {
  const TRANSACTION = 'packages/transaction'; // the guide page with the most code blocks

  for (const id of ['generating-a-k-account', 'errors']) {
    test(`a deep link to #${id} lands on its heading, which the outline marks active`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.goto(at(`${TRANSACTION}#${id}`));
      await hydrated(page);
      const heading = page.locator(`[id="${id}"]`);
      const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const nav = await navTop(page);
      // At the top of the window below the nav bar, and staying there once the page has hydrated (in slices).
      await expect.poll(top).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(nav + 120);
      await page.waitForTimeout(500);
      expect(await top()).toBeLessThan(nav + 120);
      expect(await top()).toBeGreaterThanOrEqual(0);
      await expect(page.locator('.rp-doc-layout__outline a.rp-toc-item--active')).toHaveAttribute('href', `#${id}`);
    });
  }
});
