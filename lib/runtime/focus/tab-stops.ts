/**
 * The tab stops inside a dialog or panel, and Tab moved among them (the order from cycle.ts). Used by the
 * search dialog (plugins/search/runtime/dialog-focus.ts) and the phone panels (theme/Layout/mobilePanels.ts).
 */
import { isCyclingTab, nextStop } from './cycle';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Whether an element is a tab stop a reader can see: in the tab order, enabled, rendered and not `visibility: hidden`. */
function isTabStop(el: HTMLElement | SVGElement): boolean {
  if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false;
  if (el.getClientRects().length === 0) return false;
  return getComputedStyle(el).visibility === 'visible';
}

/** The tab stops inside `regions` (a region may itself be one), in document order. */
export function tabStops(regions: readonly Element[]): (HTMLElement | SVGElement)[] {
  const found = new Set<HTMLElement | SVGElement>();
  for (const region of regions) {
    const candidates = [region, ...region.querySelectorAll(FOCUSABLE)].filter((el) => el.matches(FOCUSABLE));
    for (const el of candidates as (HTMLElement | SVGElement)[]) if (isTabStop(el)) found.add(el);
  }
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Handles a keydown: Tab and Shift+Tab move focus among the stops of `regions`, wrapping, and never out of them. */
export function keepTabInside(event: KeyboardEvent, regions: readonly Element[]): void {
  if (!isCyclingTab(event)) return;
  const stops = tabStops(regions);
  if (stops.length === 0) return;
  event.preventDefault();
  const active = stops[0].ownerDocument.activeElement as HTMLElement | null;
  const next = nextStop(active ? stops.indexOf(active) : -1, stops.length, event.shiftKey);
  stops[next].focus();
}
