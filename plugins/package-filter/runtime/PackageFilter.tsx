/**
 * Global UI component: on a page with a filter place (package pages of large packages, api-gen/package-index.ts), loads the filter (filter.ts, its own chunk) and installs it. The place is looked for
 * when the route changes and again as the content renders (a route's content can arrive after this effect, and
 * React may re-render the server's HTML), for a few seconds; other pages load nothing more than this check.
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import './package-index.css';

/** How long after a route change the content is watched for the filter's place. */
const WATCH_MS = 10_000;
/** How often, meanwhile, the place is checked for React's hydration. */
const POLL_MS = 150;

/** Whether React has taken over an element (hydrated it, or rendered it). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

export default function PackageFilter() {
  const { pathname } = useLocation();
  useEffect(() => {
    let undo: (() => void) | undefined;
    let cancelled = false;
    let loading = false;
    const tryInstall = () => {
      const place = document.querySelector<HTMLElement>('[data-pt-filter]');
      // Not before React has hydrated the place: the page's content hydrates in slices, after this component, and a
      // box added to it earlier would make the server's HTML and React's render differ.
      if (!place || place.childElementCount || loading || !isHydrated(place)) return;
      loading = true;
      void import('./filter').then(({ installFilter }) => {
        loading = false;
        if (cancelled) return;
        if (place.isConnected && !place.childElementCount) undo = installFilter(place);
        else tryInstall();
      });
    };
    tryInstall();
    const observer = new MutationObserver(tryInstall);
    observer.observe(document.body, { childList: true, subtree: true });
    // Hydration changes no element, so the observer does not see it: look again a few times a second.
    const poll = setInterval(tryInstall, POLL_MS);
    const stop = setTimeout(() => {
      observer.disconnect();
      clearInterval(poll);
    }, WATCH_MS);
    return () => {
      cancelled = true;
      clearTimeout(stop);
      clearInterval(poll);
      observer.disconnect();
      undo?.();
    };
  }, [pathname]);
  return null;
}
