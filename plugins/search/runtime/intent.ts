/**
 * The first sign that a reader is about to search: the pointer over a search
 * button, keyboard focus on one, a press or touch on one, or the Ctrl/Cmd+K
 * shortcut. The search index is downloaded then (SearchPanel.tsx), not on every
 * page load: most readers never search, and decoding the index cost every page
 * 250–300 ms of blocked main thread at a 4× slower CPU.
 */
import { isSearchShortcut } from './shortcut';

/** The controls that open search: Rspress's search buttons (wide and phone nav bar) and the 404 page's. */
export const SEARCH_OPENERS = '.rp-search-button, .rp-search-button--mobile, .pt-not-found__search';

/** Events on an opener that announce a search (pointerover stands for pointerenter: it bubbles, so one listener sees every button). */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

/** The part of an event the check reads. */
export interface IntentEvent {
  type: string;
  target: EventTarget | null;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Whether an event shows the reader is about to search. */
export function isSearchIntent(event: IntentEvent): boolean {
  if (event.type === 'keydown') return isSearchShortcut({ code: event.code ?? '', ctrlKey: !!event.ctrlKey, metaKey: !!event.metaKey });
  if (!(INTENT_EVENTS as readonly string[]).includes(event.type)) return false;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  return typeof target?.closest === 'function' && !!target.closest(SEARCH_OPENERS);
}

export interface IntentHost {
  addEventListener(type: string, listener: (event: IntentEvent) => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: IntentEvent) => void, options: EventListenerOptions): void;
}

/**
 * Calls `callback` once, at the first search intent on `host` (the window: capture
 * listeners see every event before a handler can stop it). Returns a function that
 * stops listening.
 */
export function onSearchIntent(host: IntentHost, callback: () => void): () => void {
  const types = [...INTENT_EVENTS, 'keydown'];
  const stop = () => types.forEach((type) => host.removeEventListener(type, listener, { capture: true }));
  const listener = (event: IntentEvent) => {
    if (!isSearchIntent(event)) return;
    stop();
    callback();
  };
  types.forEach((type) => host.addEventListener(type, listener, { capture: true, passive: true }));
  return stop;
}
