import { describe, expect, it } from 'vitest';
import { installKeySettle, needsCurrentList } from './key-settle';

const key = (code: string, isComposing = false) => ({ code, isComposing });

describe('needsCurrentList', () => {
  it('asks for the list on screen before ArrowDown, ArrowUp and Enter in the open panel', () => {
    for (const code of ['ArrowDown', 'ArrowUp', 'Enter']) expect(needsCurrentList(key(code), true), code).toBe(true);
  });
  it('leaves other keys, keys while composing, and every key with the panel closed alone', () => {
    for (const code of ['KeyK', 'Escape', 'Tab', 'ArrowLeft', 'KeyA']) expect(needsCurrentList(key(code), true), code).toBe(false);
    expect(needsCurrentList(key('ArrowDown', true), true)).toBe(false);
    expect(needsCurrentList(key('ArrowDown'), false)).toBe(false);
    expect(needsCurrentList(key('Enter'), false)).toBe(false);
  });
});

/** A document with or without the panel's input, whose window records its keydown listeners. */
function fakeDocument(open: boolean) {
  const listeners: { listener: (event: KeyboardEvent) => void; capture: unknown }[] = [];
  const view = {
    addEventListener: (type: string, listener: (event: KeyboardEvent) => void, capture: unknown) => {
      if (type === 'keydown') listeners.push({ listener, capture });
    },
    removeEventListener: (type: string, listener: (event: KeyboardEvent) => void) => {
      const at = listeners.findIndex((entry) => entry.listener === listener);
      if (type === 'keydown' && at >= 0) listeners.splice(at, 1);
    },
  };
  const doc = { defaultView: view, querySelector: (selector: string) => (open && selector === '.field' ? {} : null) };
  const press = (code: string) => listeners.forEach(({ listener }) => listener(key(code) as KeyboardEvent));
  return { doc: doc as unknown as Document, listeners, press };
}

describe('installKeySettle', () => {
  it('settles once per list key in the open panel, listening in the capture phase on the window, until stopped', () => {
    const { doc, listeners, press } = fakeDocument(true);
    let settled = 0;
    const stop = installKeySettle(doc, '.field', () => settled++);
    expect(listeners.map((entry) => entry.capture)).toEqual([true]);
    press('ArrowDown');
    press('KeyA');
    press('Enter');
    expect(settled).toBe(2);
    stop();
    expect(listeners).toEqual([]);
    press('ArrowDown');
    expect(settled).toBe(2);
  });
  it('does nothing while the panel is closed', () => {
    const { doc, press } = fakeDocument(false);
    let settled = 0;
    installKeySettle(doc, '.field', () => settled++);
    press('ArrowDown');
    expect(settled).toBe(0);
  });
});
