/**
 * Keyboard access to sideways-scrolling boxes (axe: scrollable-region-focusable).
 *
 * Rspress wraps code blocks and tables in a scroll container that keyboard users
 * cannot reach. The element inside it (the `<pre>` or `<table>`) joins the tab
 * order while — and only while — the container overflows, so that it can be
 * focused and scrolled with the arrow keys, and narrow content adds no tab stops.
 * Server HTML and the first client render carry no tabindex (no hydration
 * mismatch); it is set once the box has been measured, and kept up to date as
 * the window or the content changes size (e.g. when code wrapping is toggled).
 *
 * Hydration in slices: the element is read in a passive effect, not kept in state
 * from a ref callback (a state update from a ref callback runs during the hydration
 * commit at the synchronous priority and forces the whole page to hydrate in one
 * long task), and the measurement lands in a transition. Each box is measured once
 * per change, by its ResizeObserver's first report.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Whether a box has content beyond its visible width or height. */
export function overflows(box: { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/**
 * A ref for the element, and the tabIndex it should carry. `box` says which element scrolls: its
 * parent (Rspress's scroll containers) or the element itself.
 */
export function useFocusableWhenScrollable<T extends HTMLElement>(box: 'parent' | 'self' = 'parent'): [ref: (element: T | null) => void, tabIndex: 0 | undefined] {
  const elementRef = useRef<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = elementRef.current;
    const container = box === 'self' ? element : element?.parentElement;
    if (!element || !container) return;
    // The observer reports each observed box once when observing starts, then on every change of size.
    const observer = new ResizeObserver(() => {
      const next = overflows(container);
      startTransition(() => setScrollable(next));
    });
    observer.observe(container);
    if (container !== element) observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  const ref = useCallback((element: T | null) => {
    elementRef.current = element;
  }, []);
  return [ref, scrollable ? 0 : undefined];
}
