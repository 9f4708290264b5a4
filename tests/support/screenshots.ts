/**
 * What every screenshot test shares (tests/e2e/screenshots.spec.ts, the change page in tests/e2e/versions.spec.ts):
 * the comparison's tolerance, the parts masked, and the wait until a page looks as a reader sees it.
 */
import type { Page, PageScreenshotOptions } from '@playwright/test';
import { hydrated } from './fixtures';

/** The two window sizes every page type is shot at: a desk and a phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Ignores anti-aliasing noise (a pixel whose colour moved less than `threshold`, a few stray pixels), not a changed
 * colour or a moved block. Two runs here differ by no pixel at this threshold; a ratio of 1%, or even 0.1%, of a shot
 * let real changes through: the overview's card title bar taken out (3,100 pixels of a 1280 px shot), the brand
 * colour changed from teal to red (62 to 621 pixels on the pages that use it).
 */
export const COMPARE = { maxDiffPixels: 40, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Parts that change from build to build without a change to the site. */
export const unstable = (page: Page): PageScreenshotOptions['mask'] => [page.locator('.rp-last-updated')];

/** Waits until the page looks as a reader sees it once loading is over: hydrated, fonts and visible images in. */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(visible.map((img) => img.decode().catch(() => undefined)));
  });
}
