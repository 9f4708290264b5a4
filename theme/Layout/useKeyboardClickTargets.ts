/**
 * Gives each CLICK_TARGETS element its role, tab stop, name and keys after React
 * has committed (as useLandmarkLabels does: the server HTML and the first client
 * render match, so hydration is unaffected). Runs again after every navigation.
 */
import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useText } from '../useText';
import { activates, CLICK_TARGETS } from './clickTargets';

export function useKeyboardClickTargets(): void {
  const { pathname } = useLocation();
  const { page } = usePage();
  const text = useText();
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    for (const { selector, part, role, label } of CLICK_TARGETS) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const target = (part ? el.querySelector<HTMLElement>(part) : el) ?? el;
        if (!target.hasAttribute('role')) target.setAttribute('role', role);
        if (!target.hasAttribute('tabindex')) target.tabIndex = 0;
        if (label && !target.hasAttribute('aria-label')) target.setAttribute('aria-label', text(label));
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.target !== target || !activates(event.key, role)) return;
          event.preventDefault();
          el.click();
        };
        target.addEventListener('keydown', onKeyDown);
        cleanups.push(() => target.removeEventListener('keydown', onKeyDown));
      }
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pathname, page, text]);
}
