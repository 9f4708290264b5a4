import { describe, expect, it } from 'vitest';
import { deal, sitemapPaths } from './sitemap-pages';

const xml = (...locs: string[]) => `<?xml version="1.0"?><urlset>${locs.map((l) => `<url><loc>${l}</loc><lastmod>2026-01-01</lastmod></url>`).join('')}</urlset>`;

describe('sitemapPaths', () => {
  it('gives each address as a path under the base, without the leading slash', () => {
    expect(sitemapPaths(xml('http://127.0.0.1:4173/', 'http://127.0.0.1:4173/api/', 'http://127.0.0.1:4173/intro'), 'http://127.0.0.1:4173/')).toEqual(['', 'api/', 'intro']);
    expect(sitemapPaths(xml('https://a.example/docs/', 'https://a.example/docs/a?x=1&amp;y=2'), 'https://a.example/docs/')).toEqual(['', 'a']);
  });

  it('refuses an address outside the base', () => {
    expect(() => sitemapPaths(xml('https://b.example/docs/a'), 'https://a.example/docs/')).toThrow('not under');
    expect(() => sitemapPaths(xml('https://a.example/other/a'), 'https://a.example/docs/')).toThrow('not under');
  });
});

describe('deal', () => {
  it('deals round-robin into every share, none lost', () => {
    expect(deal([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(deal([1], 3)).toEqual([[1], [], []]);
  });

  it('refuses a share count that is not a positive whole number', () => {
    expect(() => deal([1], 0)).toThrow();
    expect(() => deal([1], 1.5)).toThrow();
  });
});
