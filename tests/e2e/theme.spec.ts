/** Theme appearance: auto by default, stored, synced across tabs, animated only when allowed. */
import type { Page } from '@playwright/test';
import { at, expect, hydrated, test } from '../support/fixtures';

const KEY = 'rspress-theme-appearance';
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('auto is the default and follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(at('intro'));
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  expect(await isDark(page)).toBe(true);
  await expect(page.locator('html')).toHaveClass(/rp-dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await isDark(page)).toBe(false);
});

test('the toggle stores the choice and a reload keeps it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(at('intro'));
  await hydrated(page);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');
  await page.reload();
  expect(await isDark(page)).toBe(true);
});

test('a stored choice beats the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript((k) => localStorage.setItem(k, 'light'), KEY);
  await page.goto(at('intro'));
  expect(await isDark(page)).toBe(false);
});

test('the choice syncs across open tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: 'light' });
  await second.emulateMedia({ colorScheme: 'light' });
  await first.goto(at('intro'));
  await second.goto(at('setup/docker'));
  await hydrated(first);
  await hydrated(second);
  expect(await isDark(second)).toBe(false);
  await first.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(() => isDark(second)).toBe(true);
});

async function countViewTransitions(page: Page, reducedMotion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion });
  await page.addInitScript(() => {
    const w = window as unknown as { transitions: number };
    w.transitions = 0;
    const original = document.startViewTransition?.bind(document);
    if (original) {
      document.startViewTransition = ((arg: never) => {
        w.transitions++;
        return original(arg);
      }) as typeof document.startViewTransition;
    }
  });
  await page.goto(at('intro'));
  await hydrated(page);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(() => isDark(page)).toBe(true);
  return page.evaluate(() => (window as unknown as { transitions: number }).transitions);
}

test('the circular reveal runs when enabled and motion is allowed', async ({ page }) => {
  expect(await countViewTransitions(page, 'no-preference')).toBe(1);
});

test('no reveal animation when the reader asks for reduced motion', async ({ page }) => {
  expect(await countViewTransitions(page, 'reduce')).toBe(0);
});
