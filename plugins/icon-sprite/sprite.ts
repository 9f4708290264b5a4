/**
 * One SVG sprite from icon markup (pure): each icon's `<svg>` becomes a `<symbol>` holding its drawing, and
 * the `<svg>` element's own attributes are kept apart, for the page's `<svg><use href="sprite#id"/></svg>`
 * (runtime/icons.tsx) to carry, so an icon sizes, fills and inherits `currentColor` as before.
 */
import { createHash } from 'node:crypto';

export interface SplitIcon {
  /** Attributes of the icon's outer `<svg>` as React props (`stroke-width` → `strokeWidth`), `xmlns` left out. */
  outer: Record<string, string>;
  /** The `<symbol>` for the sprite. */
  symbol: string;
}

const SVG_OPEN = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;
const ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;

const reactName = (name: string) => (name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/** Splits one icon's markup (`<svg …>drawing</svg>`, as react-dom/server renders it) into its outer attributes and a `<symbol id>`. */
export function splitIcon(id: string, markup: string): SplitIcon {
  const match = SVG_OPEN.exec(markup.trim());
  if (!match) throw new Error(`icon-sprite: icon "${id}" is not one <svg> element (got "${markup.slice(0, 60)}…"); list only Rspress's SVG icon modules in plugins/icon-sprite/runtime/icon-list.ts`);
  const [, attributes, drawing] = match;
  const outer: Record<string, string> = {};
  let viewBox: string | undefined;
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (name === 'xmlns') continue;
    if (name === 'style') throw new Error(`icon-sprite: icon "${id}" has an inline style on its <svg>; leave it out of plugins/icon-sprite/runtime/icon-list.ts`);
    if (name === 'viewBox') viewBox = value;
    outer[reactName(name)] = value;
  }
  if (!viewBox) throw new Error(`icon-sprite: icon "${id}" has no viewBox, so a <symbol> cannot scale it like the original; leave it out of plugins/icon-sprite/runtime/icon-list.ts`);
  return { outer, symbol: `<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>` };
}

/** The sprite file: every symbol in one `<svg>`. */
export function spriteFile(symbols: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's file name below the output folder, named by its content so browsers may cache it for good. */
export function spriteFileName(content: string): string {
  return `static/i.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.svg`;
}

/** What a page writes for one icon: `<use href>` into the sprite at the site's base. */
export function spriteHref(base: string, fileName: string, id: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${fileName}#${id}`;
}
