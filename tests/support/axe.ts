/**
 * What the axe specs share: opening a page the way axe must see it, and listing violations readably.
 */
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { at, expect, hydrated } from './fixtures';

export type Scheme = 'light' | 'dark';
export type AxeViolations = AxeResults['violations'];

/**
 * Waits until the page shows the colour scheme asked for (Rspress follows the system setting when none is stored).
 * Bounded at 20 s, like the other first-answer waits: with two test runs side by side (load average 14) a page
 * switched to dark did not answer for 5 s, and a whole 53-page share ran again.
 */
export async function inScheme(page: Page, scheme: Scheme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\brp-dark\b/ : /^(?!.*\brp-dark\b)/, { timeout: 20_000 });
}

/**
 * Waits until the mount effects axe must see have run: scrolling boxes are focusable, the search shortcut shows.
 * One check per animation frame in the page (a poll from the test side waits 100, 250, 500 ms between looks, which
 * cost the whole-site axe run about 0.4 s a page).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Scrolling code blocks and tables join the tab order once measured (theme/mdx/scrollable.ts), in an effect that
    // may run a moment after hydration now that hydration comes in slices: wait for it, as a keyboard reader would.
    const boxes = [...document.querySelectorAll('.rp-codeblock__content__scroll-container, .rp-table-scroll-container')];
    const focusable = boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).every((box) => box.firstElementChild?.hasAttribute('tabindex'));
    // The search button shows its shortcut after mount; axe must see it as readers do.
    const hotkey = document.querySelector('.rp-nav .rp-search-button__hotkey');
    if (!hotkey) return focusable;
    const box = hotkey.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && getComputedStyle(hotkey).visibility !== 'hidden';
    return focusable && (!shown || getComputedStyle(hotkey).opacity === '1');
  });
}

/** Opens a page in a colour scheme and waits until it is hydrated and its mount effects have run. */
export async function open(page: Page, pathname: string, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(at(pathname));
  await hydrated(page);
  await inScheme(page, scheme);
  await settled(page);
}

/** A readable list of axe violations: rule, impact, and the first few elements with their reason. */
export function listViolations(violations: AxeViolations): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`);
    return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n${nodes.join('\n')}`;
  });
}
