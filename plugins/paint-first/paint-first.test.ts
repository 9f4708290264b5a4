import { describe, expect, it } from 'vitest';
import { deferEntryScripts, loaderScript, type Tag, withoutRoutePreloads } from './loader';

const script = (src: string): Tag => ({ tag: 'script', attrs: { defer: true, src }, head: true });

describe('deferEntryScripts', () => {
  it('puts one loader where the first entry script was and keeps every other tag in place', () => {
    const css: Tag = { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' }, head: true };
    const inline: Tag = { tag: 'script', children: 'window.x=1', head: true };
    const out = deferEntryScripts([inline, script('/react.js'), css, script('/index.js')]);
    expect(out.map((t) => t.tag)).toEqual(['script', 'script', 'link']);
    expect(out[0]).toBe(inline);
    expect(out[1].attrs).toEqual({ 'data-pt-loader': true });
    expect(out[1].children).toContain('["/react.js","/index.js"]');
    expect(out[2]).toBe(css);
  });

  it('leaves a template without external scripts alone', () => {
    const tags: Tag[] = [{ tag: 'meta', attrs: { name: 'x' } }];
    expect(deferEntryScripts(tags)).toEqual(tags);
  });
});

/** Runs the loader against small stand-ins for the document, paint reports, frames and timers. */
function runLoader(sources: string[], state: { readyState: string; visibilityState: string; reportsPaint?: boolean }) {
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const observers: (() => void)[] = [];
  let paints = 0;
  const document = {
    readyState: state.readyState,
    visibilityState: state.visibilityState,
    head: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
    createElement: () => ({ src: '', async: true }),
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
  };
  const performance = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? Array.from({ length: paints }) : []) };
  class PerformanceObserver {
    static supportedEntryTypes = state.reportsPaint === false ? ['longtask'] : ['paint', 'longtask'];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      observers.push(() => this.callback({}, { disconnect: () => undefined }));
    }
  }
  const window = { PerformanceObserver };
  new Function('document', 'window', 'performance', 'requestAnimationFrame', 'setTimeout', loaderScript(sources))(
    document,
    window,
    performance,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
  );
  const paint = () => {
    paints += 1;
    observers.forEach((notify) => notify());
  };
  return { appended, frames, timers, listeners, paint };
}

describe('loaderScript', () => {
  it('waits for the parsed document and the first contentful paint, then adds every script once, in order, not async', () => {
    const run = runLoader(['/a.js', '/b.js'], { readyState: 'loading', visibilityState: 'visible' });
    run.paint();
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded();
    expect(run.appended.map((e) => e.src)).toEqual(['/a.js', '/b.js']);
    expect(run.appended.every((e) => e.async === false)).toBe(true);
    run.timers.forEach((t) => t.fn());
    expect(run.appended).toHaveLength(2);
  });

  it('parsed before the paint: starts when the paint is reported, not before', () => {
    const run = runLoader(['/a.js'], { readyState: 'interactive', visibilityState: 'visible' });
    expect(run.appended).toEqual([]);
    run.paint();
    expect(run.appended.map((e) => e.src)).toEqual(['/a.js']);
  });

  it('without paint reports, starts two frames after parsing', () => {
    const run = runLoader(['/a.js'], { readyState: 'interactive', visibilityState: 'visible', reportsPaint: false });
    run.frames.shift()!();
    expect(run.appended).toEqual([]);
    run.frames.shift()!();
    expect(run.appended.map((e) => e.src)).toEqual(['/a.js']);
  });

  it('starts at once in a background tab, and after 3 s whatever happens', () => {
    expect(runLoader(['/a.js'], { readyState: 'interactive', visibilityState: 'hidden' }).appended).toHaveLength(1);
    const stuck = runLoader(['/a.js'], { readyState: 'interactive', visibilityState: 'visible' });
    expect(stuck.timers.map((t) => t.ms)).toEqual([3000]);
    stuck.timers[0].fn();
    expect(stuck.appended).toHaveLength(1);
  });
});

describe('withoutRoutePreloads', () => {
  it('removes route-chunk script preloads and nothing else', () => {
    const html = '<head><link rel="preload" href="/pact-toolbox/static/js/async/b1/ii.js" as="script"><link rel="preload" as="image" href="/logo.svg"/></head>';
    expect(withoutRoutePreloads(html)).toEqual({ html: '<head><link rel="preload" as="image" href="/logo.svg"/></head>', removed: 1 });
  });
});
