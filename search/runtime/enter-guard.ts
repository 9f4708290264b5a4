/**
 * Enter in the search panel with nothing to open does nothing. Rspress 2's panel
 * handles Enter on document and opens the current suggestion of the last result
 * list: with the input cleared it opens a result of the previous query (still held),
 * and with no result listed it throws reading `link` of undefined. This capture
 * listener stops such an Enter before it reaches that handler.
 */

/** Whether an Enter key press in the open panel must be swallowed. */
export function isDeadEnter(code: string, isComposing: boolean, panelInputValue: string | null, listedResults: number): boolean {
  if (code !== 'Enter' || isComposing || panelInputValue === null) return false;
  return panelInputValue.trim() === '' || listedResults === 0;
}

export const PANEL_INPUT_SELECTOR = '.rp-search-panel__input';
export const RESULT_ITEM_SELECTOR = '.rp-search-panel__results .rp-suggest-item';

export function installEnterGuard(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const field = doc.querySelector<HTMLInputElement>(PANEL_INPUT_SELECTOR);
    const listed = field ? doc.querySelectorAll(RESULT_ITEM_SELECTOR).length : 0;
    if (isDeadEnter(event.code, event.isComposing, field ? field.value : null, listed)) event.stopPropagation();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
