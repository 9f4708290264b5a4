/**
 * What tells a page of the built site apart once it shows in the browser, read from its built HTML. Pure.
 */
import { decodeEntities } from './html-scan';

/** A page's document title and the id of its `<h1>`, if it has one. */
export interface PageMark {
  title: string;
  h1?: string;
}

/** The built HTML file of a page path as `at()` takes it: `''` → `index.html`, `api/` → `api/index.html`, `intro` → `intro.html`. */
export function builtFile(pathname: string): string {
  return pathname === '' || pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}.html`;
}

/** The title and `<h1>` id a built page shows, entities decoded. */
export function pageMark(html: string): PageMark {
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (!title) throw new Error('the built page has no <title>: is it an HTML page of the site?');
  const h1 = /<h1\b[^>]*\sid="([^"]*)"/.exec(html);
  return { title: decodeEntities(title[1]), ...(h1 ? { h1: decodeEntities(h1[1]) } : {}) };
}
