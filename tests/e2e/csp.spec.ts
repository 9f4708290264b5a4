/**
 * Content-Security-Policy (plugins/csp/): every built HTML file carries its policy first in `<head>`, hashed from
 * its own final inline scripts; a browser that enforces it reports no violation on any page type, in search, on a
 * client-side navigation or through a redirect page; and the policy is not vacuous: a script injected without a
 * hash, or from another origin, is blocked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { scriptHashes } from '../../plugins/csp/hashes';
import { projectRedirects } from '../../plugins/redirects';
import { htmlFiles } from '../support/built-site';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT, SITES, siteUrl } from '../support/sites';
import { siteTier } from '../support/tiers';

declare global {
  interface Window {
    __cspViolations?: string[];
    __injected?: boolean;
  }
}

const META = 'meta[http-equiv="Content-Security-Policy"]';
const PAGES: [type: string, path: string][] = [
  ['home', ''],
  ['guide', 'getting-started/first-project'],
  ['blank (cheat sheet)', 'cheatsheet'],
  ['overview', 'packages/'],
  ['API class', 'api/chainweb-client/classes/ChainwebClient'],
  ['API index', 'api/'],
  ['404', 'no/such/page'],
];

/**
 * Records the page's CSP violations in `window.__cspViolations` (from before its first script, on every document it
 * loads) and returns the console messages that name the policy, which also catch a document that navigated away.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    window.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}: ${e.sample}`), true);
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? ['(the listener is missing)']);

test.describe('every built file', () => {
  for (const site of ['root', 'based'] as const) {
    test(`${site} build: one policy, first in <head>, listing exactly the hashes of its inline scripts`, siteTier(site), () => {
      const outDir = SITES[site].outDir;
      const files = htmlFiles(outDir);
      expect(files.length).toBeGreaterThan(100);
      const problems: string[] = [];
      for (const rel of files) {
        const html = readFileSync(path.join(outDir, rel), 'utf8');
        const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
        if (metas.length !== 1) {
          problems.push(`${rel}: ${metas.length} policies`);
          continue;
        }
        const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
        const before = head.slice(0, head.indexOf(metas[0][0]));
        if (!/^\s*(<meta charset="[^"]*">)?\s*$/i.test(before)) problems.push(`${rel}: the policy comes after ${before.trim().slice(0, 60)}`);
        const policy = metas[0][1].replace(/&#39;|&apos;/g, "'");
        const listed = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1].split(' ').filter((s) => s.startsWith("'sha256-")) ?? [];
        if (listed.join(' ') !== scriptHashes(html).join(' ')) problems.push(`${rel}: script hashes do not match its inline scripts`);
        if (/frame-ancestors|unsafe-eval|https?:/.test(policy)) problems.push(`${rel}: unexpected source in ${policy}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('in the browser', () => {

  test('no violation on any page type; each page carries its policy', async ({ page }) => {
    const messages = await watchPolicy(page);
    for (const [type, pathname] of PAGES) {
      await page.goto(at(pathname));
      await hydrated(page);
      await expect(page.locator(`head ${META}`), type).toHaveCount(1);
      // The route's chunks and the page's data file load after hydration: let them arrive before counting.
      await page.waitForLoadState('networkidle');
      expect(await violations(page), type).toEqual([]);
    }
    expect(messages).toEqual([]);
  });

  test('search (Ctrl+K and a query), a sidebar link and a redirect page raise no violation', async ({ page }) => {
    const messages = await watchPolicy(page);
    // The index is decoded and searched in a worker (plugins/search/runtime/index-worker.ts), which the policy must let start.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(at('getting-started/first-project'));
    await hydrated(page);

    await expect(async () => {
      if (!(await page.locator('.rp-search-panel__modal').count())) await page.keyboard.press('Control+k');
      await expect(page.locator('.rp-search-panel__input')).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.locator('.rp-search-panel__input').fill('wallet');
    await expect(page.locator('.rp-search-panel__results .rp-suggest-item').first()).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    expect(await violations(page), 'search').toEqual([]);
    expect(workers, 'the search worker started').toHaveLength(1);
    expect(new URL(workers[0]).origin).toBe(new URL(page.url()).origin);

    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Pactup' }).click();
    // The page's code loads now: seconds on a busy machine.
    await expect(page).toHaveURL(at('setup/pactup'), { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(page), 'sidebar link').toEqual([]);

    // The first rule of config/redirects.json, for one package of the API reference.
    const redirect = projectRedirects(ROOT, ['chainweb-client'])[0];
    await page.goto(at(redirect.from));
    await expect(page).toHaveURL(at(redirect.to));
    await hydrated(page);
    await expect(page.locator(`head ${META}`)).toHaveCount(1);
    expect(await violations(page), 'after the redirect').toEqual([]);
    // The redirect page's own violations would have gone with it; the console keeps them.
    expect(messages).toEqual([]);
  });

  test('the policy is enforced: an inline script without a hash and a script from another origin are blocked', async ({ page }) => {
    const messages = await watchPolicy(page);
    await page.goto(at('intro'));
    await hydrated(page);
    expect(await violations(page)).toEqual([]);

    await expect(page.addScriptTag({ content: 'window.__injected = true;' })).rejects.toThrow();
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);

    // Another origin: another port on the same host (the policy blocks it before any request is made).
    const own = new URL(siteUrl());
    const elsewhere = `${own.protocol}//${own.hostname}:${Number(own.port) === 65535 ? 65534 : Number(own.port) + 1}/static/none.js`;
    await expect(page.addScriptTag({ url: elsewhere })).rejects.toThrow();
    await expect.poll(async () => (await violations(page)).length).toBe(2);
    expect((await violations(page))[1]).toContain(`script-src-elem blocked ${new URL(elsewhere).origin}`);
    expect(messages.length).toBeGreaterThan(0);
  });
});
