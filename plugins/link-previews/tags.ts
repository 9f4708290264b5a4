/**
 * The head tags that give a page a link preview (Open Graph, Twitter/X) and a
 * canonical address, plus the link to the page's markdown twin
 * (plugins/llms/). Pure: the site and the route come in, tags go out.
 * Rspress writes `og:title`, `og:description` and `description` itself.
 */
import { absoluteUrl, type SiteUrl } from '../../config/env';
import { markdownTwinPath } from '../llms/twins';

export type HeadTag = [tag: 'meta' | 'link', attributes: Record<string, string>];

/** The site's social card, in `docs/public/` (drawn by scripts/og-card/). */
export const CARD = {
  path: '/og-card.png',
  width: 1200,
  height: 630,
  alt: 'Pact Toolbox: build, test and deploy Pact smart contracts from TypeScript',
} as const;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Tags for one page; `canonical`: the route search engines should prefer, when another page holds the same (main's page for an npm page). */
export function previewTags(site: SiteUrl, routePath: string, siteName: string, canonical = routePath): HeadTag[] {
  const url = absoluteUrl(site, canonical);
  const image = absoluteUrl(site, CARD.path);
  const tags: HeadTag[] = [
    ['link', { rel: 'canonical', href: url }],
    ['link', { rel: 'alternate', type: 'text/markdown', href: absoluteUrl(site, markdownTwinPath(routePath)) }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:site_name', content: siteName }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: String(CARD.width) }],
    ['meta', { property: 'og:image:height', content: String(CARD.height) }],
    ['meta', { property: 'og:image:alt', content: CARD.alt }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
  ];
  return tags;
}

/** The tags as HTML, attribute values escaped (Rspress inserts head strings as they are). */
export function renderTags(tags: readonly HeadTag[]): string {
  return tags.map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).map(([k, v]) => `${k}="${escapeAttribute(v)}"`).join(' ')}>`).join('');
}
