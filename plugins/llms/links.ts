/**
 * Finishes Rspress's markdown twins (SSG-MD output), outside fenced code:
 * - the guide's `api:` links: that pass leaves out the project's remark
 *   plugins, so they arrive as written. They are resolved the way the HTML
 *   build does (config/api-links.ts): a known name becomes an absolute link to
 *   its API page's twin, an unknown one plain text, as on the HTML page;
 * - site-relative links the pass leaves (the home page's hero and feature
 *   links, the overview page's list) become absolute: a page's to its twin, a
 *   file's to the file;
 * - inline `<svg>` icons (the home page's feature icons) are dropped: they
 *   are markup, not text.
 * Pure.
 */
import { resolveApiLink, type SymbolTable } from '../../config/api-links';

export interface TwinLinkOptions {
  table: SymbolTable;
  /** The site's base path, `/` or `/pact-toolbox/`. */
  base: string;
  /** A route with an optional `#anchor` (`/api/x/classes/Y#z`) → the absolute address of that page's twin. */
  twinUrl(route: string): string;
  /** A file's path below the base (`/og-card.png`, `/intro.md`) → its absolute address. */
  fileUrl(pathname: string): string;
}

/** `[text](api:pkg/Name#member)`: the text may hold one level of brackets. */
const API_LINK = /\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\((api:[^)\s]+)\)/g;
/** The target of a markdown link or image that starts at the site root: `](/packages/cli.md#install)`. */
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;
const INLINE_SVG = /<svg\b[^>]*>.*?<\/svg>\s*/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

function absolute(target: string, options: TwinLinkOptions): string {
  const inBase = options.base !== '/' && target.startsWith(options.base) ? target.slice(options.base.length - 1) : target;
  const [pathname, hash] = inBase.split('#');
  const isFile = /\.[a-z0-9]+$/i.test(pathname);
  return isFile ? options.fileUrl(pathname) + (hash ? `#${hash}` : '') : options.twinUrl(inBase);
}

export function finishTwin(markdown: string, options: TwinLinkOptions): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === undefined) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      return line
        .replace(INLINE_SVG, '')
        .replace(API_LINK, (_, text: string, target: string) => {
          const result = resolveApiLink(target, options.table);
          return result.ok ? `[${text}](${options.twinUrl(result.href)})` : text;
        })
        .replace(SITE_LINK, (_, target: string) => `](${absolute(target, options)})`);
    })
    .join('\n');
}
