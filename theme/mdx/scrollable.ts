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
 */
import { useCallback, useEffect, useState } from 'react';

/** Whether a box has content beyond its visible width or height. */
export function overflows(box: { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/**
 * A ref for the element, and the tabIndex it should carry. `box` says which element scrolls: its
 * parent (Rspress's scroll containers) or the element itself.
 */
export function useFocusableWhenScrollable<T extends HTMLElement>(box: 'parent' | 'self' = 'parent'): [ref: (element: T | null) => void, tabIndex: 0 | undefined] {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const container = box === 'self' ? element : element?.parentElement;
    if (!element || !container) return;
    const update = () => setScrollable(overflows(container));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, box]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, scrollable ? 0 : undefined];
}
