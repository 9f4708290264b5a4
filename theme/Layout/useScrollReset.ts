/**
 * Rspress's scroll reset, without its first run. Rspress's Layout scrolls to the top in a layout effect whenever the
 * path changes, and also when the page first hydrates: a reader who had already started scrolling the painted page
 * was thrown back to the top once the scripts caught up (the later hydration comes, the likelier: the scripts start
 * after the first paint, plugins/paint-first/). On the first run the browser has already placed the page (top, an
 * anchor, or a restored position), so only client-side navigations reset it, as Rspress does. Rspress's Layout
 * takes this hook from `@rspress/core/theme`, so the theme's export replaces it.
 */
import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

export function useScrollReset(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
