/**
 * One SVG sprite from icon markup (pure): each icon's `<svg>` becomes a `<symbol>` holding its drawing, and
 * the `<svg>` element's own attributes are kept apart, for the page's `<svg><use href="sprite#id"/></svg>`
 * (runtime/icons.tsx) to carry, so an icon sizes, fills and inherits `currentColor` as before.
 *
 * The `viewBox` goes on the symbol. The page's `<svg>` leaves it out when its width and height have the
 * viewBox's proportions (`width="1em" height="1em"` and a square box, as most icons): the `<use>` then fills
 * the `<svg>` and the symbol's viewBox maps the drawing into it exactly as the `<svg>`'s own did, clipped at
 * the same edges; 20 bytes on each of ~7,000 icons over the site. Otherwise (no height, as the social icons,
 * whose proportions come from it; or other proportions, where the two would clip at different edges) it stays.
 */
import { createHash } from 'node:crypto';

export interface SplitIcon {
  /** Attributes of the icon's outer `<svg>` as React props (`stroke-width` → `strokeWidth`), `xmlns` left out, `viewBox` too when the width and height have its proportions. */
  outer: Record<string, string>;
  /** The `<symbol>` for the sprite. */
  symbol: string;
}

const SVG_OPEN = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;
const ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;

/** Whether a width and a height (same unit) have the proportions of a viewBox. */
function sameProportions(width: string | undefined, height: string | undefined, viewBox: string): boolean {
  const size = (value: string | undefined) => /^(\d*\.?\d+)([a-z%]*)$/.exec(value ?? '');
  const [w, h] = [size(width), size(height)];
  const box = viewBox.trim().split(/[\s,]+/).map(Number);
  if (!w || !h || w[2] !== h[2] || box.length !== 4 || !(box[2] > 0 && box[3] > 0)) return false;
  return Number(w[1]) * box[3] === Number(h[1]) * box[2];
}

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
  if (sameProportions(outer.width, outer.height, viewBox)) delete outer.viewBox;
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
