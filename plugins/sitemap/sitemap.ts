/**
 * sitemap.xml and robots.txt as text. Pure: the pages and their dates come in,
 * the files' contents go out.
 */
import { absoluteUrl, type SiteUrl } from '../../config/env';

export interface SitemapPage {
  /** Rspress route path: `/`, `/intro`, `/api/`. */
  routePath: string;
  /** ISO 8601 date of the page's last change, when known. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One `<url>` per page, sorted by address so builds are byte-identical. */
export function sitemapXml(site: SiteUrl, pages: readonly SitemapPage[]): string {
  const entries = pages
    .map((page) => ({ loc: absoluteUrl(site, page.routePath), lastmod: page.lastmod }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
  const seen = new Set<string>();
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const { loc, lastmod } of entries) {
    if (seen.has(loc)) continue;
    seen.add(loc);
    lines.push(`  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Lets every crawler in and points it at the sitemap. */
export function robotsTxt(site: SiteUrl): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`, ''].join('\n');
}

/**
 * Which git history dates a page: a page written by hand is dated by its own
 * file; a generated API page (not tracked by git) by the source it was
 * generated from, the toolkit package (`packages/<name>` of a toolkit checkout)
 * or, for the published packages, the manifest that pins their versions.
 */
export type DateSource = { repo: 'docs'; path: string } | { repo: 'toolkit'; path: string };

export function dateSource(routePath: string, file: string, tracked: boolean, toolkitCheckout: boolean): DateSource {
  if (tracked) return { repo: 'docs', path: file };
  // The npm version of a two-version site comes from the published packages, pinned by the manifest.
  if (routePath.startsWith('/npm/api/')) return { repo: 'docs', path: 'api-gen/manifest.json' };
  const pkg = /^\/api\/([^/]+)\//.exec(routePath)?.[1];
  if (toolkitCheckout) return { repo: 'toolkit', path: pkg ? `packages/${pkg}` : 'packages' };
  return { repo: 'docs', path: 'api-gen/manifest.json' };
}
