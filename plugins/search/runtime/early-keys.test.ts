import { describe, expect, it } from 'vitest';
import { EARLY_KEYS_GLOBAL, earlyKeysScript, takeEarlyKeys } from './early-keys';

/** Runs the head script against a fake window and returns how to press keys on it. */
function load() {
  let listener: ((e: KeyboardEvent) => void) | undefined;
  const view: Record<string, unknown> = {
    addEventListener: (_: string, fn: (e: KeyboardEvent) => void) => (listener = fn),
    removeEventListener: () => (listener = undefined),
  };
  new Function('window', 'addEventListener', earlyKeysScript())(view, view.addEventListener);
  const press = (key: string, mods: Partial<KeyboardEvent> = {}) => {
    let prevented = false;
    listener?.({ key, code: key.length === 1 ? `Key${key.toUpperCase()}` : key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...mods, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent);
    return prevented;
  };
  return { view: view as unknown as Window, press, listening: () => listener !== undefined };
}

describe('the early-keys head script', () => {
  it('takes Ctrl+K and the keys after it, and nothing before it', () => {
    const { view, press } = load();
    expect(press('x')).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    for (const key of 'devnet') expect(press(key)).toBe(true);
    press('Backspace');
    const early = takeEarlyKeys(view)!;
    expect(early.open).toBe(true);
    expect(early.keys.map((k) => k.key).join(',')).toBe('d,e,v,n,e,t,Backspace');
  });

  it('forgets the keys when Esc cancels, and stops listening once taken', () => {
    const { view, press, listening } = load();
    press('k', { metaKey: true });
    press('a');
    press('Escape');
    const early = takeEarlyKeys(view)!;
    expect(early.open).toBe(false);
    expect(early.keys).toEqual([]);
    expect(listening()).toBe(false);
    expect((view as unknown as Record<string, unknown>)[EARLY_KEYS_GLOBAL]).toBeUndefined();
    expect(takeEarlyKeys(view)).toBeUndefined();
  });
});
