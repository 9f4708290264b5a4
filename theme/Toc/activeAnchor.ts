/**
 * Which outline entry is active. The rule is Rspress's: the first
 * heading inside the viewport (below the scroll padding) is active; when none is,
 * the last heading scrolled past above it. Rspress runs that on every scroll event;
 * our useActiveAnchor runs it at most once per OUTLINE_SCROLL_THROTTLE_MS.
 *
 * The phone's outline bar names the section the reader is on: the last heading at or above the reading line
 * (the scroll padding plus OUTLINE_LABEL_SLACK_PX). Rspress names the last heading scrolled above the padding, so
 * after a deep link, which puts its heading exactly at the padding, the bar named the section before it.
 */


export interface HeadingPosition {
  id: string;
  /** Distance from the viewport's top edge; Infinity when the heading is not on the page. */
  top: number;
}

export interface ActiveAnchor {
  /** The outline entry to highlight. */
  activeId: string | undefined;
  /** The section the reader is on: the last heading at or above the reading line (the mobile outline's label). */
  scrolledId: string | undefined;
}

/**
 * @param headings in document order
 * @param topOffset the line below which a heading counts as visible (scroll padding minus 5 px)
 * @param viewportHeight the window's inner height
 * @param readingLine the line at or above which a heading's section is the one being read (default: topOffset)
 */
export function activeAnchor(headings: readonly HeadingPosition[], topOffset: number, viewportHeight: number, readingLine = topOffset): ActiveAnchor {
  const scrolled = headings.filter((h) => h.top < topOffset);
  const visible = headings.find((h) => h.top >= topOffset && h.top <= viewportHeight);
  const reading = headings.filter((h) => h.top <= readingLine);
  return { activeId: visible ? visible.id : scrolled.at(-1)?.id, scrolledId: reading.at(-1)?.id };
}

/** A CSS length in px, as getComputedStyle reports it ('auto', 'none', '' → 0). */
export function cssPixels(value: string | undefined): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isNaN(n) ? 0 : n;
}
