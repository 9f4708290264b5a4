import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS } from '../../config/reader-constants';
import { isDocPageType } from '../pageType';
import { hideNavbarMode, NAVBAR_ATTRIBUTE, type NavbarState, navbarState } from './navbar';
import { onThrottledScroll } from '../throttle';
import './nav.css';

/**
 * Applies `themeConfig.hideNavbar` (see navbar.ts): writes the nav bar's state to
 * <html data-pt-navbar> from a throttled scroll listener. Each page starts with
 * the nav bar shown.
 */
export function useHideNavbar(): void {
  const { site } = useSite();
  const { page } = usePage();
  const { pathname } = useLocation();
  const mode = hideNavbarMode(site.themeConfig.hideNavbar);
  const docPage = isDocPageType(page.pageType);

  useEffect(() => {
    const root = document.documentElement;
    let state: NavbarState = 'shown';
    let lastY = window.scrollY;
    const apply = (next: NavbarState) => {
      state = next;
      if (next === 'shown') root.removeAttribute(NAVBAR_ATTRIBUTE);
      else root.setAttribute(NAVBAR_ATTRIBUTE, next);
    };
    const decide = () => {
      const y = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
      apply(navbarState({ mode, docPage, y, lastY, navHeight, state }));
      lastY = y;
    };
    decide();
    if (mode !== 'auto' || !docPage) return () => root.removeAttribute(NAVBAR_ATTRIBUTE);

    const stop = onThrottledScroll(decide, NAVBAR_SCROLL_THROTTLE_MS);
    return () => {
      stop();
      root.removeAttribute(NAVBAR_ATTRIBUTE);
    };
  }, [mode, docPage, pathname]);
}
