import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from '../../config/env';
import { dateSource, robotsTxt, sitemapXml } from './sitemap';

const site = resolveSiteUrl('https://example.org', '/pact-toolbox/');

describe('sitemapXml', () => {
  it('lists each page once, absolute and under the base, sorted, with its date when known', () => {
    const xml = sitemapXml(site, [
      { routePath: '/intro', lastmod: '2026-11-20T10:00:00+00:00' },
      { routePath: '/', lastmod: '2026-11-21T10:00:00+00:00' },
      { routePath: '/api/' },
      { routePath: '/intro', lastmod: '2026-11-20T10:00:00+00:00' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1])).toEqual([
      '<loc>https://example.org/pact-toolbox/</loc><lastmod>2026-11-21T10:00:00+00:00</lastmod>',
      '<loc>https://example.org/pact-toolbox/api/</loc>',
      '<loc>https://example.org/pact-toolbox/intro</loc><lastmod>2026-11-20T10:00:00+00:00</lastmod>',
    ]);
  });
  it('escapes XML characters in addresses', () => {
    expect(sitemapXml(site, [{ routePath: '/a&b' }])).toContain('<loc>https://example.org/pact-toolbox/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('points at the absolute sitemap address', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/pact-toolbox/sitemap.xml\n');
  });
});

describe('dateSource', () => {
  it('dates a tracked page by its own file', () => {
    expect(dateSource('/intro', 'docs/intro.mdx', true, true)).toEqual({ repo: 'docs', path: 'docs/intro.mdx' });
  });
  it('dates a generated API page by its toolkit package, or by the manifest of published versions', () => {
    expect(dateSource('/api/network/functions/startNetwork', 'docs/api/network/functions/startNetwork.md', false, true)).toEqual({ repo: 'toolkit', path: 'packages/network' });
    expect(dateSource('/api/', 'docs/api/index.md', false, true)).toEqual({ repo: 'toolkit', path: 'packages' });
    expect(dateSource('/npm/api/signers/type-aliases/MessageSigner', 'docs/npm/api/signers/type-aliases/MessageSigner.md', false, true)).toEqual({ repo: 'docs', path: 'api-gen/manifest.json' });
    expect(dateSource('/api/network/', 'docs/api/network/index.md', false, false)).toEqual({ repo: 'docs', path: 'api-gen/manifest.json' });
  });
});
