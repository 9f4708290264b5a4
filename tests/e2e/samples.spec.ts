/**
 * Checked code samples on the built site: a token of a sample that
 * type-checks shows its type in a popup on hover, and no page shows a
 * sample's hidden preamble marker (`// ---cut---`) or the words around it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { POPUP_DIR, TRIGGER, TYPE_ATTRIBUTE } from '../../plugins/samples/runtime/trigger';
import { CAPTION_CLASS, MARK_CLASS } from '../../plugins/samples/caption';
import path from 'node:path';
import { htmlFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT, SITES } from '../support/sites';

const CUT = '---cut---';

test('hovering a token of a checked sample shows its type, fetched from the popup file on the first hover', async ({ page, request, consoleErrors }) => {
  const popupFiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/static/${POPUP_DIR}/`)) popupFiles.push(new URL(r.url()).pathname);
  });
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  // The page carries no popup, only a pointer per token into its block's popup file.
  await expect(page.locator('.rp-doc pre twoslash-popup-container')).toHaveCount(0);
  const trigger = page.locator(`.rp-doc pre.twoslash ${TRIGGER}.twoslash-hover[${TYPE_ATTRIBUTE}]`).first();
  await trigger.scrollIntoViewIfNeeded();
  const [file, index] = ((await trigger.getAttribute(TYPE_ATTRIBUTE)) ?? '').split(':');
  const entries: string[] = await (await request.get(at(`static/${POPUP_DIR}/${file}.json`))).json();
  const type = entries[Number(index)].replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&').trim();
  expect(type.length).toBeGreaterThan(3);
  const shown = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
  // Popups are made on first hover, not at load: a page with hundreds of typed tokens stays light.
  await expect(page.locator('twoslash-popup-portal twoslash-popup-container')).toHaveCount(0);
  expect(popupFiles).toEqual([]);
  await trigger.hover();
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(type.split('\n')[0]);
  // The file holds the popup's content; the client puts it in the arrow and content box the plugin's stylesheet expects.
  expect(entries[Number(index)]).not.toContain('twoslash-popup-arrow');
  await expect(shown.locator(':scope > twoslash-popup-arrow.twoslash-popup-arrow + div.twoslash-popup-inner > code.twoslash-popup-code')).toHaveCount(1);
  expect(popupFiles).toEqual([new URL(at(`static/${POPUP_DIR}/${file}.json`)).pathname]);
  // The popup sits next to its token.
  const [tokenBox, popupBox] = [await trigger.boundingBox(), await shown.boundingBox()];
  expect(popupBox!.y).toBeGreaterThanOrEqual(tokenBox!.y);
  expect(Math.abs(popupBox!.x - tokenBox!.x)).toBeLessThan(400);
  await page.mouse.move(0, 0);
  await expect(shown).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('every popup a page points at is in the popup files of the build', async () => {
  const { outDir } = SITES.root;
  const missing: string[] = [];
  let pointers = 0;
  const files = new Map<string, string[]>();
  for (const rel of htmlFiles(outDir)) {
    for (const [, file, index] of readFileSync(path.join(outDir, rel), 'utf8').matchAll(new RegExp(`${TYPE_ATTRIBUTE}="([0-9a-f]{12}):(\\d+)"`, 'g'))) {
      pointers++;
      const json = path.join(outDir, 'static', POPUP_DIR, `${file}.json`);
      if (!files.has(file)) files.set(file, existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : []);
      if (typeof files.get(file)![Number(index)] !== 'string') missing.push(`${rel}: ${file}:${index}`);
    }
  }
  expect(pointers).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});

test('copying a checked sample copies the code as a reader sees it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(at('')).origin });
  await page.goto(at('packages/transaction'));
  await hydrated(page);
  const block = page.locator('.rp-doc .rp-codeblock', { has: page.locator('pre.twoslash') }).first();
  await expect(block.locator(`${TRIGGER}[${TYPE_ATTRIBUTE}]`).first()).toBeAttached();
  const visible = (await block.locator('pre code').first().textContent()) ?? '';
  expect(visible).toContain('import');
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

test('sample captions are quiet: no amber note and no compiler error on a guide page; a mark links to a page of the build', async ({ page }) => {
  const { outDir } = SITES.root;
  const guide = htmlFiles(outDir).filter((rel) => !rel.startsWith(`api${path.sep}`) && readFileSync(path.join(outDir, rel), 'utf8').includes(CAPTION_CLASS));
  expect(guide.length).toBeGreaterThan(5);
  const loud: string[] = [];
  const marks = new Set<string>();
  for (const rel of guide) {
    const html = readFileSync(path.join(outDir, rel), 'utf8');
    for (const [caption] of html.matchAll(new RegExp(`<p class="${CAPTION_CLASS}[^"]*">[\\s\\S]*?</p>`, 'g'))) {
      if (/--warn|TS\d{4}|Does not compile against npm|Cannot find module/.test(caption)) loud.push(`${rel}: ${caption.replace(/<[^>]+>/g, '').slice(0, 120)}`);
      for (const [, href] of caption.matchAll(/href="([^"]+)"/g)) marks.add(href);
    }
  }
  expect(loud).toEqual([]);
  // The registry build checks the guide (written for main) against npm: some samples carry the mark, linked.
  expect(marks.size).toBeGreaterThan(0);
  for (const href of marks) expect(existsSync(path.join(outDir, href.replace(/\/$/, '/index').replace(/^\//, '') + '.html')), href).toBe(true);
  // As a reader sees it: the mark is one quiet link in the caption's own colour, no amber box.
  const rel = guide.find((r) => readFileSync(path.join(outDir, r), 'utf8').includes(MARK_CLASS))!;
  await page.goto(at(rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')));
  const caption = page.locator(`p.${CAPTION_CLASS}`, { has: page.locator(`a.${MARK_CLASS}`) }).first();
  await expect(caption).toContainText(/not (in|on) npm/);
  await expect(page.locator('body')).not.toContainText(/TS2307|TS2305/);
  const [captionColour, markColour, background] = await caption.evaluate((p) => [getComputedStyle(p).color, getComputedStyle(p.querySelector('a')!).color, getComputedStyle(p).backgroundColor]);
  expect(markColour).toBe(captionColour);
  expect(background).toBe('rgba(0, 0, 0, 0)');
});
