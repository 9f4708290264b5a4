/**
 * Content widgets: code block copy (and its fallback) and wrap buttons, the phone
 * panels' scroll lock, tab groups that remember the reader's choice, nested sidebar
 * groups, image zoom and the social links' "more" popup. The main site where it has the widget; the variants fixture
 * site (tests/fixtures/site-variants) for an image and seven social links.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SOCIAL_LINKS } from '../fixtures/site-variants/constants';
import { at, expectHeading, hydrated } from '../support/fixtures';
import { deepestApiPage, groupHeader, isOpen } from '../support/sidebar-tree';
import { expect, test, VARIANTS, variantUrl } from '../support/variants';

const COPIED = 'rp-code-copy-button--copied';

/** The tab group (`.rp-tabs`) that has a tab labelled `label`. */
function tabGroup(page: Page, label: string): Locator {
  return page.locator('.rp-tabs', { has: page.locator(':scope > .rp-tabs__label > .rp-tabs__label__item', { hasText: new RegExp(`^${label}$`) }) });
}
const tabLabel = (group: Locator, label: string) => group.locator(':scope > .rp-tabs__label > .rp-tabs__label__item', { hasText: new RegExp(`^${label}$`) });
const selectedLabel = (group: Locator) => group.locator(':scope > .rp-tabs__label > .rp-tabs__label__item--selected');
const activePanel = (group: Locator) => group.locator(':scope > .rp-tabs__content > .rp-tabs__content__item--active');
const storedTab = (page: Page, groupId: string) => page.evaluate((key) => localStorage.getItem(key), `rspress.tabs.${groupId}`);

