/**
 * The keys that move through or open Rspress's results reach it bound to the list on screen.
 *
 * Rspress 2's panel reads ArrowDown, ArrowUp and Enter in a keydown listener on the document that
 * an effect binds again after each render, holding that render's result list. React runs such
 * effects only after the browser has painted the render, as a task of its own: on a loaded machine
 * tens of milliseconds after the results appear (once 900 ms here). A key pressed in between meets
 * the listener of the render before, which on a first search holds no results: ArrowDown sets the
 * highlight to (0 + 1) % 0, NaN, so no result is highlighted and every later ArrowDown keeps NaN
 * until the query changes; Enter reads `link` of no result and throws.
 *
 * Before such a key reaches the document, this asks React to finish what it has pending (a
 * synchronous update, before which React runs the effects of the last render): Rspress's listener
 * is then the one bound to the list on screen.
 */

/** The keys Rspress's panel answers from its result list (KeyboardEvent.code, as its listener reads them). */
export const LIST_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Enter'];

/** Whether a key press must find Rspress's listener bound to the results on screen: a list key, not composing, the panel open. */
export function needsCurrentList(event: Pick<KeyboardEvent, 'code' | 'isComposing'>, panelOpen: boolean): boolean {
  return panelOpen && !event.isComposing && LIST_KEYS.includes(event.code);
}

/**
 * Calls `settle` (which must run React's pending effects) before a list key reaches the document, while
 * the panel (its `inputSelector`) is open: in the capture phase on the window, ahead of every other listener.
 * Returns a function that stops.
 */
export function installKeySettle(doc: Document, inputSelector: string, settle: () => void): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const onKeyDown = (event: KeyboardEvent) => {
    if (needsCurrentList(event, !!doc.querySelector(inputSelector))) settle();
  };
  view.addEventListener('keydown', onKeyDown, true);
  return () => view.removeEventListener('keydown', onKeyDown, true);
}
