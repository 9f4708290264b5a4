/**
 * `/` opens search on every page, as on docs.rs and in TypeDoc's pages, unless the reader is typing in a field
 * (an input, a text area, a select, an editable element). It acts as Ctrl/Cmd+K, which every part of the site's
 * search already answers at any moment of the page's life: the head script that keeps keys before the site's code
 * runs (plugins/search/runtime/early-keys.ts), the lazily mounted panel and Rspress's own listener. So this file
 * knows nothing of how the panel loads. A tiny self-contained function, inlined into <head> as text, so it adds
 * nothing to any page's JavaScript download.
 */

/** What the handler needs of the window and the document; the browser's own in a page. */
export interface SlashHost {
  addEventListener(type: 'keydown', listener: (event: KeyboardEvent) => void, capture: boolean): void;
}
export interface SlashDocument {
  dispatchEvent(event: Event): boolean;
}

/** Listens for `/` on `host` (capturing, before the page's own listeners) and answers it with a Ctrl+K press on `doc`. Self-contained: it runs as source text. */
export function slashOpensSearch(host: SlashHost, doc: SlashDocument, makeEvent: (init: KeyboardEventInit) => Event): void {
  host.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
    const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? ''))) return;
    event.preventDefault();
    // No other listener sees the slash: one that keeps keys typed into a search about to open would keep it too.
    event.stopImmediatePropagation();
    doc.dispatchEvent(makeEvent({ key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }));
  }, true);
}

/** The head script: the function above, called with the page's window and document. */
export function slashKeyScript(): string {
  return `(function(){try{(${slashOpensSearch.toString()})(window,document,function(i){return new KeyboardEvent('keydown',i)})}catch(e){}})();`;
}
