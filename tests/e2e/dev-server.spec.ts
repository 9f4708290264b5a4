/**
 * The writer's loop: `rspress dev` (what `npm run dev` starts) serves the guide, the API reference and search with
 * every plugin of rspress.config.ts, shows no error overlay, and a saved edit of a page appears in the open browser
 * without a full reload; a page that does not parse is shown at its file, line and column. One dev server for the whole
 * file, on a free port, over a copy of docs/ (the syntax-error test is last: it makes the server report a failed build).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sourcePagesFolders } from '../../plugins/source-pages/folders';
import { type DevServer, startDevServer } from '../support/dev-server';

test.describe.configure({ mode: 'serial' });

// About 40–70 s to start on two cores at rest; a first visit compiles that page (the guide's samples type-check).
const START_BOUND_MS = 8 * 70_000;
const FIRST_COMPILE_MS = 8 * 25_000;

const FIXTURE = 'dev-server-fixture.mdx';
const fixture = (words: string) => `---\ntitle: Dev server fixture\ndescription: A page the dev-server test edits.\n---\n\n# Dev server fixture\n\n${words}\n`;

let server: DevServer;

test.beforeAll(async () => {
  test.setTimeout(START_BOUND_MS + 10_000);
  server = await startDevServer(START_BOUND_MS, (docsDir) => writeFileSync(path.join(docsDir, FIXTURE), fixture('The first words.')));
});

test.afterAll(async () => {
  await server?.stop();
});

/** No build-error overlay, and the dev server reported no build error. */
async function expectNoOverlay(page: Page): Promise<void> {
  await expect(page.locator('rsbuild-error-overlay')).toHaveCount(0);
  expect(server.output()).not.toMatch(/Build errors|build failed/i);
}

test('serves a guide page', async ({ page }) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/intro`, { timeout: FIRST_COMPILE_MS });
  await expect(page.locator('h1').first()).toContainText('Introduction', { timeout: FIRST_COMPILE_MS });
  // The sidebar comes from the site data our transform rewrote (plugins/slim-site-data/).
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/intro"]').first()).toBeVisible();
  await expectNoOverlay(page);
});

test('serves an API class page with its sidebar', async ({ page }) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/api/chainweb-client/classes/ChainwebClient`, { timeout: FIRST_COMPILE_MS });
  await expect(page.locator('h1').first()).toContainText('ChainwebClient', { timeout: FIRST_COMPILE_MS });
  // The package's sidebar section loads with the page (static/sidebar/, served from memory by the dev server).
  await expect(page.locator('.rp-doc-layout__sidebar a[href$="/classes/ChainwebClient"]').first()).toBeVisible();
  await expectNoOverlay(page);
});

test('answers the files a build publishes beside the pages (a package\'s source listing), and warns of no deprecated option', async ({ request }) => {
  // A build copies these into its output folder; the dev server has none, so lib/dev-files.ts answers them.
  const folder = sourcePagesFolders(server.docsDir)[0];
  expect(folder, 'docs/ holds no source pages: run `npm run api` first').toBeDefined();
  const listing = await request.get(`${server.url}${folder!.route}chainweb-client/`);
  expect(listing.status()).toBe(200);
  expect(listing.headers()['content-type']).toContain('text/html');
  expect(await listing.text()).toContain('chainweb-client');
  expect(server.output()).not.toMatch(/deprecated/i);
  // The build summaries print once each, not after every recompile (the pages above were compiled one by one).
  for (const summary of [/^api examples:/gm, /^samples: (network samples|\d+ of \d+ network samples)/gm]) expect((server.output().match(summary) ?? []).length, `${summary} in:\n${server.output().slice(-3000)}`).toBe(1);
});

test('answers a search from the panel', async ({ page }) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/intro`, { timeout: FIRST_COMPILE_MS });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: FIRST_COMPILE_MS });
  await expect(async () => {
    if (!(await page.locator('.rp-search-panel__modal').count())) await page.keyboard.press('Control+k');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.locator('.rp-search-panel__input').fill('ChainwebClient');
  await expect(page.locator('.rp-search-panel__results a.rp-suggest-item__link[href*="/api/chainweb-client/classes/ChainwebClient"]').first()).toBeVisible();
  await expectNoOverlay(page);
});

test('shows a saved edit in the open page without a full reload', async ({ page }, testInfo) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/${FIXTURE.replace(/\.mdx$/, '')}`, { timeout: FIRST_COMPILE_MS });
  await expect(page.getByText('The first words.')).toBeVisible({ timeout: FIRST_COMPILE_MS });
  // A full reload would drop this.
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const saved = Date.now();
  writeFileSync(path.join(server.docsDir, FIXTURE), fixture('The edited words.'));
  await expect(page.getByText('The edited words.')).toBeVisible();
  testInfo.annotations.push({ type: 'edit shown after', description: `${Date.now() - saved} ms` });
  expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
  await expectNoOverlay(page);
});

test('prints a dead link at its file, line and column with the nearest page, and keeps Rspress\'s own report', async ({ page }) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/${FIXTURE.replace(/\.mdx$/, '')}`, { timeout: FIRST_COMPILE_MS });
  const before = server.output().length;
  writeFileSync(path.join(server.docsDir, FIXTURE), fixture('Start the network in [Docker](/setup/dockr).'));
  // plugins/dead-links/: line 8 (under the frontmatter and the title), the column where the link's target starts.
  await expect.poll(() => server.output().slice(before), { timeout: FIRST_COMPILE_MS }).toMatch(/dev-server-fixture\.mdx:8:31: the link `\/setup\/dockr` leads to no page of this site\.[^]*did you mean `\/setup\/docker`\?/);
  // Rspress's own report follows ours (a moment later in the captured output).
  await expect.poll(() => server.output().slice(before), { timeout: FIRST_COMPILE_MS }).toMatch(/Dead links found in/);
  writeFileSync(path.join(server.docsDir, FIXTURE), fixture('The mended words.'));
  await expect(page.getByText('The mended words.')).toBeVisible();
});

test('shows a syntax error at its file, line and column, and clears it when the page is fixed', async ({ page }) => {
  test.setTimeout(FIRST_COMPILE_MS);
  await page.goto(`${server.url}/${FIXTURE.replace(/\.mdx$/, '')}`, { timeout: FIRST_COMPILE_MS });
  await expect(page.locator('h1').first()).toContainText('Dev server fixture', { timeout: FIRST_COMPILE_MS });
  writeFileSync(path.join(server.docsDir, FIXTURE), fixture('An unclosed { brace.'));
  // plugins/page-syntax/: the line of the page (8: under the frontmatter and the title), the column of the brace.
  await expect(page.getByText(/dev-server-fixture\.mdx:8:13: this page is not valid MDX/).first()).toBeVisible();
  await expect(page.getByText('8 | An unclosed { brace.').first()).toBeVisible();
  writeFileSync(path.join(server.docsDir, FIXTURE), fixture('The mended words.'));
  await expect(page.getByText('The mended words.')).toBeVisible();
  await expect(page.locator('rsbuild-error-overlay')).toHaveCount(0);
});
