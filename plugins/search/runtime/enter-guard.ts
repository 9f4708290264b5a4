/**
 * Enter reaches Rspress's search only to open a listed result from the open panel's input.
 * Rspress 2's panel handles Enter on the whole document, open or closed, and opens
 * the current suggestion of its last result list: on a fresh page (no list yet) any
 * Enter threw reading `link` of undefined; after a search closed with Esc, Enter on
 * a button or a code block opened the abandoned query's result; in the open panel
 * with the input cleared it opened a result of the previous query. This listener,
 * on `<html>` in the bubble phase, stops such an Enter after every element below
 * has had it (React's handlers, our keyboard click targets, links and buttons keep
 * their default actions) and before it reaches that document handler.
 */
import { PANEL_INPUT_SELECTOR } from './selectors';

/** What the guard reads of the open panel; null when no panel is open. */
export interface PanelState {
  /**
   * The key press came from the panel's input. Enter on the panel's other stops (a result link, the close
   * icon) is theirs: a link opens itself, the icon clears the query; Rspress would open the highlighted result.
   */
  fromInput: boolean;
  /** The panel's input value. */
  query: string;
  /** How many results the panel lists. */
  listed: number;
}

/** Whether an Enter key press must be kept from Rspress's handler. */
export function isDeadEnter(code: string, isComposing: boolean, panel: PanelState | null): boolean {
  if (code !== 'Enter' || isComposing) return false;
  if (!panel || !panel.fromInput) return true;
  return panel.query.trim() === '' || panel.listed === 0;
}

export const RESULT_ITEM_SELECTOR = '.rp-search-panel__results .rp-suggest-item';

export function panelState(doc: Document, target: EventTarget | null): PanelState | null {
  const field = doc.querySelector<HTMLInputElement>(PANEL_INPUT_SELECTOR);
  if (!field) return null;
  const fromInput = target === field;
  return { fromInput, query: field.value, listed: doc.querySelectorAll(RESULT_ITEM_SELECTOR).length };
}

export function installEnterGuard(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.code !== 'Enter') return;
    if (isDeadEnter(event.code, event.isComposing, panelState(doc, event.target))) event.stopPropagation();
  };
  const root = doc.documentElement;
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
