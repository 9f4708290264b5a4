/**
 * What a keyboard reader sees of the focused element: its focus indicator (an
 * outline, else a box-shadow ring), the colour behind that indicator, and
 * whether the element is on screen at all. `readFocus` runs in the page (it is
 * passed to page.evaluate, so it is self-contained); `judgeFocus` decides in
 * Node, with the contrast arithmetic of colour.ts.
 */
import { contrast, over, parseColor, type RGBA } from './colour';

export interface FocusReading {
  /** A short description of the element: tag, classes, text. */
  name: string;
  /** The indicator's width in px (0: none) and its colour as computed. */
  ringWidth: number;
  ringColour: string;
  /** Background colours behind the ring, nearest first, up to the first opaque one. */
  backgrounds: string[];
  /** The element and its ancestors are drawn (no opacity 0, no visibility hidden). */
  drawn: boolean;
  /** Its box meets the viewport. */
  onScreen: boolean;
}

/** Reads the focused element. Returns null when focus is on the body or nowhere. */
export function readFocus(): FocusReading | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const style = getComputedStyle(el);
  let ringWidth = 0;
  let ringColour = '';
  let outside = true;
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    ringWidth = parseFloat(style.outlineWidth);
    ringColour = style.outlineColor;
    outside = parseFloat(style.outlineOffset) >= 0;
  } else if (style.boxShadow && style.boxShadow !== 'none') {
    // Computed shadows read "rgb(…) 0px 0px 0px 2px [inset]", one per comma outside parentheses.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = /(rgba?\([^)]*\)|#[0-9a-f]+)/i.exec(shadow)?.[1] ?? '';
      const lengths = (shadow.replace(colour, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
      const [x = 0, y = 0, , spread = 0] = lengths;
      const width = Math.max(spread, Math.abs(x), Math.abs(y));
      if (width > ringWidth) {
        ringWidth = width;
        ringColour = colour;
        outside = !/inset/.test(shadow);
      }
    }
  }
  const backgrounds: string[] = [];
  for (let node: Element | null = outside ? el.parentElement : el; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (/rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent') continue;
    backgrounds.push(colour);
    if (!/rgba/.test(colour)) break;
  }
  let drawn = style.visibility !== 'hidden';
  for (let node: Element | null = el; node && drawn; node = node.parentElement) if (getComputedStyle(node).opacity === '0') drawn = false;
  const box = el.getBoundingClientRect();
  const onScreen = box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  return { name: `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`, ringWidth, ringColour, backgrounds, drawn, onScreen };
}

/** The colour behind the ring: the listed backgrounds composited, over `page` when none is opaque. */
export function backdrop(backgrounds: string[], page: RGBA = [255, 255, 255, 1]): RGBA {
  return backgrounds.map(parseColor).reduceRight((below, layer) => over(layer, below), page);
}

/** Why a focused element's indicator fails (ring missing, too faint, not drawn, off screen), or null when it passes. */
export function judgeFocus(reading: FocusReading, page?: RGBA): string | null {
  if (!reading.onScreen) return 'off screen';
  if (!reading.drawn) return 'not drawn (opacity 0 or hidden)';
  if (reading.ringWidth <= 0 || !reading.ringColour) return 'no focus indicator';
  const behind = backdrop(reading.backgrounds, page);
  const ratio = contrast(over(parseColor(reading.ringColour), behind), behind);
  return ratio >= 3 ? null : `indicator ${reading.ringColour} is ${ratio.toFixed(2)}:1 on its background`;
}
