/**
 * The route-loading indicator: a bar, and a spinner, while the next page's
 * code loads, so a slow navigation shows that something happens. Rspress starts nprogress when a page's
 * chunk takes longer than 200 ms to load, and switches nprogress's spinner off
 * when its Link modules load; we switch it back on and pin the bar's settings
 * (minimum 0.08, speed 200 ms). nprogress reads its settings when it starts, so
 * applying ours once the layout has mounted (after every Rspress module has run)
 * makes them the ones in force.
 */
import nprogress from 'nprogress';
import { useEffect } from 'react';
import { ROUTE_PROGRESS } from '../../config/reader-constants';

export function useRouteProgress(): void {
  useEffect(() => {
    nprogress.configure(ROUTE_PROGRESS);
  }, []);
}
