import { describe, expect, it } from 'vitest';
import { slashKeyScript, slashOpensSearch } from './slash-key';

type Listener = (event: KeyboardEvent) => void;

/** A window with one keydown listener, and the events the handler sends to the document. */
function harness() {
  let listener: Listener | undefined;
  const sent: KeyboardEventInit[] = [];
  slashOpensSearch(
    { addEventListener: (_type, l, capture) => void (listener = capture ? l : undefined) },
    { dispatchEvent: (e) => (sent.push(e as unknown as KeyboardEventInit), true) },
    (init) => init as unknown as Event,
  );
  const press = (key: string, target: object | null = { tagName: 'BODY' }, extra: Partial<KeyboardEvent> = {}) => {
    let prevented = false;
    let stopped = false;
    listener!({ key, target, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, defaultPrevented: false, preventDefault: () => (prevented = true), stopImmediatePropagation: () => (stopped = true), ...extra } as unknown as KeyboardEvent);
    expect(stopped).toBe(prevented);
    return prevented;
  };
  return { sent, press };
}

describe('slashOpensSearch', () => {
  it('answers / on the page with Ctrl+K, and keeps the slash out of the page', () => {
    const { sent, press } = harness();
    expect(press('/')).toBe(true);
    expect(sent).toEqual([{ key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }]);
  });

  it('leaves / alone while typing in a field or an editable element, with a modifier, or when handled already', () => {
    const { sent, press } = harness();
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(press('/', { tagName })).toBe(false);
    expect(press('/', { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(press('/', undefined, { ctrlKey: true })).toBe(false);
    expect(press('/', undefined, { isComposing: true })).toBe(false);
    expect(press('/', undefined, { defaultPrevented: true })).toBe(false);
    expect(press('k')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('is a self-contained script that parses', () => {
    expect(() => new Function(slashKeyScript())).not.toThrow();
  });
});
