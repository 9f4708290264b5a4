import { describe, expect, it } from 'vitest';
import { installKeySettle, needsCurrentPanel } from './key-settle';

const key = (code: string, isComposing = false, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  code,
  isComposing,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: mods.metaKey ?? false,
});

describe('needsCurrentPanel', () => {
  it('asks for the panel on screen before ArrowDown, ArrowUp, Enter, Escape and Ctrl/Cmd+K in the open panel', () => {
    for (const code of ['ArrowDown', 'ArrowUp', 'Enter', 'Escape']) expect(needsCurrentPanel(key(code), true), code).toBe(true);
    expect(needsCurrentPanel(key('KeyK', false, { ctrlKey: true }), true)).toBe(true);
    expect(needsCurrentPanel(key('KeyK', false, { metaKey: true }), true)).toBe(true);
  });
  it('leaves other keys, a plain K, keys while composing, and every key with the panel closed alone', () => {
    for (const code of ['KeyK', 'Tab', 'ArrowLeft', 'KeyA']) expect(needsCurrentPanel(key(code), true), code).toBe(false);
    expect(needsCurrentPanel(key('ArrowDown', true), true)).toBe(false);
    expect(needsCurrentPanel(key('Escape', true), true)).toBe(false);
    expect(needsCurrentPanel(key('ArrowDown'), false)).toBe(false);
    expect(needsCurrentPanel(key('Escape'), false)).toBe(false);
    expect(needsCurrentPanel(key('KeyK', false, { ctrlKey: true }), false)).toBe(false);
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
  it('settles once per panel key in the open panel, listening in the capture phase on the window, until stopped', () => {
    const { doc, listeners, press } = fakeDocument(true);
    let settled = 0;
    const stop = installKeySettle(doc, '.field', () => settled++);
    expect(listeners.map((entry) => entry.capture)).toEqual([true]);
    press('ArrowDown');
    press('KeyA');
    press('Enter');
    press('Escape');
    expect(settled).toBe(3);
    stop();
    expect(listeners).toEqual([]);
    press('ArrowDown');
    expect(settled).toBe(3);
  });
  it('does nothing while the panel is closed', () => {
    const { doc, press } = fakeDocument(false);
    let settled = 0;
    installKeySettle(doc, '.field', () => settled++);
    press('ArrowDown');
    expect(settled).toBe(0);
  });
});
