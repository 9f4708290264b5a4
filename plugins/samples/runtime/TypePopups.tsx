/**
 * Global UI component: the type popups of checked samples (hover.ts). Renders
 * nothing. hover.ts and floating-ui load the first time a pointer reaches a
 * typed token, so pages without samples (and readers who never hover) never
 * download them.
 */
import { useEffect } from 'react';
import { TRIGGER } from './trigger';

export default function TypePopups() {
  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    const firstHover = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(TRIGGER) : null;
      if (!target) return;
      document.removeEventListener('mouseover', firstHover);
      void import('./hover').then(({ installTypePopups }) => {
        if (cancelled) return;
        remove = installTypePopups(document);
        // The hover that asked for the code: replay it so its popup shows now.
        if (target.matches(':hover')) target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
    };
    document.addEventListener('mouseover', firstHover);
    return () => {
      cancelled = true;
      document.removeEventListener('mouseover', firstHover);
      remove?.();
    };
  }, []);
  return null;
}
