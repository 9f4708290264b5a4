/**
 * The site foundation: base path, routes, home, navigation, page types, 404,
 * chrome switches, theme and markdown settings — in a real browser, against
 * the built site served as GitHub Pages serves it.
 */
import { HOME_INSTALL } from '../../config/home-install';
import { SITE } from '../../config/site';
import { at, expect, expectHeading, hydrated, test } from '../support/fixtures';
import { SITES } from '../support/sites';
import { isExpanded, sidebarGroup } from '../support/sidebar';
import { FULL_TAG } from '../support/tiers';

const GUIDE_ROUTES: [string, string][] = [
  ['intro', 'Introduction'],
  ['getting-started/first-project', 'Your First Project'],
  ['setup/docker', 'Docker Setup'],
  ['setup/pactup', 'Pactup'],
  ['packages/cli', 'CLI'],
  ['packages/unplugin', 'Unplugin'],
  ['packages/chainweb-client', 'Chainweb Client'],
  ['packages/transaction', 'Transaction'],
  ['packages/test', 'Test'],
  ['packages/network', 'Network'],
  ['packages/wallet', 'Wallet'],
];

test.describe('routes', () => {
  for (const [route, title] of GUIDE_ROUTES) {
    test(`/${route} has its page`, async ({ page }) => {
      const response = await page.goto(at(route));
      expect(response?.status()).toBe(200);
      await expectHeading(page.locator('.rp-doc h1').first(), title);
      await expect(page).toHaveTitle(`${title} - Pact Toolbox`);
    });
  }

  test('the overview and the API index exist', async ({ page }) => {
    expect((await page.goto(at('packages/')))?.status()).toBe(200);
    await expectHeading(page.locator('h1').first(), 'Overview');
    expect((await page.goto(at('api/')))?.status()).toBe(200);
    await expectHeading(page.locator('.rp-doc h1').first(), 'API Reference');
  });

  test('.html, /index and the clean URL reach the same page', async ({ page }) => {
    for (const [url, heading] of [
      ['intro.html', 'Introduction'],
      ['intro', 'Introduction'],
      ['packages/index', 'Overview'],
      ['packages/index.html', 'Overview'],
      ['packages/', 'Overview'],
      ['packages', 'Overview'],
    ]) {
      const response = await page.goto(at(url));
      expect(response?.status(), url).toBe(200);
      await expectHeading(page.locator('h1').first(), heading, url);
    }
  });
});

test.describe('home', () => {
  test('hero, actions, image, nine features and footer', async ({ page }) => {
    await page.goto(at(''));
    await expect(page).toHaveTitle('Pact Toolbox');
    await expect(page.locator('.rp-home-hero__title')).toContainText('Pact Toolbox');
    await expect(page.locator('.rp-home-hero__subtitle')).not.toBeEmpty();
    await expect(page.locator('.rp-home-hero__tagline')).not.toBeEmpty();
    const start = page.getByRole('link', { name: 'Start Building' });
    await expect(start).toHaveAttribute('href', '/getting-started/first-project');
    await expect(start).toHaveClass(/brand/);
    const github = page.getByRole('link', { name: 'View on GitHub' });
    await expect(github).toHaveAttribute('href', 'https://github.com/kadena-community/pact-toolbox');
    await expect(github).toHaveClass(/alt/);
    const image = page.locator('.rp-home-hero__image-img').first();
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect(box && Math.round(box.width)).toBeLessThanOrEqual(375);
    await expect(page.locator('.rp-home-feature__item')).toHaveCount(9);
    for (const title of ['Contracts as modules', 'One plugin, many bundlers', 'Generated types', 'Fluent transaction builder', 'Test in the REPL or TypeScript', 'One wallet API', 'Multi-chain deployment', 'Local blockchain', 'Pact version manager']) {
      await expect(page.locator('.rp-home-feature__title', { hasText: title })).toHaveCount(1);
    }
    await expect(page.locator('.rp-home-footer')).toContainText('MIT');
    // The footer links to the licence and the source, underlined in its muted text colour.
    const links = page.locator('.rp-home-footer a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`${SITE.repoUrl}/blob/main/LICENCE`, SITE.repoUrl]);
    expect(await links.first().evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
  });

  test('an install line under the hero: the command, a copy button, and where the rest comes from', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(at(''));
    await hydrated(page);
    const install = page.getByRole('region', { name: 'Install' });
    await expect(install.locator('pre')).toHaveText(HOME_INSTALL.command);
    // Below the hero's actions, above the features.
    const [actions, box, features] = await Promise.all(['.rp-home-hero__actions', '.pt-home-install', '.rp-home-feature'].map((s) => page.locator(s).first().boundingBox()));
    expect(box!.y).toBeGreaterThan(actions!.y);
    expect(box!.y).toBeLessThan(features!.y);
    await install.hover();
    await install.locator('.rp-code-copy-button').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(HOME_INSTALL.command);
    await expect(install.getByRole('link', { name: 'First Project' })).toHaveAttribute('href', /getting-started\/first-project$/);
    await expect(install.getByRole('link', { name: 'Packages on npm' })).toHaveAttribute('href', /getting-started\/npm-packages$/);
  });

  test('the hero image follows the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(at(''));
    await expect(page.locator('.rp-home-hero__image-img--dark')).toBeVisible();
    await expect(page.locator('.rp-home-hero__image-img--light')).toBeHidden();
  });
});

