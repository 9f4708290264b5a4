/**
 * Renders the site's social card (card.svg) to docs/public/og-card.png,
 * 1200 × 630, in the local Chromium, its image data packed at zlib's best
 * compression (png.ts). Run it after editing the SVG and commit both files:
 * `npx tsx scripts/og-card/render.ts`. No network needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CARD } from '../../plugins/link-previews/tags';
import { CHROME_ARGS, chromeExecutable } from '../../tests/support/browser';
import { recompressPng } from './png';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../docs/public', CARD.path.replace(/^\//, ''));
const svg = readFileSync(path.join(here, 'card.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: chromeExecutable(), args: CHROME_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: CARD.width, height: CARD.height } });
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
  writeFileSync(out, recompressPng(await page.screenshot({ clip: { x: 0, y: 0, width: CARD.width, height: CARD.height } })));
  console.log(`og-card: wrote ${path.relative(process.cwd(), out)} (${CARD.width}×${CARD.height})`);
} finally {
  await browser.close();
}
