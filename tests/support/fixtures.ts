import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { headingText } from './text';
import { siteUrl } from './sites';

/** A path on the site under test: at("intro") → http://127.0.0.1:PORT/intro (base included). */
export function at(pathname: string, site: 'root' | 'based' = 'root'): string {
  return new URL(pathname.replace(/^\//, ''), siteUrl(site)).toString();
}

export const test = base.extend<{ consoleErrors: string[]; hydrationMismatches: string[] }>({
  /** Every console error and uncaught exception of the page, for "no error" checks. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await use(errors);
  },
  /**
   * Hydration mismatches of the page. Rspress hydrates with its own onRecoverableError, which
   * logs React's mismatch error as a console warning ("hydrateRoot recoverable error: …"), so
   * consoleErrors does not see them.
   */
  hydrationMismatches: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) warnings.push(message.text());
    });
    await use(warnings);
  },
});

/** Waits until React has hydrated the page (the theme toggles the nav's appearance switch). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export { expect };

/** Asserts a heading's text, ignoring the "#" anchor Rspress adds to it. */
export async function expectHeading(heading: Locator, text: string, message?: string): Promise<void> {
  await expect.poll(() => headingText(heading), { message }).toBe(text);
}
