/**
 * Global UI component: on a page with a filter place (package pages of large packages and the all-items pages,
 * api-gen/package-index.ts), loads the filter (filter.ts, its own chunk) and installs it. Other pages load nothing
 * more than this check.
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import './package-index.css';

export default function PackageFilter() {
  const { pathname } = useLocation();
  useEffect(() => {
    const place = document.querySelector<HTMLElement>('[data-pt-filter]');
    if (!place) return;
    let undo: (() => void) | undefined;
    let cancelled = false;
    void import('./filter').then(({ installFilter }) => {
      if (!cancelled && place.isConnected && !place.childElementCount) undo = installFilter(place);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [pathname]);
  return null;
}
