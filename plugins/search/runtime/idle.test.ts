import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../../config/reader-constants';
import { type IdleHost, whenIdle } from './idle';

function fakeHost(readyState: DocumentReadyState, idle: boolean) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const host: IdleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    setTimeout: (handler) => (timers.set(next, handler), next++),
    clearTimeout: (id) => void timers.delete(id),
    ...(idle
      ? {
          requestIdleCallback: vi.fn((callback: () => void) => (idleCallbacks.set(next, callback), next++)),
          cancelIdleCallback: (id: number) => void idleCallbacks.delete(id),
        }
      : {}),
  };
  const run = (map: Map<number, () => void>) => {
    const all = [...map.values()];
    map.clear();
    for (const fn of all) fn();
  };
  return {
    host,
    load: () => {
      host.document.readyState = 'complete';
      for (const l of [...loadListeners]) l();
      loadListeners.clear();
    },
    runIdle: () => run(idleCallbacks),
    runTimers: () => run(timers),
  };
}

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const fake = fakeHost('interactive', true);
    const callback = vi.fn();
    whenIdle(fake.host, callback);
    fake.runIdle();
    expect(callback).not.toHaveBeenCalled();
    fake.load();
    expect(callback).not.toHaveBeenCalled();
    fake.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(fake.host.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
  });

  it('asks for an idle period at once when the page has already loaded', () => {
    const fake = fakeHost('complete', true);
    const callback = vi.fn();
    whenIdle(fake.host, callback);
    fake.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer after load where requestIdleCallback is missing', () => {
    const fake = fakeHost('loading', false);
    const callback = vi.fn();
    whenIdle(fake.host, callback);
    fake.runTimers();
    expect(callback).not.toHaveBeenCalled();
    fake.load();
    fake.runTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels before load and while waiting for idle', () => {
    const before = fakeHost('loading', true);
    const first = vi.fn();
    whenIdle(before.host, first)();
    before.load();
    before.runIdle();
    expect(first).not.toHaveBeenCalled();

    const during = fakeHost('complete', true);
    const second = vi.fn();
    whenIdle(during.host, second)();
    during.runIdle();
    expect(second).not.toHaveBeenCalled();
  });
});
