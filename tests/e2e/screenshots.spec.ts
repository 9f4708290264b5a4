/**
 * Screenshot tests: one viewport shot of each page type, and of the search panel with results, in both colour
 * schemes at 1280 and 390 px. A change that moves or recolours what a reader sees fails here; an intended one is
 * taken in with `npm run test:screenshots:update` (baselines in __screenshots__/ beside this file).
 *
 * The baselines are taken in Chromium's headless shell, the browser the tests pick first (tests/support/browser.ts).
 * The full Chromium places the first line of the guide's text after an external-link arrow a fraction of a pixel
 * differently (about 200 pixels of the 1280 px guide shots), so run them in the headless shell.
 */
import type { Page } from '@playwright/test';
import { at, expect, test } from '../support/fixtures';
import { COMPARE, settled, unstable, VIEWPORTS } from '../support/screenshots';

/** `end`: scrolled to the foot of the page first (its previous / next links). */
type Shot = { name: string; route: string; search?: string; end?: boolean };

const SHOTS: Shot[] = [
  { name: 'home', route: '' },
  { name: 'guide', route: 'intro' },
  { name: 'blank', route: 'cheatsheet' },
  { name: 'overview', route: 'packages/' },
  { name: 'api-class', route: 'api/chainweb-client/classes/ChainwebClient' },
  { name: 'api-package', route: 'api/chainweb-client/' },
  { name: 'api-index', route: 'api/' },
  { name: 'api-long-name', route: 'api/crypto/functions/assertVerificationCapabilityIsAvailable' },
  { name: 'error-part', route: 'api/errors/crypto-part-2', end: true },
  { name: '404', route: 'no/such/page' },
  { name: 'search', route: 'intro', search: 'transaction' },
];

/** Opens search with the shortcut (it answers once the page has hydrated) and waits for the results of `query`. */
async function searchFor(page: Page, query: string): Promise<void> {
  const input = page.locator('.rp-search-panel__input');
  await expect(async () => {
    if (!(await page.locator('.rp-search-panel__modal').count())) await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await input.fill(query);
  await expect(page.locator('.rp-search-panel__results .rp-suggest-item').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.rp-search-panel__search-icon--loading')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });
      for (const shot of SHOTS) {
        test(shot.name, async ({ page }) => {
          await page.goto(at(shot.route));
          await settled(page);
          if (shot.search) await searchFor(page, shot.search);
          if (shot.end) {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await expect(page.locator('.rp-prev-next-page')).toBeInViewport();
          }
          // Scrolled to the foot, the phone's menu bar names the section being read a throttled moment later.
          const mask = [...(unstable(page) ?? []), ...(shot.end ? [page.locator('.rp-doc-layout__menu')] : [])];
          await expect(page).toHaveScreenshot(`${shot.name}-${colorScheme}-${viewport.width}.png`, { ...COMPARE, mask });
        });
      }
    });
  }
}
