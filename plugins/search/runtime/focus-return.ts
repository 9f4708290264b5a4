/**
 * Returns focus to where it was when the search panel closes (Esc, backdrop click,
 * the close icon; a chosen result's page takes focus itself, heading-focus.ts). Rspress 2 removes the panel with the focused input inside, which
 * leaves focus on <body>; this puts it back on the element that had it before the
 * panel opened (the search button, a link…), if that element is still on the page.
 */

/** The DOM-free part: which element had focus before the panel took it. */
export class FocusMemory<T> {
  #last: T | null = null;

  constructor(private readonly inPanel: (el: T) => boolean) {}

  /** Focus moved to `target`. */
  focusIn(target: T): void {
    if (!this.inPanel(target)) this.#last = target;
  }

  /** Focus left `target` for `related` (null: for nothing, e.g. a click on the page background). */
  focusOut(target: T, related: T | null): void {
    if (related === null && !this.inPanel(target)) this.#last = null;
  }

  /**
   * The panel closed. Returns the element to focus again: the remembered one when it
   * is still usable and focus was lost with the panel (not taken by something else).
   */
  closed(focusLost: boolean, usable: (el: T) => boolean): T | null {
    const last = this.#last;
    return focusLost && last !== null && usable(last) ? last : null;
  }
}

export const PANEL_SELECTOR = '.rp-search-panel__mask';

/**
 * Wires FocusMemory to a document. `elsewhere` says focus is taken care of by someone else when the panel
 * closes (a chosen result's page gets it: heading-focus.ts). Returns a function that removes the listeners.
 */
export function installFocusReturn(doc: Document, elsewhere: () => boolean = () => false, panelSelector = PANEL_SELECTOR): () => void {
  const isElement = (node: unknown): node is HTMLElement => !!node && typeof (node as Element).closest === 'function';
  const memory = new FocusMemory<HTMLElement>((el) => !!el.closest(panelSelector));
  const onFocusIn = (event: FocusEvent) => {
    if (isElement(event.target)) memory.focusIn(event.target);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (isElement(event.target)) memory.focusOut(event.target, isElement(event.relatedTarget) ? event.relatedTarget : null);
  };
  const observer = new MutationObserver((records) => {
    const panelRemoved = records.some((r) => Array.from(r.removedNodes).some((n) => isElement(n) && n.matches(panelSelector)));
    if (!panelRemoved || elsewhere()) return;
    const active = doc.activeElement;
    const focusLost = !active || active === doc.body || !active.isConnected;
    memory.closed(focusLost, (el) => el.isConnected)?.focus({ preventScroll: true });
  });
  // Installed with the panel's code, which may arrive after focus last moved (Ctrl/Cmd+K pressed on a link):
  // what has focus now is where it returns.
  const focused = doc.activeElement;
  if (isElement(focused) && focused !== doc.body) memory.focusIn(focused);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
  };
}
