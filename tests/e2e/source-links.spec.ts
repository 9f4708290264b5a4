/**
 * Source links at the version, as a reader follows them: on the registry build, "Defined in" of an API page
 * opens the release's TypeScript source on this site at the line (base path too), members inherited from
 * TypeScript's lib link MDN instead of a file of the build machine, and no page prints a node_modules path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { SITES } from '../support/sites';
import { FULL_TAG } from '../support/tiers';

const PAGE = 'api/chainweb-client/classes/ChainwebClientError';

test('"Defined in" opens the release\'s source at the line, after a client-side visit too', async ({ page, consoleErrors }) => {
  await page.goto(at(PAGE));
  await hydrated(page);
  const link = page.locator('.rp-doc p', { hasText: /^Defined in:/ }).first().locator('a');
  await expect(link).toHaveText(/^chainweb-client\/src\/types\.ts:\d+$/);
  const line = (await link.textContent())!.split(':')[1];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/src/chainweb-client/src/types\\.ts#L${line}$`));
  const target = page.locator(`#L${line}`);
  await expect(target).toContainText('class ChainwebClientError');
  // The line is marked, the page names the release and links back to its package.
  expect(await target.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('header')).toContainText('@pact-toolbox/chainweb-client 0.1.0 on npm');
  await page.locator('header a', { hasText: '@pact-toolbox/chainweb-client' }).click();
  await expect(page).toHaveURL(/\/api\/chainweb-client\/$/);
  expect(consoleErrors).toEqual([]);
});

test('a parameter default the declaration file dropped is read back from the release\'s source', async ({ page }) => {
  await page.goto(at('api/chainweb-client/classes/ChainwebClient'));
  // The published .d.ts says `pollInterval?: number`; the release's client.ts says `pollInterval = 5000`.
  const signature = page.locator('.pt-sig', { hasText: 'submitAndWait(' }).first();
  await expect(signature).toContainText('pollInterval: number = 5000');
  await expect(signature).not.toContainText('pollInterval?');
});

test('on a site under a base path the source pages and their links carry it', { tag: FULL_TAG }, async ({ page }) => {
  await page.goto(at(PAGE, 'based'));
  const href = await page.locator('.rp-doc p', { hasText: /^Defined in:/ }).first().locator('a').getAttribute('href');
  expect(href).toMatch(/^\/pact-toolbox\/src\/chainweb-client\/src\/types\.ts#L\d+$/);
  const response = await page.goto(new URL(href!, at('', 'based')).toString());
  expect(response?.status()).toBe(200);
  await page.locator('header a', { hasText: 'Pact Toolbox docs' }).click();
  await expect(page).toHaveURL(at('', 'based'));
});

test('members inherited from TypeScript\'s lib name the global, linked to MDN, with no "Defined in"', async ({ page }) => {
  await page.goto(at(PAGE));
  const row = page.locator('tr', { has: page.locator('#property-message') });
  await expect(row.locator('a', { hasText: 'Error.message' })).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Error/message');
  await expect(row).not.toContainText('lib.es5');
  await expect(row.locator('td').last()).toHaveText('');
});

test('no API page prints a node_modules path or a path of the build folder', () => {
  const { outDir } = SITES.root;
  const offenders = htmlFiles(outDir)
    .filter((rel) => rel.startsWith(`api${path.sep}`))
    .filter((rel) => /node_modules|\.cache\/|lib\.es5\.d\.ts/.test(readFileSync(path.join(outDir, rel), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '')));
  expect(offenders).toEqual([]);
});
