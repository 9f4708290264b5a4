/**
 * The search panel as a dialog with a combobox, for assistive technology. Rspress 2 renders its panel as
 * plain boxes: no dialog role or name, an input named "SearchPanelInput", results as lists of links, and
 * the highlighted result (moved by ArrowUp/ArrowDown) only as a class. comboboxAttributes computes, from
 * what the panel shows, the roles and states it should carry (WAI-ARIA combobox with a listbox popup);
 * installCombobox writes them into the panel whenever it changes.
 */

/** What the panel shows, read from its DOM. */
export interface PanelView {
  /** How many results it lists (0 while nothing is searched, while searching, or with no match). */
  results: number;
  /** The highlighted result's index (Rspress's `rp-suggest-item--current`), -1 for none. */
  current: number;
  /** The input holds a query: the close icon clears it; with none, the icon closes the panel. */
  hasQuery: boolean;
}

/** The names it reads out (config/texts.ts). */
export interface ComboboxTexts {
  dialog: string;
  field: string;
  results: string;
  clear: string;
  close: string;
}

/** Attributes to set; null removes one. */
export type Attrs = Record<string, string | null>;

export interface ComboboxAttrs {
  /** The panel's box (`.rp-search-panel__modal`). */
  dialog: Attrs;
  /** The search input. */
  input: Attrs;
  /** Rspress's list of results (the outer `<ul>` in `.rp-search-panel__results`, inside its tabs when it has them). */
  list: Attrs;
  /** The lists and list items between that list and each result, which must not stand between a listbox and its options. */
  wrapper: Attrs;
  /** The link of the result at an index. */
  option: (index: number) => Attrs;
  /** The close icon, made a button. */
  close: Attrs;
}

export const RESULTS_ID = 'pt-search-results';
export const optionId = (index: number) => `pt-search-result-${index}`;

export function comboboxAttributes(view: PanelView, texts: ComboboxTexts): ComboboxAttrs {
  const listed = view.results > 0;
  const current = view.current >= 0 && view.current < view.results ? view.current : -1;
  return {
    dialog: { role: 'dialog', 'aria-modal': 'true', 'aria-label': texts.dialog },
    input: {
      role: 'combobox',
      'aria-label': texts.field,
      'aria-autocomplete': 'list',
      'aria-expanded': String(listed),
      'aria-controls': listed ? RESULTS_ID : null,
      'aria-activedescendant': current >= 0 ? optionId(current) : null,
    },
    list: { id: RESULTS_ID, role: 'listbox', 'aria-label': texts.results },
    wrapper: { role: 'none' },
    option: (index) => ({ id: optionId(index), role: 'option', 'aria-selected': String(index === current) }),
    close: { role: 'button', tabindex: '0', 'aria-label': view.hasQuery ? texts.clear : texts.close },
  };
}

const MODAL = '.rp-search-panel__modal';
const INPUT = '.rp-search-panel__input';
const RESULTS = '.rp-search-panel__results';
const ITEM = '.rp-suggest-item';
const CURRENT_ITEM = 'rp-suggest-item--current';
const LINK = '.rp-suggest-item__link';
const CLOSE = '.rp-search-panel__close';
/** Rspress's list of results; without results it is not there (the box holds "No results for …" instead). */
const LIST = `${RESULTS} ul:not(.rp-search-panel__group)`;

function apply(el: Element | null, attrs: Attrs): void {
  if (!el) return;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}

/** Reads the open panel and writes its roles and states; nothing when no panel is open. */
export function syncCombobox(root: ParentNode, texts: ComboboxTexts): void {
  const modal = root.querySelector(MODAL);
  if (!modal) return;
  const input = modal.querySelector<HTMLInputElement>(INPUT);
  const items = [...modal.querySelectorAll(`${LIST} ${ITEM}`)];
  const view: PanelView = { results: items.length, current: items.findIndex((item) => item.classList.contains(CURRENT_ITEM)), hasQuery: !!input?.value };
  const attrs = comboboxAttributes(view, texts);
  apply(modal, attrs.dialog);
  apply(input, attrs.input);
  const list = modal.querySelector(LIST);
  if (list) {
    apply(list, attrs.list);
    for (const wrapper of list.querySelectorAll('ul, li')) apply(wrapper, attrs.wrapper);
  }
  items.forEach((item, index) => apply(item.querySelector(LINK), attrs.option(index)));
  apply(modal.querySelector(CLOSE), attrs.close);
}

/** Enter or Space on the close icon clicks it, as on a button (an `<svg>` has no click() of its own). */
function closeKey(event: KeyboardEvent): void {
  const target = event.target as Element | null;
  if (!target?.matches?.(CLOSE) || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/**
 * Keeps the panel's roles and states in step with it: on every change inside Rspress's modal container
 * (the panel opening, results arriving, the highlight moving) and on every keystroke in the input.
 * Returns a function that stops.
 */
export function installCombobox(doc: Document, texts: () => ComboboxTexts, containerId = '__rspress_modal_container'): () => void {
  const sync = () => syncCombobox(doc, texts());
  const observer = new MutationObserver(sync);
  const container = doc.getElementById(containerId) ?? doc.body;
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  doc.addEventListener('input', sync);
  // Capture: the Enter guard stops Enter from anywhere but the input at <html> (enter-guard.ts).
  doc.addEventListener('keydown', closeKey, true);
  sync();
  return () => {
    observer.disconnect();
    doc.removeEventListener('input', sync);
    doc.removeEventListener('keydown', closeKey, true);
  };
}
