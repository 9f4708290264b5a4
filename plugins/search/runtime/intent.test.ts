import { describe, expect, it, vi } from 'vitest';
import { type IntentEvent, type IntentHost, isSearchIntent, onSearchIntent, SEARCH_OPENERS } from './intent';

/** An element whose closest() answers for the search button's selector only when it sits in one. */
const element = (inButton: boolean) => ({ closest: (selector: string) => (inButton && selector === SEARCH_OPENERS ? {} : null) }) as unknown as EventTarget;
const button = element(true);
const text = element(false);

function fakeHost() {
  const listeners = new Map<string, Set<(event: IntentEvent) => void>>();
  const host: IntentHost = {
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const dispatch = (event: IntentEvent) => [...(listeners.get(event.type) ?? [])].forEach((l) => l(event));
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { host, dispatch, count };
}

describe('isSearchIntent', () => {
  it('hover, focus, press and touch on a search button are intents', () => {
    for (const type of ['pointerover', 'focusin', 'pointerdown', 'touchstart']) expect(isSearchIntent({ type, target: button }), type).toBe(true);
  });

  it('the same events elsewhere on the page, and other events on the button, are not', () => {
    for (const type of ['pointerover', 'focusin', 'pointerdown', 'touchstart']) expect(isSearchIntent({ type, target: text }), type).toBe(false);
    expect(isSearchIntent({ type: 'scroll', target: button })).toBe(false);
    expect(isSearchIntent({ type: 'pointerover', target: null })).toBe(false);
    expect(isSearchIntent({ type: 'pointerover', target: {} as EventTarget })).toBe(false);
  });

  it('Ctrl+K and Cmd+K are intents wherever focus is; K alone or Ctrl+J are not', () => {
    expect(isSearchIntent({ type: 'keydown', target: text, code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(isSearchIntent({ type: 'keydown', target: text, code: 'KeyK', metaKey: true })).toBe(true);
    expect(isSearchIntent({ type: 'keydown', target: text, code: 'KeyK' })).toBe(false);
    expect(isSearchIntent({ type: 'keydown', target: button, code: 'KeyJ', ctrlKey: true })).toBe(false);
  });
});

describe('onSearchIntent', () => {
  it('calls back once, at the first intent, and then stops listening', () => {
    const { host, dispatch, count } = fakeHost();
    const callback = vi.fn();
    onSearchIntent(host, callback);
    dispatch({ type: 'pointerover', target: text });
    dispatch({ type: 'keydown', target: text, code: 'KeyA', ctrlKey: true });
    expect(callback).not.toHaveBeenCalled();
    dispatch({ type: 'focusin', target: button });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(count()).toBe(0);
    dispatch({ type: 'keydown', target: text, code: 'KeyK', ctrlKey: true });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('the returned function stops listening without calling back', () => {
    const { host, dispatch, count } = fakeHost();
    const callback = vi.fn();
    const stop = onSearchIntent(host, callback);
    expect(count()).toBe(5);
    stop();
    expect(count()).toBe(0);
    dispatch({ type: 'pointerdown', target: button });
    expect(callback).not.toHaveBeenCalled();
  });
});