test.describe('code blocks', () => {
  test('copy puts the code on the clipboard and shows the copied state for 2 s', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(at('')).origin });
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    const block = page.locator('.rp-doc .rp-codeblock').first();
    const button = block.locator('.rp-code-copy-button');
    await expect(button).not.toHaveClass(new RegExp(COPIED));
    // Log, in the page's own clock, every change of the button's copied class.
    await button.evaluate((el, copied) => {
      const log: { on: boolean; at: number }[] = [];
      (window as unknown as { copiedLog: typeof log }).copiedLog = log;
      new MutationObserver(() => log.push({ on: el.classList.contains(copied), at: performance.now() })).observe(el, { attributes: true, attributeFilter: ['class'] });
    }, COPIED);

    await block.hover();
    await button.click();
    await expect(button).toHaveClass(new RegExp(COPIED));
    await expect(button.locator('.rp-code-copy-button__icon--success')).toHaveCSS('opacity', '1');
    const code = await block.locator('pre code').first().evaluate((el) => el.textContent ?? '');
    expect(code.trim().length).toBeGreaterThan(10);
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());

    // The copied state ends by itself, about 2 s after it began.
    const log = () => page.evaluate(() => (window as unknown as { copiedLog: { on: boolean; at: number }[] }).copiedLog);
    await expect.poll(async () => (await log()).some((entry) => !entry.on), { timeout: 20_000 }).toBe(true);
    const entries = await log();
    const on = entries.find((entry) => entry.on)!;
    const off = entries.find((entry) => !entry.on && entry.at > on.at)!;
    expect(off.at - on.at).toBeGreaterThanOrEqual(1_950);
    expect(off.at - on.at).toBeLessThan(3_000);
    await expect(button).not.toHaveClass(new RegExp(COPIED));
    await expect(button.locator('.rp-code-copy-button__icon--success')).toHaveCSS('opacity', '0');
    expect(consoleErrors).toEqual([]);
  });

  test('where the Clipboard API refuses, copy falls back to copy-to-clipboard, loaded at that moment (theme/lazy/copy-to-clipboard.ts)', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refused')) } });
    });
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const block = page.locator('.rp-doc .rp-codeblock').first();
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    // Rspress marks the button copied only when the fallback reports the text copied.
    await expect(block.locator('.rp-code-copy-button')).toHaveClass(new RegExp(COPIED));
    expect(scripts, 'the fallback\'s code arrives with the click').toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the wrap button switches line wrapping on one code block', async ({ page, consoleErrors }) => {
    await page.goto(at('getting-started/first-project'));
    await hydrated(page);
    // A block whose longest line is wider than the block, so wrapping is visible.
    const index = await page.locator('.rp-doc .rp-codeblock').evaluateAll((blocks) =>
      blocks.findIndex((b) => {
        const scroller = b.querySelector('.rp-codeblock__content__scroll-container');
        return !!scroller && scroller.scrollWidth > scroller.clientWidth + 20;
      }),
    );
    expect(index, 'a code block with a line wider than the block').toBeGreaterThanOrEqual(0);
    const block = page.locator('.rp-doc .rp-codeblock').nth(index);
    const other = page.locator('.rp-doc .rp-codeblock').nth(index === 0 ? 1 : 0);
    const content = block.locator('.rp-codeblock__content');
    const wrapButton = block.locator('.rp-code-wrap-button');
    const whiteSpace = () => block.locator('pre code').first().evaluate((el) => getComputedStyle(el).whiteSpace);
    const overflows = () => block.locator('.rp-codeblock__content__scroll-container').evaluate((el) => el.scrollWidth > el.clientWidth + 1);

    expect(await whiteSpace()).toBe('pre');
    expect(await overflows()).toBe(true);
    await block.hover();
    await wrapButton.click();
    await expect(content).toHaveClass(/rp-codeblock__content--wrap-code/);
    await expect(wrapButton).toHaveClass(/rp-code-wrap-button--wrapped/);
    expect(await whiteSpace()).toBe('pre-wrap');
    await expect.poll(overflows).toBe(false);
    await expect(other.locator('.rp-codeblock__content')).not.toHaveClass(/rp-codeblock__content--wrap-code/);

    await wrapButton.click();
    await expect(content).not.toHaveClass(/rp-codeblock__content--wrap-code/);
    await expect(wrapButton).not.toHaveClass(/rp-code-wrap-button--wrapped/);
    expect(await whiteSpace()).toBe('pre');
    await expect.poll(overflows).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('phone panels', () => {
  test('an open phone menu or sidebar drawer locks the page\'s scroll, and closing the menu releases it (theme/lazy/body-scroll-lock.ts)', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    expect(await overflow()).toBe('');
    const hamburger = page.locator('.rp-nav-hamburger__sm');
    await hamburger.click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await expect.poll(overflow).toBe('hidden');
    await hamburger.click();
    await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
    await expect.poll(overflow).toBe('');
    await page.locator('.rp-sidebar-menu__left').first().click();
    await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(1);
    await expect.poll(overflow).toBe('hidden');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('tabs remember the choice under rspress.tabs.{groupId}', () => {
  test('package manager: pnpm chosen on one page shows on the next page and after a reload', async ({ page, consoleErrors }) => {
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    const group = tabGroup(page, 'pnpm').first();
    await expect(selectedLabel(group)).toHaveText('npm');
    expect(await storedTab(page, 'package.manager')).toBeNull();

    await tabLabel(group, 'pnpm').click();
    await expect(selectedLabel(group)).toHaveText('pnpm');
    await expect(activePanel(group)).toContainText('pnpm add @pact-toolbox/transaction');
    const pnpmIndex = await tabLabel(group, 'pnpm').getAttribute('data-index');
    expect(pnpmIndex).not.toBe('0');
    expect(await storedTab(page, 'package.manager')).toBe(pnpmIndex);

    // Client-side navigation to another page with PackageManagerTabs.
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Chainweb Client', exact: true }).click();
    await expectHeading(page.locator('.rp-doc h1').first(), 'Chainweb Client');
    const next = tabGroup(page, 'pnpm').first();
    await expect(selectedLabel(next)).toHaveText('pnpm');
    await expect(activePanel(next)).toContainText('pnpm add @pact-toolbox/chainweb-client');

    // A fresh load of a third page with package-manager tabs: its group shows pnpm.
    await page.goto(at('packages/wallet'));
    await hydrated(page);
    const groups = tabGroup(page, 'pnpm');
    expect(await groups.count()).toBeGreaterThanOrEqual(1);
    for (const g of await groups.all()) {
      await expect(selectedLabel(g)).toHaveText('pnpm');
      await expect(activePanel(g)).toContainText(/^\s*pnpm /);
    }
    await page.reload();
    await hydrated(page);
    await expect(selectedLabel(groups.first())).toHaveText('pnpm');
    expect(await storedTab(page, 'package.manager')).toBe(pnpmIndex);
    expect(consoleErrors).toEqual([]);
  });

  test('<Tabs groupId="os">: the choice follows to the other setup page; other groups keep theirs', async ({ page, consoleErrors }) => {
    await page.goto(at('setup/docker'));
    await hydrated(page);
    const os = tabGroup(page, 'Linux');
    await expect(selectedLabel(os)).toHaveText('macOS');
    await tabLabel(os, 'Linux').click();
    await expect(selectedLabel(os)).toHaveText('Linux');
    const linuxIndex = await tabLabel(os, 'Linux').getAttribute('data-index');
    expect(await storedTab(page, 'os')).toBe(linuxIndex);

    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Pactup', exact: true }).click();
    await expectHeading(page.locator('.rp-doc h1').first(), 'Pactup');
    await expect(selectedLabel(tabGroup(page, 'Linux'))).toHaveText('Linux');
    await expect(selectedLabel(tabGroup(page, 'zsh'))).toHaveText('bash');
    expect(await storedTab(page, 'shell')).toBeNull();

    await page.reload();
    await hydrated(page);
    await expect(selectedLabel(tabGroup(page, 'Linux'))).toHaveText('Linux');
    await expect(activePanel(tabGroup(page, 'Linux'))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('sidebar', () => {
  test('nested API groups: every group holding the page opens, its siblings stay closed, and they toggle', async ({ page, consoleErrors }) => {
    const nested = await deepestApiPage();
    expect(nested.groups.length, 'the API sidebar nests groups').toBeGreaterThanOrEqual(3);
    await page.goto(at(nested.link));
    await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active')).toHaveCount(1);
    for (let depth = 1; depth <= nested.groups.length; depth++) {
      const chain = nested.groups.slice(0, depth);
      expect(await isOpen(groupHeader(page, chain)), `${chain.join(' › ')} is open`).toBe(true);
      const sibling = nested.siblings[depth - 1];
      if (sibling && depth > 1) {
        expect(await isOpen(groupHeader(page, [...chain.slice(0, -1), sibling])), `${sibling} (beside ${chain.at(-1)}) is closed`).toBe(false);
      }
    }
    await hydrated(page);
    const innermost = groupHeader(page, nested.groups);
    await innermost.click();
    await expect.poll(() => isOpen(innermost)).toBe(false);
    await innermost.click();
    await expect.poll(() => isOpen(innermost)).toBe(true);
    const siblingDepth = nested.siblings.findIndex((s, i) => s && i > 0);
    if (siblingDepth > 0) {
      const sibling = groupHeader(page, [...nested.groups.slice(0, siblingDepth), nested.siblings[siblingDepth]!]);
      await sibling.click();
      await expect.poll(() => isOpen(sibling)).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('image zoom', () => {
  test('a page without images does not load medium-zoom (plugins/image-zoom loads it where a page has one)', async ({ page, consoleErrors }) => {
    await page.goto(at('intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const styles = await page.locator('style').allTextContents();
    expect(styles.some((css) => css.includes('.medium-zoom-image'))).toBe(false);
    expect(await page.locator('.rspress-doc img').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('clicking an image zooms it edge to edge (margin 0) with a 300 ms transition; scrolling more than 40 px closes it', async ({ page, variants, consoleErrors }) => {
    // A controllable clock: time flows normally until paused after the zoom has opened.
    await page.clock.install();
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    const image = page.locator('.rspress-doc img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    expect(await image.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration])).toEqual(['transform', '0.3s']);
    await image.evaluate((el) => {
      const log: string[] = [];
      (window as unknown as { zoomLog: string[] }).zoomLog = log;
      for (const type of ['open', 'opened', 'close', 'closed']) el.addEventListener(`medium-zoom:${type}`, () => log.push(type));
    });
    const zoomLog = () => page.evaluate(() => (window as unknown as { zoomLog: string[] }).zoomLog);

    await image.click();
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration, el.style.background])).toEqual(['opacity', '0.3s', 'var(--rp-c-bg)']);
    await expect.poll(zoomLog).toContain('opened');

    // margin 0: the zoomed (SVG) image fills the viewport's width or height exactly, from its edge.
    const zoomed = page.locator('img.medium-zoom-image--opened');
    const box = (await zoomed.boundingBox())!;
    const viewport = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }));
    const fillsWidth = Math.abs(box.width - viewport.width) < 1 && Math.abs(box.x) < 1;
    const fillsHeight = Math.abs(box.height - viewport.height) < 1 && Math.abs(box.y) < 1;
    expect(fillsWidth || fillsHeight, `zoomed ${JSON.stringify(box)} in ${JSON.stringify(viewport)}`).toBe(true);

    // scrollOffset 40: a scroll of exactly 40 px keeps the zoom, 41 px closes it (150 ms later).
    const start = await page.evaluate(() => window.scrollY);
    // A second ahead of the page's time read here: on a busy machine more than the 50 ms this allowed passed before
    // pauseAt ran, and the clock cannot go back. Nothing is scheduled in that second (the zoom's transition is over).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    const scrollTo = (y: number) =>
      page.evaluate((top) => new Promise<void>((resolve) => {
        document.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }), y);
    await scrollTo(start + 40);
    await page.clock.runFor(1_000);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await scrollTo(start + 41);
    await page.clock.runFor(149);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.clock.runFor(1);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
    expect(await zoomLog()).toContain('close');
    await page.clock.resume();
    await expect.poll(zoomLog).toContain('closed');
    await expect(overlay).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("an invalid zoom target throws 'The provided selector is invalid.' (medium-zoom itself, as the site bundles it)", async ({ page, variants }) => {
    // The site's zoom component queries its selector itself and hands medium-zoom a NodeList,
    // so this message can only come from the library: call the same medium-zoom the site bundles.
    const require = createRequire(import.meta.url);
    const pkgPath = require.resolve('medium-zoom/package.json');
    const rspressPkg = JSON.parse(readFileSync(require.resolve('@rspress/core/package.json'), 'utf8'));
    expect(JSON.parse(readFileSync(pkgPath, 'utf8')).version).toBe(rspressPkg.dependencies['medium-zoom']);
    const jsDir = path.join(VARIANTS.auto.outDir, 'static/js');
    // In a chunk of its own (plugins/image-zoom loads it when a page has an image), so look in every folder.
    const shipped = readdirSync(jsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).some((f) => readFileSync(path.join(jsDir, f), 'utf8').includes('The provided selector is invalid.'));
    expect(shipped, 'the built site carries medium-zoom and its message').toBe(true);

    await page.goto(variantUrl(variants.auto, 'guide'));
    await page.addScriptTag({ path: path.join(path.dirname(pkgPath), 'dist/medium-zoom.min.js') });
    const outcome = await page.evaluate(() => {
      const zoom = (window as unknown as { mediumZoom: (selector: unknown) => unknown }).mediumZoom;
      const attempt = (selector: unknown) => {
        try {
          zoom(selector);
          return 'ok';
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message.split('\n')[0]}`;
        }
      };
      return { invalid: attempt('img[alt='), valid: attempt('.rspress-doc img') };
    });
    expect(outcome).toEqual({ invalid: "TypeError: The provided selector is invalid.", valid: 'ok' });
  });
});

test.describe('social links', () => {
  test('the first five show in the nav bar, the rest in the "more" popup', async ({ page, variants, consoleErrors }) => {
    expect(SOCIAL_LINKS.length).toBeGreaterThan(5);
    await page.goto(variantUrl(variants.auto, 'guide'));
    await hydrated(page);
    const links = page.locator('.rp-nav .rp-social-links').first();
    const hrefs = (locator: Locator) => locator.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const all = SOCIAL_LINKS.map((link) => link.content);
    await expect(links.locator(':scope > a.rp-social-links__item')).toHaveCount(5);
    expect(await hrefs(links.locator(':scope > a.rp-social-links__item'))).toEqual(all.slice(0, 5));
    for (const a of await links.locator(':scope > a.rp-social-links__item').all()) await expect(a).toBeVisible();

    const popup = links.locator('.rp-social-links__hidden');
    expect(await hrefs(popup.locator('a'))).toEqual(all.slice(5));
    await expect(popup.locator('a').first()).toBeHidden();
    await links.locator(':scope > svg').hover();
    for (const a of await popup.locator('a').all()) await expect(a).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('with one link (the main site) there is no "more" popup', async ({ page }) => {
    await page.goto(at('intro'));
    const links = page.locator('.rp-nav .rp-social-links').first();
    await expect(links.locator(':scope > a.rp-social-links__item')).toHaveCount(1);
    await expect(links.locator(':scope > svg')).toHaveCount(0);
    await expect(links.locator('.rp-social-links__hidden')).toHaveCount(0);
  });
});
