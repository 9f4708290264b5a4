import { describe, expect, it } from 'vitest';
import { afterPrefetch, type PrefetchHost } from './fetch-once';

/** A document with at most one prefetch link, whose load we trigger by hand. */
function host(options: { link?: boolean; supports?: boolean; finished?: boolean }) {
  const listeners: Record<string, () => void> = {};
  const link = {
    href: 'http://site/static/search_index.en.1.json',
    relList: { supports: () => options.supports ?? true },
    addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn),
  };
  const timers: (() => void)[] = [];
  const h: PrefetchHost = {
    document: { baseURI: 'http://site/intro', querySelectorAll: (() => (options.link ? [link] : [])) as never },
    performance: { getEntriesByName: (() => (options.finished ? [{ responseEnd: 5 }] : [])) as never },
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  return { h, listeners, timers };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('afterPrefetch', () => {
  it('waits for the prefetch link to load, then resolves', async () => {
    const { h, listeners } = host({ link: true });
    const waiting = afterPrefetch(h, '/static/search_index.en.1.json');
    expect(await settled(waiting)).toBe(false);
    listeners.load();
    expect(await settled(waiting)).toBe(true);
  });
  it('resolves at once when the prefetch already finished, or failed', async () => {
    expect(await settled(afterPrefetch(host({ link: true, finished: true }).h, '/static/search_index.en.1.json'))).toBe(true);
    const { h, listeners } = host({ link: true });
    const waiting = afterPrefetch(h, '/static/search_index.en.1.json');
    listeners.error();
    expect(await settled(waiting)).toBe(true);
  });
  it('does not wait without a link (after a short look) or when the browser ignores prefetch', async () => {
    const none = host({});
    const waiting = afterPrefetch(none.h, '/static/search_index.en.1.json');
    for (let i = 0; i < 20 && !(await settled(waiting)); i++) none.timers.shift()?.();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(afterPrefetch(host({ link: true, supports: false }).h, '/static/search_index.en.1.json'))).toBe(true);
  });
  it('gives up on a prefetch that never ends', async () => {
    const { h, timers } = host({ link: true });
    const waiting = afterPrefetch(h, '/static/search_index.en.1.json');
    expect(await settled(waiting)).toBe(false);
    timers.shift()?.();
    expect(await settled(waiting)).toBe(true);
  });
});
