/**
 * The 404 page offers a way on (theme/NotFoundLayout/): its search button opens search, and its links lead to the
 * guide and the API index, under the base path too; "Take me home" stays.
 */
import { at, expect, hydrated, test } from '../support/fixtures';
import { siteTier } from '../support/tiers';

for (const site of ['root', 'based'] as const) {
  test(`404 under ${site === 'root' ? '/' : 'the base path'}: search button, guide and API links, home link`, siteTier(site), async ({ page, consoleErrors }) => {
    await page.goto(at('no/such/page', site));
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
    // Two styles, not three: the search button filled, the three links alike, in one row.
    const look = (name: string) =>
      page.getByRole('link', { name }).evaluate((a) => {
        const s = getComputedStyle(a);
        return [s.backgroundColor, s.borderTopColor, s.borderRadius, s.color, s.fontSize, Math.round(a.getBoundingClientRect().top)].join(' ');
      });
    expect(await look('Take me home')).toBe(await look('Read the guide'));
    await page.getByRole('button', { name: 'Search the docs' }).click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.keyboard.press('Escape');
    const base = site === 'root' ? '/' : '/pact-toolbox/';
    await expect(page.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', `${base}intro`);
    await expect(page.getByRole('link', { name: 'Browse the API reference' })).toHaveAttribute('href', `${base}api/`);
    await page.getByRole('link', { name: 'Browse the API reference' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}api/$`));
    // The page itself answers 404, which the browser logs; nothing else may fail.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}
