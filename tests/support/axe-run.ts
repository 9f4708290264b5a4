/**
 * axe-core run in the page itself, put there once per page load.
 *
 * Three things make this faster than @axe-core/playwright's AxeBuilder, with the same rules over the same document:
 * - axe's 0.5 MB source is evaluated once per loaded page, not twice per run (AxeBuilder's legacy mode evaluates it
 *   in `analyze()` and again in its frame injection): 50–100 ms saved per evaluation;
 * - it comes in as a script from the test server (`AXE_PATH`, served by the global setup with a validator), so the
 *   browser compiles it once and keeps the compiled code, as it does for the site's own scripts; evaluated from the
 *   test side it was compiled afresh on every page (measured on 30 pages of the whole-site run, one worker: 300 → 100
 *   ms a page);
 * - colour parsing is remembered per CSS colour string for the page (`rememberColours`). axe's colour rules parse
 *   the computed background of every element behind every piece of text through colorjs.io, the same few dozen
 *   strings thousands of times a page; that parse was about 40 % of a colour run here. A colour string always
 *   parses to the same colour, so the rules see the same values; `tests/e2e/a11y-sitemap.spec.ts` compares the
 *   colour rules' full results with and without it on a long page in both themes.
 *
 * The site has no iframes (a11y.spec.ts asserts it), which is all that AxeBuilder's frame handling is for.
 */
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** Where the test server serves axe-core's browser bundle, on every site it serves (outside any base path). */
export const AXE_PATH = '/__tests__/axe.min.js';
/** The bundle on disk. */
export const AXE_FILE = require.resolve('axe-core/axe.min.js');

/** Puts axe into the loaded page (again after each navigation); with `rememberColours`, its colour parsing remembers each string's colour. */
export async function injectAxe(page: Page, { rememberColours = true } = {}): Promise<void> {
  // A script of the page's own origin, which every page's Content-Security-Policy allows ('self').
  await page.addScriptTag({ url: AXE_PATH });
  if (!rememberColours) return;
  await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    type ColorLike = { r: number; g: number; b: number; alpha: number; parseString(text: string): ColorLike };
    const axe = (window as unknown as { axe: { commons: { color: { Color: { prototype: ColorLike } } } } }).axe;
    const proto = axe.commons.color.Color.prototype;
    const parse = proto.parseString;
    const known = new Map<string, Rgba>();
    // Passed straight in, so it stays anonymous: a named function would get a naming helper from tsx that the page
    // does not have. Marked for `remembersColours`.
    proto.parseString = Object.assign(function (this: ColorLike, text: string) {
      const hit = known.get(text);
      if (!hit) {
        // A string axe cannot parse throws here as before, and is not remembered.
        parse.call(this, text);
        known.set(text, [this.r, this.g, this.b, this.alpha]);
        return this;
      }
      [this.r, this.g, this.b, this.alpha] = hit;
      return this;
    }, { remembersColours: true });
  });
}

/** Whether the page's axe remembers parsed colours (for the test that compares it with axe's own parsing). */
export async function remembersColours(page: Page): Promise<boolean> {
  return page.evaluate(() => 'remembersColours' in (window as unknown as { axe: { commons: { color: { Color: { prototype: { parseString: object } } } } } }).axe.commons.color.Color.prototype.parseString);
}

/** Runs axe over the whole document of a page `injectAxe` prepared. */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  return page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), options);
}

/** Injects axe into the loaded page and runs it once. */
export async function analyze(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  await injectAxe(page);
  return runAxe(page, options);
}
