/**
 * Chrome switches: `?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0`
 * hide parts of the page, for embedding a page in another site.
 *
 * The parts hidden are written to one attribute on <html>, and CSS does the
 * hiding. The same function runs in two places: inlined into <head> (so a direct
 * load never paints the hidden parts, before any bundle has run) and in the
 * theme after each client-side navigation.
 */

export const CHROME_ATTRIBUTE = 'data-chrome-hidden';

/** Query keys that can hide a part of the page, in a stable order. */
export const CHROME_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

/**
 * The parts a query string hides. A part is hidden by `=0` or `=false`.
 *
 * Keep this function self-contained (no outer names, no helpers): its source
 * text is inlined into the page head by `chromeHeadScript`.
 */
export function hiddenChromeParts(search: string): string[] {
  var parts = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'];
  var hidden: string[] = [];
  var query = search.charAt(0) === '?' ? search.slice(1) : search;
  var pairs = query ? query.split('&') : [];
  for (var i = 0; i < pairs.length; i++) {
    var eq = pairs[i].indexOf('=');
    var key = eq < 0 ? pairs[i] : pairs[i].slice(0, eq);
    var value = eq < 0 ? '' : pairs[i].slice(eq + 1);
    if (parts.indexOf(key) >= 0 && (value === '0' || value === 'false') && hidden.indexOf(key) < 0) {
      hidden.push(key);
    }
  }
  return parts.filter(function (part) {
    return hidden.indexOf(part) >= 0;
  });
}

/** Keeps only the chrome switches of a query string, e.g. to carry them to the next page. */
export function chromeQuery(search: string): string {
  const hidden = hiddenChromeParts(search);
  return hidden.length ? `?${hidden.map((part) => `${part}=0`).join('&')}` : '';
}

/** Sets or clears the attribute on <html>; returns what it set. */
export function applyChromeSwitches(root: { setAttribute(n: string, v: string): void; removeAttribute(n: string): void }, search: string): string[] {
  const hidden = hiddenChromeParts(search);
  if (hidden.length) root.setAttribute(CHROME_ATTRIBUTE, hidden.join(' '));
  else root.removeAttribute(CHROME_ATTRIBUTE);
  return hidden;
}

/** The inline <head> script: runs before first paint and before any bundle. */
export function chromeHeadScript(): string {
  return (
    '(function(){try{var h=(' +
    hiddenChromeParts.toString() +
    ')(location.search);if(h.length)document.documentElement.setAttribute(' +
    JSON.stringify(CHROME_ATTRIBUTE) +
    ',h.join(" "))}catch(e){}})();'
  );
}
