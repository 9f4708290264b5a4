/**
 * Keys typed between Ctrl/Cmd+K and the moment the search field exists. On a cold
 * page the panel's code (and Rspress's panel with its input) mounts only after the
 * shortcut, so a reader who types at once would lose the first letters. From the
 * shortcut on, this keeps a draft (text and caret) of what is typed while there is
 * no field, and hands it to the field the moment it appears: value set, the
 * panel's onChange told, caret where the reader left it.
 */

/** What has been typed so far and where the caret is in it. */
export interface Draft {
  readonly text: string;
  readonly caret: number;
}

export const EMPTY_DRAFT: Draft = { text: '', caret: 0 };

type Key = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

/** One character as a reader sees it (a key like "é" or "😀" is one, "Shift" is not). */
function isCharacter(key: string): boolean {
  return [...key].length === 1;
}

/**
 * The draft after one key, or undefined when the key is not an edit of the text
 * (a shortcut, Tab, Enter, a modifier alone…), which then goes on as usual.
 */
export function applyKey(draft: Draft, event: Key): Draft | undefined {
  const { key } = event;
  // AltGr arrives as Ctrl+Alt on Windows: with both held, a character is typed text, not a shortcut.
  const altGr = event.ctrlKey && event.altKey && !event.metaKey;
  if ((event.ctrlKey && !altGr) || event.metaKey || event.isComposing) return undefined;
  if (altGr && !isCharacter(key)) return undefined;
  const { text, caret } = draft;
  if (isCharacter(key)) return { text: text.slice(0, caret) + key + text.slice(caret), caret: caret + key.length };
  if (event.altKey) return undefined;
  switch (key) {
    case 'Backspace': {
      if (caret === 0) return draft;
      const before = [...text.slice(0, caret)];
      const removed = before.pop() ?? '';
      return { text: before.join('') + text.slice(caret), caret: caret - removed.length };
    }
    case 'Delete': {
      const after = [...text.slice(caret)];
      after.shift();
      return { text: text.slice(0, caret) + after.join(''), caret };
    }
    case 'ArrowLeft':
      return { text, caret: caret - ([...text.slice(0, caret)].pop()?.length ?? 0) };
    case 'ArrowRight':
      return { text, caret: caret + ([...text.slice(caret)][0]?.length ?? 0) };
    case 'Home':
      return { text, caret: 0 };
    case 'End':
      return { text, caret: text.length };
    default:
      return undefined;
  }
}

export interface TypeAheadOptions {
  /** The search field, once it is on the page. */
  findField: () => HTMLInputElement | null;
  /** Give up after this long without a field (the panel failed to load). */
  giveUpAfterMs: number;
  /** What was typed before this started (keys kept by the head script, early-keys.ts). */
  initial?: Draft;
}

/**
 * Keeps what is typed from now until the field appears, then writes it into the
 * field. Esc, a click, or the time limit drop the draft. Returns a function that
 * stops early (nothing is written).
 */
export function keepTyping(doc: Document, { findField, giveUpAfterMs, initial = EMPTY_DRAFT }: TypeAheadOptions): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  let draft = initial;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    view.removeEventListener('keydown', onKeyDown, true);
    view.removeEventListener('pointerdown', stop, true);
    observer.disconnect();
    view.clearTimeout(timer);
  };

  const handOver = (field: HTMLInputElement) => {
    stop();
    if (draft.text === '' || field.value !== '') return;
    // The panel's field is uncontrolled: set its value the way typing does, so React's onChange sees it.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (setValue) setValue.call(field, draft.text);
    else field.value = draft.text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus();
    field.setSelectionRange(draft.caret, draft.caret);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const field = findField();
    // The field has focus already: the draft goes in first, this key lands after it as usual.
    if (field && event.target === field) return handOver(field);
    if (event.key === 'Escape') return stop();
    const next = applyKey(draft, event);
    if (next) {
      event.preventDefault();
      event.stopPropagation();
      draft = next;
    }
    if (field) handOver(field);
  };

  // The field appears in a React commit; the observer runs before the next key event is dispatched.
  const observer = new MutationObserver(() => {
    const field = findField();
    if (field) handOver(field);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  view.addEventListener('keydown', onKeyDown, true);
  view.addEventListener('pointerdown', stop, true);
  const timer = view.setTimeout(stop, giveUpAfterMs);
  return stop;
}
