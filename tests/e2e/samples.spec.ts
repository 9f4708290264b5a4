/**
 * Checked code samples on the built site: a token of a sample that
 * type-checks shows its type in a popup on hover, and no page shows a
 * sample's hidden preamble marker (`// ---cut---`) or the words around it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT, SITES } from '../support/sites';

const CUT = '---cut---';

test('hovering a token of a checked sample shows its type', async ({ page, consoleErrors }) => {
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  const trigger = page.locator('.rp-doc pre.twoslash twoslash-popup-trigger.twoslash-hover').first();
  await trigger.scrollIntoViewIfNeeded();
  // The type the build put into the page for this token (server-rendered, hidden until hover).
  const type = (await trigger.locator('twoslash-popup-container .twoslash-popup-code').first().textContent())?.trim() ?? '';
  expect(type.length).toBeGreaterThan(3);
  const shown = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
  await expect(shown).toHaveCount(0);
  // Popups are made on first hover, not at load: a page with hundreds of typed tokens stays light.
  await expect(page.locator('twoslash-popup-portal twoslash-popup-container')).toHaveCount(0);
  await trigger.hover();
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(type);
  // The popup sits next to its token.
  const [tokenBox, popupBox] = [await trigger.boundingBox(), await shown.boundingBox()];
  expect(popupBox!.y).toBeGreaterThanOrEqual(tokenBox!.y);
  expect(Math.abs(popupBox!.x - tokenBox!.x)).toBeLessThan(400);
  await page.mouse.move(0, 0);
  await expect(shown).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('copying a checked sample copies the code without its type popups', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(at('')).origin });
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  const block = page.locator('.rp-doc .rp-codeblock', { has: page.locator('pre.twoslash') }).first();
  // The code as a reader sees it: the popups are in the markup but hidden.
  const visible = await block.locator('pre code').first().evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('twoslash-popup-container').forEach((popup) => popup.remove());
    return copy.textContent ?? '';
  });
  const withPopups = (await block.locator('pre code').first().textContent()) ?? '';
  expect(withPopups.length).toBeGreaterThan(visible.length);
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(visible.trim());
});

test('no page renders a hidden-preamble marker', async () => {
  const offenders = htmlFiles(SITES.root.outDir).filter((rel) => readFileSync(path.join(SITES.root.outDir, rel), 'utf8').includes(CUT));
  expect(offenders).toEqual([]);
});

test('pages whose samples have hidden preambles show the code below the marker only', async ({ page }) => {
  const docs = path.join(ROOT, 'docs');
  const withCut = readdirSync(docs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !path.relative(docs, e.parentPath).startsWith('api'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => readFileSync(file, 'utf8').includes(CUT));
  test.skip(!withCut.length, 'no guide page has a hidden preamble yet');
  for (const file of withCut) {
    const route = path.relative(docs, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
    await page.goto(at(route));
    const text = await page.locator('div.rp-doc').evaluate((el) => el.textContent ?? '');
    expect(text, route).not.toContain(CUT);
    // The first hidden line of each preamble is not on the page as code either.
    const source = readFileSync(file, 'utf8');
    for (const block of source.matchAll(/```(?:ts|tsx|js)[^\n]*\n([\s\S]*?)\/\/ ---cut---/g)) {
      const hidden = block[1].trim().split('\n').find((l) => l.trim().startsWith('declare '));
      if (hidden) await expect(page.locator('.rp-doc pre code', { hasText: hidden.trim() }), `${route}: ${hidden}`).toHaveCount(0);
    }
  }
});
