/**
 * Colour arithmetic for contrast checks: parsing CSS colours (hex, rgb(),
 * rgba()), compositing a translucent colour over its background, and the
 * WCAG contrast ratio.
 */

/** Red, green, blue (0–255) and alpha (0–1). */
export type RGBA = [number, number, number, number];

export function parseColor(text: string): RGBA {
  const value = text.trim().toLowerCase();
  let hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) hex = [...hex].map((c) => c + c).join('');
    if (hex.length !== 6 && hex.length !== 8) throw new Error(`bad colour ${text}`);
    const n = (i: number) => parseInt(hex!.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), hex.length === 8 ? n(6) / 255 : 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`cannot read colour ${JSON.stringify(text)}: only #hex, rgb() and rgba() are understood; teach tests/support/colour.ts this format`);
}

export function toHex([r, g, b]: RGBA): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as the eye sees it on `background` (alpha composited). */
export function over(color: RGBA, background: RGBA): RGBA {
  const a = color[3];
  return [0, 1, 2].map((i) => color[i] * a + background[i] * (1 - a)).concat(1) as RGBA;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: RGBA): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: RGBA, b: RGBA): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
