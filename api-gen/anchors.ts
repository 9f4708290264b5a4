/**
 * The anchors of headings and table rows on generated API pages, so that the
 * symbol table (`api:` links) and the search's symbol directory point at the
 * element the page really has. Pure and browser-safe.
 */

/** The id Rspress (github-slugger) gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchor of a class or interface member. Properties in a properties table (member-summary.ts propertyIsRow) are rows, which
 * typedoc-plugin-markdown (`useHTMLAnchors`) marks `<span id="property-<name slugged>">` (lower case,
 * punctuation dropped: `[toStringTag]` → `property-tostringtag`);
 * methods, accessors and constructors are headings, which get Rspress's heading id.
 */
export function memberAnchor(name: string, isProperty: boolean): string {
  return isProperty ? `property-${headingSlug(name)}` : headingSlug(name);
}
