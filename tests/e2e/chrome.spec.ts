/**
 * The chrome query switches (?navbar=0&sidebar=0&outline=0&footer=0,
 * ?globalUIComponents=0): hidden on a direct load before any script runs,
 * without hydration errors, and kept across client-side navigation.
 */
import type { Page } from '@playwright/test';
import { at, expect, expectHeading, hydrated, test } from '../support/fixtures';

const PART_SELECTORS = {
  navbar: '.rp-nav',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
  footer: '.rp-doc-footer',
} as const;
type Part = keyof typeof PART_SELECTORS;
const PARTS = Object.keys(PART_SELECTORS) as Part[];

async function expectParts(page: Page, hidden: Part[]) {
  for (const part of PARTS) {
    const locator = page.locator(PART_SELECTORS[part]).first();
    if (hidden.includes(part)) await expect(locator, `${part} should be hidden`).toBeHidden();
    else await expect(locator, `${part} should be visible`).toBeVisible();
  }
}

test('without switches every part shows', async ({ page }) => {
  await page.goto(at('setup/docker'));
  await expectParts(page, []);
});

for (const part of PARTS) {
  test(`${part}=0 hides only the ${part}`, async ({ page, consoleErrors }) => {
    await page.goto(at(`setup/docker?${part}=0`));
    await hydrated(page);
    await expectParts(page, [part]);
    expect(consoleErrors).toEqual([]);
  });
}

test('all switches together, with no hydration error', async ({ page, consoleErrors }) => {
  await page.goto(at('setup/docker?navbar=0&sidebar=0&outline=0&footer=0'));
  await hydrated(page);
  await expectParts(page, PARTS);
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  const top = await page.locator('.rp-doc h1').first().boundingBox();
  expect(top!.y).toBeLessThan(200);
  expect(consoleErrors).toEqual([]);
});

test('no flash: the hidden parts are never painted, even before any script runs', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(at('setup/docker?navbar=0&sidebar=0&outline=0&footer=0'));
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  await expectParts(page, PARTS);
});

test('no flash: the first frame that contains the nav bar has it hidden', async ({ page }) => {
  // Animation frames run just before the browser paints (and not while stylesheets still block
  // rendering). Check the nav bar in the first frame in which the parser has inserted it.
  await page.addInitScript(() => {
    const check = () => {
      const nav = document.querySelector('.rp-nav');
      if (!nav) return void requestAnimationFrame(check);
      (window as unknown as { firstFrameNav: string }).firstFrameNav = getComputedStyle(nav).display;
    };
    requestAnimationFrame(check);
  });
  await page.goto(at('setup/docker?navbar=0'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameNav?: string }).firstFrameNav)).toBe('none');
});

test('globalUIComponents=0 hides the global extras', async ({ page, consoleErrors }) => {
  await page.goto(at('setup/docker'));
  await hydrated(page);
  await expect(page.locator('.pt-global-ui')).toHaveCount(1);
  await page.goto(at('setup/docker?globalUIComponents=0'));
  await hydrated(page);
  await expect(page.locator('.pt-global-ui')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('switches survive client-side navigation', async ({ page, consoleErrors }) => {
  await page.goto(at('setup/docker?navbar=0&sidebar=0'));
  await hydrated(page);
  await page.locator('.rp-prev-next-page__next a, a.rp-prev-next-page__next').first().click();
  await expectHeading(page.locator('.rp-doc h1').first(), 'Pactup');
  await expect(page).toHaveURL(/setup\/pactup\?navbar=0&sidebar=0/);
  await expectParts(page, ['navbar', 'sidebar']);
  expect(consoleErrors).toEqual([]);
});

test('removing the switches from the URL brings the chrome back on a new load', async ({ page }) => {
  await page.goto(at('setup/docker?navbar=0'));
  await expect(page.locator('.rp-nav')).toBeHidden();
  await page.goto(at('setup/docker'));
  await expect(page.locator('.rp-nav')).toBeVisible();
});