test.describe('navigation', () => {
  test('top nav: Guide and API', async ({ page }) => {
    await page.goto(at(''));
    await page.locator('.rp-nav').getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(at('intro'));
    await page.locator('.rp-nav').getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(at('api/'));
    await expectHeading(page.locator('.rp-doc h1').first(), 'API Reference');
  });

  test('guide sidebar: groups, order and starting state', async ({ page }) => {
    await page.goto(at('intro'));
    const texts = await page.locator('.rp-doc-layout__sidebar .rp-sidebar-item, .rp-doc-layout__sidebar .rp-sidebar-group').allInnerTexts();
    expect(texts.map((t) => t.trim())).toEqual([
      'Introduction',
      'Getting Started',
      'First Project',
      'Packages on npm',
      'Choosing Packages',
      'Coming from @kadena/client',
      'Coming from Ethereum',
      'Common Questions',
      'Environment Setup',
      'Docker Setup',
      'Pactup',
      'Core Packages',
      'Overview',
      'CLI',
      'Unplugin',
      'Chainweb Client',
      'Transaction',
      'KDA Services',
      'Test',
      'Network',
      'Wallet',
      'Reference',
      'Cheat Sheet',
      'Glossary',
      'Known Issues',
    ]);
    expect(await isExpanded(page, 'Getting Started')).toBe(true);
    expect(await isExpanded(page, 'Environment Setup')).toBe(true);
    expect(await isExpanded(page, 'Core Packages')).toBe(false);
  });

  test('the group holding the active page opens by itself, and groups toggle', async ({ page }) => {
    await page.goto(at('packages/cli'));
    expect(await isExpanded(page, 'Core Packages')).toBe(true);
    await hydrated(page);
    await sidebarGroup(page, 'Environment Setup').click();
    await expect.poll(() => isExpanded(page, 'Environment Setup')).toBe(false);
    await sidebarGroup(page, 'Environment Setup').click();
    await expect.poll(() => isExpanded(page, 'Environment Setup')).toBe(true);
  });

  test('the API sidebar starts with API Reference and lists the packages; guide pages do not carry it', async ({ page }) => {
    await page.goto(at('api/'));
    const items = page.locator('.rp-doc-layout__sidebar .rp-sidebar-item, .rp-doc-layout__sidebar .rp-sidebar-group');
    await expect(items.first()).toHaveText('API Reference');
    await expect(page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'transaction', exact: true })).toHaveCount(1);
    await page.goto(at('intro'));
    await expect(page.locator('.rp-doc-layout__sidebar')).not.toContainText('API Reference');
  });

  test('keys read as keys: Ctrl+C on the CLI page in boxed monospace (theme/mdx/details-kbd.css)', async ({ page }) => {
    await page.goto(at('packages/cli'));
    const keys = page.locator('.rp-doc kbd');
    await expect(keys.first()).toHaveText('Ctrl');
    const style = await keys.first().evaluate((el) => ({ font: getComputedStyle(el).fontFamily, border: getComputedStyle(el).borderBottomWidth, display: getComputedStyle(el).display }));
    expect(style.font).toMatch(/monospace/);
    expect(style).toMatchObject({ border: '2px', display: 'inline-block' });
  });

  test('social link, outline title, prev/next and last updated', async ({ page }) => {
    await page.goto(at('setup/docker'));
    await expect(page.locator('.rp-nav .rp-social-links a').first()).toHaveAttribute('href', 'https://github.com/kadena-community/pact-toolbox');
    await expect(page.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
    const depths = await page.locator('.rp-outline__toc a').evaluateAll((links) =>
      links.map((a) => Number((a.getAttribute('href') ?? '').length > 1)),
    );
    expect(depths.length).toBeGreaterThan(1);
    await expect(page.locator('.rp-prev-next-page__prev')).toContainText('Common Questions');
    await expect(page.locator('.rp-prev-next-page__next')).toContainText('Pactup');
    // A date a reader takes in at a glance, not a time to the second (plugins/last-updated/).
    await expect(page.locator('.rp-last-updated span').first()).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
  });

  test('a client-side navigation sets the title and the description tags of the new page, once each (plugins/light-head/)', async ({ page }) => {
    // What the new page's own HTML says, as a crawler reads it.
    const html = await (await page.request.get(at('packages/test'))).text();
    const stated = (attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];
    const description = stated('name', 'description');
    expect(description).toBeTruthy();
    await page.goto(at('packages/transaction'));
    await hydrated(page);
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Test', exact: true }).click();
    await expect(page).toHaveURL(/\/packages\/test$/);
    await expect(page).toHaveTitle('Test - Pact Toolbox');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveCount(1);
    await expect(meta('name="description"')).toHaveAttribute('content', description!);
    await expect(meta('property="og:description"')).toHaveAttribute('content', stated('property', 'og:description')!);
    await expect(meta('property="og:title"')).toHaveAttribute('content', 'Test - Pact Toolbox');
    await expect(meta('property="og:title"')).toHaveCount(1);
    await expect(meta('property="og:type"')).toHaveCount(1);
  });

  test('the outline lists headings of depth 2 to 4 only', async ({ page }) => {
    await page.goto(at('getting-started/first-project'));
    const outlineIds = await page.locator('.rp-outline__toc a').evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.split('#')[1])));
    const headingDepths = await page.evaluate(
      (ids) => ids.map((id) => Number(document.getElementById(id)?.tagName.slice(1))),
      outlineIds,
    );
    expect(headingDepths.length).toBeGreaterThan(5);
    for (const depth of headingDepths) expect(depth).toBeGreaterThanOrEqual(2);
    for (const depth of headingDepths) expect(depth).toBeLessThanOrEqual(4);
  });

  test('the edit link appears only when its base URL and text are set', { tag: FULL_TAG }, async ({ page }) => {
    await page.goto(at('intro'));
    await expect(page.locator('.rp-edit-link')).toHaveCount(0);
    await page.goto(at('intro', 'based'));
    const edit = page.locator('.rp-edit-link').first();
    await expect(edit).toContainText('Edit this page on GitHub');
    await expect(edit.locator('xpath=ancestor-or-self::a').first()).toHaveAttribute('href', new RegExp(`^${SITES.based.editUrl}intro\\.mdx?$`));
  });
});

