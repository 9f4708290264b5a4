/**
 * Tab and Shift+Tab kept inside an open dialog or panel: where focus goes next among its tab stops.
 * Pure; lib/runtime/focus/tab-stops.ts finds the stops in the page and moves focus.
 */

/**
 * The index of the stop Tab (or Shift+Tab, `backwards`) moves to, out of `count` stops, from the stop at
 * `index`: the next one, wrapping from the last to the first and back. From outside the stops (`index` -1)
 * Tab enters at the first and Shift+Tab at the last. -1 when there is no stop at all.
 */
export function nextStop(index: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return backwards ? count - 1 : 0;
  return (index + (backwards ? count - 1 : 1)) % count;
}

/** Whether a key press is the one we keep inside: Tab, with or without Shift, and no other modifier. */
export function isCyclingTab(key: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return key.key === 'Tab' && !key.altKey && !key.ctrlKey && !key.metaKey;
}
