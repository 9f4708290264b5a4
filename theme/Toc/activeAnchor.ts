/**
 * Which outline entry is active. The rule is Rspress's: the first
 * heading inside the viewport (below the scroll padding) is active; when none is,
 * the last heading scrolled past above it. Rspress runs that on every scroll event;
 * our useActiveAnchor runs it at most once per OUTLINE_SCROLL_THROTTLE_MS.
 */


export interface HeadingPosition {
  id: string;
  /** Distance from the viewport's top edge; Infinity when the heading is not on the page. */
  top: number;
}

export interface ActiveAnchor {
  /** The outline entry to highlight. */
  activeId: string | undefined;
  /** The last heading scrolled past (the mobile outline's label). */
  scrolledId: string | undefined;
}

/**
 * @param headings in document order
 * @param topOffset the line below which a heading counts as visible (scroll padding minus 5 px)
 * @param viewportHeight the window's inner height
 */
export function activeAnchor(headings: readonly HeadingPosition[], topOffset: number, viewportHeight: number): ActiveAnchor {
  const scrolled = headings.filter((h) => h.top < topOffset);
  const visible = headings.find((h) => h.top >= topOffset && h.top <= viewportHeight);
  const scrolledId = scrolled.at(-1)?.id;
  return { activeId: visible ? visible.id : scrolledId, scrolledId };
}

/** A CSS length in px, as getComputedStyle reports it ('auto', 'none', '' → 0). */
export function cssPixels(value: string | undefined): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isNaN(n) ? 0 : n;
}
