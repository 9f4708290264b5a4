/**
 * Tab and Shift+Tab stay inside the open search panel. Rspress 2's panel is drawn over the page but leaves
 * the page in the tab order: Tab from the input walked on into the links behind the backdrop. While the
 * panel is open, Tab cycles through its own stops (the input, the results, the close icon, "Cancel" where
 * shown; lib/runtime/focus/). Esc and focus going back are Rspress's and focus-return.ts's.
 */
import { keepTabInside } from '../../../lib/runtime/focus/tab-stops';

export const MODAL_SELECTOR = '.rp-search-panel__modal';

/** Listens for Tab while the panel is open. Returns a function that stops. */
export function installDialogFocus(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const modal = doc.querySelector(MODAL_SELECTOR);
    if (modal) keepTabInside(event, [modal]);
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
