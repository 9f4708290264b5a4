/**
 * Where a link is written in a page's text: every `[text](url)`, `[label]: url` and `href="url"` whose target is
 * exactly `url`, as 1-based line and column of the url. Pure.
 */
import { placeOfOffset } from '../../api-gen/pointed-error';

/** What may follow a link target in markdown, MDX or HTML. */
const AFTER = /^[)\s"']|^$/;

export function linkPlaces(text: string, url: string): { line: number; column: number }[] {
  const places: { line: number; column: number }[] = [];
  for (const before of ['](', ']: ', 'href="', "href='"]) {
    let at = text.indexOf(before + url);
    while (at >= 0) {
      const start = at + before.length;
      if (AFTER.test(text.slice(start + url.length, start + url.length + 1))) places.push(placeOfOffset(text, start));
      at = text.indexOf(before + url, start);
    }
  }
  return places.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The route part of a link: no `#hash`, no `?query`, no trailing `.md`/`.mdx`/`.html`. */
export function routeOfLink(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\.(mdx?|html)$/, '');
}
