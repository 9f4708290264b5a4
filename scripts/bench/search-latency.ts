/** Time from the last keystroke in the search box to rendered results, per query. */
import type { Browser } from '@playwright/test';

export async function searchLatency(browser: Browser, siteUrl: string, queries: string[]): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${siteUrl}intro`);
  await page.waitForFunction("Object.keys(document.getElementById('__rspress_root') ?? {}).some((k) => k.startsWith('__reactContainer'))");
  const times: number[] = [];
  for (const query of queries) {
    await page.keyboard.press('Control+k');
    const input = page.locator('input.rp-search-panel__input');
    await input.waitFor();
    await input.fill('');
    await input.pressSequentially(query.slice(0, -1));
    // Arm an observer, then type the last key and wait for results to render.
    // A string, not a function: the bundler's helpers must not leak into the page.
    const elapsed = page.evaluate<number>(`new Promise((resolve) => {
      const input = document.querySelector('input.rp-search-panel__input');
      const results = () => document.querySelector('.rp-search-panel__results')?.textContent ?? '';
      let start = 0;
      let before = '';
      input.addEventListener('keydown', () => { start = performance.now(); before = results(); }, { once: true });
      // Done when the result list shows something new for the completed query.
      const observer = new MutationObserver(() => {
        const now = results();
        if (start && now && now !== before) { observer.disconnect(); resolve(performance.now() - start); }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => { observer.disconnect(); resolve(-1); }, 5000);
    })`);
    await page.waitForTimeout(300);
    await input.press(query.slice(-1));
    const ms = await elapsed;
    if (ms >= 0) times.push(ms); // -1: the results did not change within 5 s (same hits as the shorter query)
    await page.keyboard.press('Escape');
  }
  await page.close();
  return times;
}
