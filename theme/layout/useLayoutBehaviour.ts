import { useContentAnimation } from './useContentAnimation';
import { useHideNavbar } from './useHideNavbar';

/**
 * Reader-side layout behaviour that Rspress 2 types but does not implement:
 * nav bar hiding on scroll (`hideNavbar`) and the content transition on page
 * change (`enableContentAnimation`). The breakpoints live in styles/layout.css.
 */
export function useLayoutBehaviour(): void {
  useHideNavbar();
  useContentAnimation();
}
