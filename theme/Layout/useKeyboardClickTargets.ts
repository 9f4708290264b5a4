/**
 * Gives each CLICK_TARGETS element its role, tab stop, name and keys after React
 * has committed (as useLandmarkLabels does: the server HTML and the first client
 * render match, so hydration is unaffected). Elements that render later (after a
 * navigation, or inside Rspress's NoSSR, as the theme switch of the hamburger's
 * panel does) are found by a MutationObserver; each element is wired once.
 */
import { useEffect } from 'react';
import type { TextLookup } from '../../config/texts';
import { useText } from '../../lib/runtime/useText';
import { activates, CLICK_TARGETS } from './clickTargets';

/** Elements already wired; removed ones drop out with their listeners. */
const wired = new WeakSet<HTMLElement>();

function wireAll(root: ParentNode, text: TextLookup): void {
  for (const { selector, part, role, label } of CLICK_TARGETS) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      const target = (part ? el.querySelector<HTMLElement>(part) : el) ?? el;
      if (wired.has(target)) continue;
      wired.add(target);
      if (!target.hasAttribute('role')) target.setAttribute('role', role);
      if (!target.hasAttribute('tabindex')) target.tabIndex = 0;
      if (label && !target.hasAttribute('aria-label')) target.setAttribute('aria-label', text(label));
      target.addEventListener('keydown', (event: KeyboardEvent) => {
        if (event.target !== target || !activates(event.key, role)) return;
        event.preventDefault();
        el.click();
      });
    }
  }
}

export function useKeyboardClickTargets(): void {
  const text = useText();
  useEffect(() => {
    wireAll(document, text);
    const observer = new MutationObserver(() => wireAll(document, text));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [text]);
}
