/**
 * Reads what a built HTML page links to, loads and names, from its source
 * text: hrefs, element ids, URLs it loads by itself, link texts. A scanner
 * for the HTML React writes (attributes in double quotes), not a general
 * HTML parser; script bodies and comments are skipped.
 */

export interface ScannedPage {
  hrefs: string[];
  ids: Set<string>;
  /** URLs the page loads by itself (not links): script src, link href, img src/srcset, … */
  loads: string[];
}

export const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** `<link rel>` values that name an address instead of loading it. */
const NAMING_RELS = new Set(['canonical', 'alternate']);

/** URLs inside CSS: `url(...)` and `@import "..."`. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)/g)].map(([, url, imported]) => url ?? imported).filter(Boolean);
}

/** The value of one attribute in a start tag's source, or undefined. */
export function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]) : undefined;
}

/** Links, ids and self-loaded URLs of an HTML document. */
export function scanHtml(html: string): ScannedPage {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const page: ScannedPage = { hrefs: [], ids: new Set(), loads: [] };
  for (const [tag, name] of markup.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/gi)) {
    const element = name.toLowerCase();
    const id = attr(tag, 'id');
    if (id !== undefined) page.ids.add(id);
    if (element === 'a') {
      const anchorName = attr(tag, 'name');
      if (anchorName !== undefined) page.ids.add(anchorName);
      const href = attr(tag, 'href');
      if (href !== undefined) page.hrefs.push(href);
      continue;
    }
    for (const key of ['src', 'poster', 'data']) {
      const value = attr(tag, key);
      if (value) page.loads.push(value);
    }
    const srcset = attr(tag, 'srcset');
    if (srcset) page.loads.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean));
    if (element === 'link') {
      const href = attr(tag, 'href');
      // canonical and alternate links name an address (the public site URL); the browser loads neither.
      if (href && !NAMING_RELS.has((attr(tag, 'rel') ?? '').toLowerCase())) page.loads.push(href);
    }
    const style = attr(tag, 'style');
    if (style) for (const [, url] of style.matchAll(/url\(\s*['"]?([^'")]+)/g)) page.loads.push(url);
  }
  for (const [, css] of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) page.loads.push(...cssUrls(css));
  return page;
}

/** The text of every <a> that links somewhere other than its own page, whitespace collapsed, lower-cased. */
export function linkTexts(html: string): string[] {
  const texts: string[] = [];
  for (const [, open, inner] of html.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/gi)) {
    const href = attr(open, 'href');
    if (href === undefined || href.startsWith('#')) continue;
    texts.push(decodeEntities(inner.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim().toLowerCase());
  }
  return texts;
}

/**
 * Link texts that say nothing of where the link goes, as Lighthouse's SEO audit "link-text" lists them
 * (English). A heading named "start" became such a link on the overview page.
 */
export const GENERIC_LINK_TEXTS = new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']);
