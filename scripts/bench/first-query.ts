/**
 * First-query latency: on a page that has loaded and settled (the reader has been reading), the time from the first
 * sign of a search to the first results on screen. Each run is a fresh browser context (nothing cached), a settled
 * page, then either Ctrl+K with the query typed at once, or the pointer over the search button first (the reader
 * moving to it) and Ctrl+K a moment later. The clock starts at the first of these events, in the page.
 */
import type { Browser } from '@playwright/test';

export type FirstQueryStart = 'shortcut' | 'hover, then shortcut';

/** The pointer's way to the button before the press, in ms (a reader's hover, not a measured figure). */
const HOVER_LEAD_MS = 300;

export async function firstQueryLatency(browser: Browser, pageUrl: string, query: string, start: FirstQueryStart, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(pageUrl);
      await page.waitForLoadState('networkidle');
      // Settled: two idle periods after load, then the network quiet again.
      await page.evaluate('new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 5000 }), { timeout: 5000 }))');
      await page.waitForLoadState('networkidle');
      // A string, not a function: the bundler's helpers must not leak into the page.
      const elapsed = page.evaluate<number>(`new Promise((resolve) => {
        let start = 0;
        const mark = () => { if (!start) start = performance.now(); };
        addEventListener('pointerover', mark, { capture: true, once: true });
        addEventListener('keydown', mark, { capture: true, once: true });
        const shown = () => document.querySelector('.rp-search-panel__results .rp-suggest-item');
        const observer = new MutationObserver(() => {
          if (start && shown()) { observer.disconnect(); resolve(performance.now() - start); }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        setTimeout(() => { observer.disconnect(); resolve(-1); }, 30000);
      })`);
      if (start === 'hover, then shortcut') {
        await page.locator('.rp-nav .rp-search-button').hover();
        await page.waitForTimeout(HOVER_LEAD_MS);
      }
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query, { delay: 0 });
      const ms = await elapsed;
      if (ms >= 0) times.push(ms);
    } finally {
      await context.close();
    }
  }
  return times;
}
