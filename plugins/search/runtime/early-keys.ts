/**
 * Ctrl/Cmd+K pressed before any of the site's code has run. The entry scripts start
 * after the first paint (plugins/paint-first/), so a reader who presses the shortcut
 * the moment the page appears would reach the browser's own Ctrl+K. A tiny script
 * inlined in <head> (plugins/search/index.ts) takes the shortcut from the start and keeps
 * the keys typed after it; the search panel's module picks them up when it loads
 * (SearchPanel.tsx) and hands them to the field through type-ahead.ts.
 */

/** The global the head script keeps its keys in. */
export const EARLY_KEYS_GLOBAL = '__ptSearchKeys';

/** One key as the head script records it: what applyKey reads. */
export interface EarlyKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing: boolean;
}

export interface EarlyKeys {
  /** The shortcut was pressed (and not cancelled with Esc). */
  open: boolean;
  keys: EarlyKey[];
  /** Stops listening; the panel's own handlers take over. */
  stop: () => void;
}

/** The head script (a self-contained function, turned into source text). */
function recordEarlyKeys(name: string): void {
  const state: { open: boolean; keys: EarlyKey[]; stop: () => void } = { open: false, keys: [], stop: () => {} };
  const onKey = (event: KeyboardEvent) => {
    if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      state.open = true;
      state.keys = [];
    } else if (state.open && event.key === 'Escape') {
      state.open = false;
      state.keys = [];
    } else if (state.open && !event.metaKey && !(event.ctrlKey && !event.altKey)) {
      event.preventDefault();
      state.keys.push({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, isComposing: event.isComposing });
    }
  };
  state.stop = () => window.removeEventListener('keydown', onKey, true);
  window.addEventListener('keydown', onKey, true);
  (window as unknown as Record<string, unknown>)[name] = state;
}

export function earlyKeysScript(): string {
  return `(function(){try{(${recordEarlyKeys.toString()})(${JSON.stringify(EARLY_KEYS_GLOBAL)})}catch(e){}})();`;
}

/** Takes what the head script kept (once) and stops it; undefined when there is no head script. */
export function takeEarlyKeys(view: Window | undefined): EarlyKeys | undefined {
  const state = view ? ((view as unknown as Record<string, unknown>)[EARLY_KEYS_GLOBAL] as EarlyKeys | undefined) : undefined;
  if (!state) return undefined;
  state.stop();
  delete (view as unknown as Record<string, unknown>)[EARLY_KEYS_GLOBAL];
  return state;
}
