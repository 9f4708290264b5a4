import { useLocation, useSite } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';
import { CONTENT_ANIMATION_CLASS, CONTENT_ANIMATION_NAME, contentAnimationEnabled, isPageChange } from './contentAnimation';

/** Restarts the content fade-in (see contentAnimation.ts) after each client-side page change. */
export function useContentAnimation(): void {
  const { site } = useSite();
  const { pathname } = useLocation();
  const enabled = contentAnimationEnabled(site.themeConfig.enableContentAnimation);
  const previous = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const changed = isPageChange(previous.current, pathname);
    previous.current = pathname;
    if (!enabled || !changed) return;
    const root = document.documentElement;
    root.classList.remove(CONTENT_ANIMATION_CLASS);
    void root.offsetWidth; // restart the animation when pages change quickly
    root.classList.add(CONTENT_ANIMATION_CLASS);
    const done = (event: AnimationEvent) => {
      if (event.animationName === CONTENT_ANIMATION_NAME) root.classList.remove(CONTENT_ANIMATION_CLASS);
    };
    root.addEventListener('animationend', done);
    return () => root.removeEventListener('animationend', done);
  }, [pathname, enabled]);
}