test.describe('page types', () => {
  test('known issues: one entry for each "Known issue" box the guide pages show, each opening the section that holds it', async ({ page }) => {
    await page.goto(at('known-issues'));
    await expectHeading(page.locator('h1'), 'Known Issues');
    // The entries under each guide page's heading (the API reference's come last, under their own heading).
    const entries = await page.locator('.rp-doc h2').evaluateAll((headings) =>
      headings
        .filter((h) => h.textContent?.trim() !== 'In the API reference')
        .flatMap((h) => {
          const list = h.nextElementSibling;
          return list?.tagName === 'UL' ? [...list.querySelectorAll(':scope > li > a:first-child')].map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '') : [];
        }),
    );
    const routes = [...new Set(entries.map((href) => href.split('#')[0]))];
    expect(routes.length).toBeGreaterThan(5);
    // Counted again on the pages themselves: their rendered boxes, and an element for each entry's anchor.
    let boxes = 0;
    for (const route of routes) {
      await page.goto(at(route));
      // The boxes the page's text opens (a failing npm install line has its own, listed on Packages on npm).
      boxes += await page.locator('.rp-callout:not(.pt-install-note) > .rp-callout__title', { hasText: /^Known issue$/ }).count();
      for (const href of entries.filter((h) => h.split('#')[0] === route && h.includes('#'))) {
        await expect(page.locator(`[id="${href.split('#')[1]}"]`), href).toHaveCount(1);
      }
    }
    expect(entries).toHaveLength(boxes);
  });

  test('overview: filter, placeholder, empty message', async ({ page }) => {
    await page.goto(at('packages/'));
    await expect(page.getByLabel('Filter')).toHaveAttribute('placeholder', 'Enter keyword');
    await expect(page.locator('.rp-overview-group').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transaction', exact: true }).last()).toBeVisible();
    await hydrated(page);
    await page.getByLabel('Filter').fill('zzzz-nothing-matches');
    await expect(page.locator('.rp-overview__empty')).toContainText('No matching API found');
    await page.getByLabel('Filter').fill('wallet');
    await expect(page.locator('.rp-overview__empty')).toHaveCount(0);
  });

  test('overview: each package named once, its heading the link to its page, underlined and with an arrow', async ({ page, hydrationMismatches }) => {
    await page.goto(at('packages/'));
    await hydrated(page);
    const names = ['CLI', 'Unplugin', 'Chainweb Client', 'Transaction', 'KDA Services', 'Test', 'Network', 'Wallet'];
    await expect(page.locator('.rp-overview h2 .pt-overview-title__link')).toHaveText(names);
    for (const name of names) {
      await expect(page.locator('.rp-overview-group').getByText(name, { exact: true }), `${name} again in its card`).toHaveCount(0);
    }
    const link = page.locator('.rp-overview h2').getByRole('link', { name: 'Transaction', exact: true });
    await expect(link).toHaveAttribute('href', '/packages/transaction');
    const look = await link.evaluate((a) => ({
      line: getComputedStyle(a).textDecorationLine,
      arrow: getComputedStyle(a, '::after').content,
      weight: getComputedStyle(a).fontWeight === getComputedStyle(a.parentElement!).fontWeight,
    }));
    expect(look).toEqual({ line: 'underline', arrow: expect.stringContaining('→'), weight: true });
    await expect(page.locator('.rp-overview-group__item__title')).toHaveCount(0);
    await expect(page.locator('.rp-overview-group__item__content__item__link[href="/packages/transaction#install"]')).toBeVisible();
    expect(hydrationMismatches).toEqual([]);
  });

  test('blank page: content only, no nav bar', async ({ page }) => {
    await page.goto(at('cheatsheet'));
    await expectHeading(page.locator('h1'), 'Pact Toolbox Cheat Sheet');
    await expect(page.locator('.rp-nav')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
  });

  test('custom page: nav bar, content, no doc sidebar', async ({ page }) => {
    await page.goto(at('glossary'));
    await expectHeading(page.locator('h1'), 'Glossary');
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
  });
});

test.describe('404', () => {
  test('unknown path: 404 page with a way home', async ({ page }) => {
    const response = await page.goto(at('no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await page.getByText('Take me home').click();
    await expect(page).toHaveURL(at(''));
  });

  test('the default language prefix redirects to the path without it', async ({ page }) => {
    await page.goto(at('en/intro'));
    await expect(page).toHaveURL(at('intro'));
    await expectHeading(page.locator('.rp-doc h1').first(), 'Introduction');
  });
});

test.describe('base path', { tag: FULL_TAG }, () => {
  test('every asset, link and the search index are under /pact-toolbox/', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(at('intro', 'based'));
    await hydrated(page);
    await page.locator('.rp-search-button').click();
    await page.locator('input.rp-search-panel__input').fill('transaction');
    await expect.poll(() => requests.some((p) => /\/static\/search_index\..*\.json$/.test(p))).toBe(true);
    expect(requests.filter((p) => !p.startsWith('/pact-toolbox/'))).toEqual([]);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href.startsWith('/pact-toolbox/'))).toEqual([]);
  });

  test('client navigation and a direct load work under the base', async ({ page }) => {
    await page.goto(at('', 'based'));
    await page.getByRole('link', { name: 'Start Building' }).click();
    await expect(page).toHaveURL(at('getting-started/first-project', 'based'));
    await expectHeading(page.locator('.rp-doc h1').first(), 'Your First Project');
    const response = await page.goto(at('api/', 'based'));
    expect(response?.status()).toBe(200);
  });

  test('title, favicon and logo', async ({ page }) => {
    await page.goto(at('', 'based'));
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/pact-toolbox/favicon.svg');
    const logo = page.locator('.rp-nav img').first();
    await expect(logo).toHaveAttribute('src', '/pact-toolbox/logo.svg');
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('markdown settings', () => {
  test('code blocks: highlighted, no line numbers, not wrapped by default', async ({ page }) => {
    await page.goto(at('packages/transaction'));
    const block = page.locator('.rp-doc .rp-codeblock.language-ts pre').first();
    await expect(block).toBeVisible();
    // Token colours read Shiki's colour variables (Rspress's css-variables theme); at least two colours show.
    const tokens = block.locator('span[style*="--shiki-token-"]');
    expect(await tokens.count()).toBeGreaterThan(3);
    expect(new Set(await tokens.evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color))).size).toBeGreaterThan(1);
    await expect(page.locator('.rp-doc .rp-code-line-numbers, .rp-doc .line-number')).toHaveCount(0);
    const wrap = await block.evaluate((pre) => getComputedStyle(pre.querySelector('code') ?? pre).whiteSpace);
    expect(wrap).toBe('pre');
  });
});

test('Pact is highlighted at build time: no grammar is shipped to the browser', async ({ page }) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const jsDir = path.join(SITES.root.outDir, 'static/js');
  const files = readdirSync(jsDir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) expect(readFileSync(path.join(jsDir, file), 'utf8'), file).not.toContain('source.pact');
  await page.goto(at('getting-started/first-project'));
  const colours = await page.locator('.rp-doc .rp-codeblock.language-pact pre').first().evaluate((pre) => new Set([...pre.querySelectorAll('span')].map((s) => getComputedStyle(s).color)).size);
  expect(colours).toBeGreaterThanOrEqual(3);
});
