/**
 * The API reference's markdown twins, from the markdown api-gen wrote: the page's text as it is, without its
 * frontmatter, its relative links made site-root links (`../index.md` on `/api/x/classes/Y` is
 * `/api/x/index.md`), as Rspress's markdown pass writes them. Rspress's pass would compile every API page a
 * third time to render the same text (its only differences: padded table columns, `***` for `---`);
 * ../md-routes.ts keeps it to the guide. The finishing steps every twin gets (../links.ts) follow. Pure.
 */

/** Whether a page (its path below the docs folder) is one api-gen writes: markdown under `api/` (or `npm/api/`, a two-version site's npm releases). */
export function isApiPage(relativePath: string): boolean {
  return /^(npm\/)?api\/.*\.md$/.test(relativePath.replace(/\\/g, '/'));
}

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n+/;
/** A line that opens or closes a fenced code block; group 1 is its marker. */
export const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Whether a fence marker closes the block `open` began: the same character, at least as many. */
export const closesFence = (marker: string, open: string) => marker[0] === open[0] && marker.length >= open.length;
/** A link target that is neither an address, nor an anchor on the page, nor site-root. */
const RELATIVE_LINK = /\]\((?![a-z][a-z0-9+.-]*:|#|\/)([^)\s]+)\)/gi;

/** A relative link target, resolved against the page's route, as a site-root path (anchor kept). */
export function siteRootTarget(target: string, routePath: string): string {
  const url = new URL(target, `https://site.invalid${routePath}`);
  return `${decodeURI(url.pathname)}${url.hash}`;
}

/**
 * A heading as a reader of the twin should see it: api-gen writes `<` as `&lt;` so the site's markdown does not read
 * a message's `<port>` as an HTML tag; a twin is read as text, where `### Pact server is already running on port <port>`
 * is what the message says.
 */
export const plainHeading = (line: string) => (/^#{1,6}\s/.test(line) ? line.replace(/&lt;/g, '<') : line);

export function apiTwinFromSource(source: string, routePath: string): string {
  let fence: string | undefined;
  return source
    .replace(FRONTMATTER, '')
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && fence === undefined) fence = marker;
      else if (marker && closesFence(marker, fence!)) fence = undefined;
      else if (fence === undefined) return plainHeading(line).replace(RELATIVE_LINK, (_, target: string) => `](${siteRootTarget(target, routePath)})`);
      return line;
    })
    .join('\n');
}
