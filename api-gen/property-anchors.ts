/**
 * Links to a property of a page that shows its properties as headings. typedoc-plugin-markdown anchors every class
 * and interface property as a table row (`#property-<name>`, from the table option alone), but a page whose members
 * are sorted by category (a class extending LitElement takes its `@category` tags) shows them as headings, whose id
 * is the heading's slug: its "Inherited from" and "Overrides" links led nowhere (15 on toolkit 98c9a65). Pure.
 */
import path from 'node:path';

/** Page file (relative to the output folder, `wallet-ui/classes/PactWalletModal.md`) → slugs of its property headings. */
export type HeadingProperties = ReadonlyMap<string, ReadonlySet<string>>;

/** `contents` of `pageFile` with each `#property-<slug>` link to such a heading pointed at `#<slug>`. */
export function retargetPropertyLinks(contents: string, pageFile: string, headings: HeadingProperties): string {
  if (!headings.size) return contents;
  return contents.replace(/\]\(([^)\s#]*)#property-([^)\s]+)\)/g, (whole, target: string, slug: string) => {
    const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(pageFile), target)) : pageFile;
    return headings.get(file)?.has(slug) ? `](${target}#${slug})` : whole;
  });
}
