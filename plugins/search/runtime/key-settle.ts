/**
 * The keys Rspress's search panel answers reach it bound to what is on screen.
 *
 * Rspress 2's panel reads ArrowDown, ArrowUp, Enter, Escape and Ctrl/Cmd+K in a keydown listener on
 * the document that an effect binds again after each render, holding that render's result list and
 * open state. React runs such effects only after the browser has painted the render, as a task of its
 * own: on a loaded machine tens of milliseconds after the render appears (once 900 ms here). A key
 * pressed in between meets the listener of the render before:
 * - on a first search it holds no results: ArrowDown sets the highlight to (0 + 1) % 0, NaN, so no
 *   result is highlighted and every later ArrowDown keeps NaN until the query changes; Enter reads
 *   `link` of no result and throws;
 * - on a panel that has just mounted (its code arrived after a click or the shortcut) there is no
 *   listener yet: Escape and Ctrl/Cmd+K leave the panel open.
 *
 * Before such a key reaches the document, this asks React to finish what it has pending (a
 * synchronous update, before which React runs the effects of the last render): Rspress's listener
 * is then the one bound to the list on screen.
 */

/** The keys Rspress's panel answers (KeyboardEvent.code, as its listener reads them); KeyK only with Ctrl or Cmd. */
export const PANEL_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'KeyK'];

type KeyFacts = Pick<KeyboardEvent, 'code' | 'isComposing' | 'ctrlKey' | 'metaKey'>;

/** Whether a key press must find Rspress's listener bound to the panel on screen: a panel key, not composing, the panel open. */
export function needsCurrentPanel(event: KeyFacts, panelOpen: boolean): boolean {
  if (!panelOpen || event.isComposing || !PANEL_KEYS.includes(event.code)) return false;
  return event.code !== 'KeyK' || event.ctrlKey || event.metaKey;
}

/**
 * Calls `settle` (which must run React's pending effects) before a panel key reaches the document, while
 * the panel (its `inputSelector`) is open: in the capture phase on the window, ahead of every other listener.
 * Returns a function that stops.
 */
export function installKeySettle(doc: Document, inputSelector: string, settle: () => void): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const onKeyDown = (event: KeyboardEvent) => {
    if (needsCurrentPanel(event, !!doc.querySelector(inputSelector))) settle();
  };
  view.addEventListener('keydown', onKeyDown, true);
  return () => view.removeEventListener('keydown', onKeyDown, true);
}
