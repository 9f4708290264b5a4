import { useContentAnimation } from './useContentAnimation';
import { useHideNavbar } from '../Nav/useHideNavbar';
import { useRouteProgress } from './routeProgress';

/**
 * Reader-side layout behaviour that Rspress 2 types but does not implement:
 * nav bar hiding on scroll (`hideNavbar`) and the content transition on page
 * change (`enableContentAnimation`), plus the route-loading spinner. The breakpoints live in layout.css.
 */
export function useLayoutBehaviour(): void {
  useHideNavbar();
  useContentAnimation();
  useRouteProgress();
}
