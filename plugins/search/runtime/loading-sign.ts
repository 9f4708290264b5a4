/**
 * The search panel's loading sign. Rspress 2's panel shows nothing under its field while the index
 * loads, only its search icon pulsing: a reader who pastes a query on a slow phone or a busy machine
 * sees the query and an empty panel for seconds. From the keystroke that puts a query in the field
 * while the index has not loaded (index-status.ts), this line under the field says that the index is
 * loading, in a live region, so a screen reader says it too; the first answer (results, "no results",
 * or the index could not load) takes its place. `data-waiting` says whether the panel's search for the
 * query has started and waits for the index (Rspress starts it 150 ms after the last keystroke).
 */

/** What the sign reads from the panel and the searcher. */
export interface SignFacts {
  /** The panel is open. */
  open: boolean;
  /** What the field holds. */
  query: string;
  /** The panel shows an answer: results, "No results", or the index could not load. */
  answered: boolean;
  /** The index the panel searches has loaded (index-status.ts). */
  ready: boolean;
  /** Queries waiting for the index (index-status.ts). */
  waiting: number;
  /** The sign is showing now. */
  showing: boolean;
}

/**
 * Whether the sign shows: a query is typed, no answer is on screen, and the index has not loaded or a
 * query waits for it; once showing, it stays until the answer is drawn (the index is ready a moment
 * before the panel draws its answer, and on a slow machine that moment is long), the field is emptied
 * or the panel closes.
 */
export function showsLoadingSign({ open, query, answered, ready, waiting, showing }: SignFacts): boolean {
  if (!open || !query.trim() || answered) return false;
  return !ready || waiting > 0 || showing;
}

const MODAL = '.rp-search-panel__modal';
const HEADER = '.rp-search-panel__header';
const INPUT = '.rp-search-panel__input';
/** An answer on screen: a result, Rspress's "No results" (or ours, NoSearchResult.tsx), Rspress's error line. */
const ANSWER = '.rp-search-panel__results .rp-suggest-item, .rp-no-search-result, .rp-search-panel__error';
export const SIGN_CLASS = 'pt-search-loading';

/** Brings the sign in line with the open panel; nothing when no panel is open. */
export function syncLoadingSign(doc: Document, { ready, waiting }: { ready: boolean; waiting: number }, text: string): void {
  const modal = doc.querySelector(MODAL);
  const header = modal?.querySelector(HEADER);
  if (!modal || !header) return;
  let sign = modal.querySelector<HTMLElement>(`.${SIGN_CLASS}`);
  if (!sign) {
    // Present (and empty) from the moment the panel opens: a live region announces text added to it, not its arrival.
    sign = doc.createElement('div');
    sign.className = SIGN_CLASS;
    sign.setAttribute('role', 'status');
    header.after(sign);
  }
  const shows = showsLoadingSign({
    open: true,
    query: modal.querySelector<HTMLInputElement>(INPUT)?.value ?? '',
    answered: !!modal.querySelector(ANSWER),
    ready,
    waiting,
    showing: sign.childElementCount > 0,
  });
  const waits = String(shows && waiting > 0);
  if (sign.dataset.waiting !== waits) sign.dataset.waiting = waits;
  if (!shows) {
    if (sign.childElementCount > 0) sign.replaceChildren();
    return;
  }
  const line = sign.querySelector(`.${SIGN_CLASS}__text`);
  if (line?.textContent === text) return;
  const icon = doc.createElement('span');
  icon.className = `${SIGN_CLASS}__icon`;
  icon.setAttribute('aria-hidden', 'true');
  const words = doc.createElement('span');
  words.className = `${SIGN_CLASS}__text`;
  words.textContent = text;
  sign.replaceChildren(icon, words);
}

export interface SignSources {
  text: () => string;
  /** Whether the index the panel searches has loaded. */
  ready: () => boolean;
  /** How many queries wait for it. */
  waiting: () => number;
  /** Calls the listener when either changes; returns a function that stops. */
  onChange: (listener: () => void) => () => void;
}

/**
 * Keeps the sign in line with the panel: on every change inside Rspress's modal container, every
 * keystroke, and every change in the index's state (`onChange`). Returns a function that stops.
 */
export function installLoadingSign(doc: Document, { text, ready, waiting, onChange }: SignSources, containerId = '__rspress_modal_container'): () => void {
  const sync = () => syncLoadingSign(doc, { ready: ready(), waiting: waiting() }, text());
  const observer = new MutationObserver(sync);
  observer.observe(doc.getElementById(containerId) ?? doc.body, { childList: true, subtree: true });
  doc.addEventListener('input', sync);
  const stopListening = onChange(sync);
  sync();
  return () => {
    observer.disconnect();
    doc.removeEventListener('input', sync);
    stopListening();
  };
}
