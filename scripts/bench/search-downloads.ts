/**
 * How many times, and how many bytes, the search index crosses the network on a first page load: left alone (the
 * index loads only at the first sign of a search, so this should be none), and after Ctrl+K (once).
 */
import type { Browser } from '@playwright/test';

export interface IndexDownloads {
  requests: number;
  /** Bytes on the wire (compressed, headers included), from the browser's resource timing. */
  transferred: number;
}

export async function searchIndexDownloads(browser: Browser, siteUrl: string, intent: 'none' | 'shortcut'): Promise<IndexDownloads> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}intro`);
  await page.waitForLoadState('networkidle');
  // Two idle periods after load, when an index fetched on idle would have been asked for.
  await page.evaluate('new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 5000 }), { timeout: 5000 }))');
  if (intent === 'shortcut') {
    await page.keyboard.press('Control+k');
    await page.waitForFunction("performance.getEntriesByType('resource').some((e) => e.name.includes('search_index'))", null, { timeout: 15_000 }).catch(() => undefined);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const entries = await page.evaluate<{ transferSize: number }[]>(
    "performance.getEntriesByType('resource').filter((e) => e.name.includes('search_index')).map((e) => ({ transferSize: e.transferSize }))",
  );
  await context.close();
  return { requests: entries.filter((e) => e.transferSize > 0).length, transferred: entries.reduce((sum, e) => sum + e.transferSize, 0) };
}
