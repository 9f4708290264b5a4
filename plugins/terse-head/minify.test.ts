import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { getInlineThemeScript } from '@rspress/core/dist/node/constants.js';
import { CHROME_ATTRIBUTE, chromeHeadScript } from '../chrome-switches/runtime/switches';
import { earlyKeysScript } from '../search/runtime/early-keys';
import { loaderScript } from '../paint-first/loader';
import { isInlineScript, minifiedTags, minifyScript, type Tag } from './minify';

describe('minifiedTags', () => {
  it('minifies inline scripts only, each distinct source once, and keeps every tag in its place', () => {
    const calls: string[] = [];
    const minify = (code: string) => {
      calls.push(code);
      return `min(${code})`;
    };
    const tags: Tag[] = [
      { tag: 'script', children: 'a + 1', head: true },
      { tag: 'script', attrs: { src: '/x.js' } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/s.css' } },
      { tag: 'script', attrs: { 'data-pt-loader': true }, children: 'b()' },
      { tag: 'script', children: 'a + 1', head: false },
      { tag: 'script', children: '  ' },
    ];
    const out = minifiedTags(tags, minify);
    expect(out.map((t) => t.children)).toEqual(['min(a + 1)', undefined, undefined, 'min(b())', 'min(a + 1)', '  ']);
    expect(out.map((t) => [t.tag, t.attrs, t.head])).toEqual(tags.map((t) => [t.tag, t.attrs, t.head]));
    expect(calls).toEqual(['a + 1', 'b()']);
    expect(tags[0].children).toBe('a + 1');
  });

  it('counts a script with a src as external even when it has text', () => {
    expect(isInlineScript({ tag: 'script', attrs: { src: '/x.js' }, children: 'x' })).toBe(false);
    expect(isInlineScript({ tag: 'style', children: 'a{}' })).toBe(false);
  });
});

describe('minifyScript', () => {
  it('makes each head script of the site shorter', () => {
    for (const code of [getInlineThemeScript(undefined), chromeHeadScript(), earlyKeysScript(), loaderScript(['/a.js', '/b.js'])]) {
      expect(minifyScript(code).length).toBeLessThan(code.length);
    }
  });

  it('fails with the script named when it does not parse', () => {
    expect(() => minifyScript('function (')).toThrow(/terse-head: an inline <head> script does not parse.*function \(/);
  });

  it("keeps what Rspress's theme script does: the same classes and colour scheme for each saved choice", () => {
    const run = (code: string, saved: string | null, prefersDark: boolean) => {
      const classes = new Map<string, boolean>();
      const root = { classList: { toggle: (name: string, on: boolean) => classes.set(name, on) }, style: { colorScheme: '' } };
      runInNewContext(code, { localStorage: { getItem: () => saved }, window: { matchMedia: () => ({ matches: prefersDark }) }, document: { documentElement: root } });
      return { classes: Object.fromEntries(classes), scheme: root.style.colorScheme };
    };
    const original = getInlineThemeScript(undefined);
    const minified = minifyScript(original);
    for (const saved of [null, 'light', 'dark', 'auto', 'other']) {
      for (const prefersDark of [false, true]) expect(run(minified, saved, prefersDark)).toEqual(run(original, saved, prefersDark));
    }
    expect(run(minified, 'dark', false).classes).toEqual({ dark: true, 'rp-dark': true });
  });

  it('keeps what the chrome switches script does', () => {
    const run = (code: string, search: string) => {
      const attributes = new Map<string, string>();
      runInNewContext(code, { location: { search }, document: { documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } } });
      return attributes.get(CHROME_ATTRIBUTE);
    };
    const minified = minifyScript(chromeHeadScript());
    for (const search of ['?footer=0&navbar=0', '?outline=false&x=1', '', '?sidebar']) expect(run(minified, search)).toBe(run(chromeHeadScript(), search));
    expect(run(minified, '?footer=0&navbar=0')).toBe('navbar footer');
  });

  it('keeps what the early search keys script does', () => {
    const run = (code: string) => {
      let listener: ((e: Partial<KeyboardEvent>) => void) | undefined;
      const view: Record<string, unknown> = { addEventListener: (_: string, fn: typeof listener) => (listener = fn), removeEventListener: () => (listener = undefined) };
      new Function('window', code)(view);
      for (const [key, ctrlKey] of [['x', false], ['k', true], ['a', false], ['b', false]] as const) {
        listener?.({ key, code: `Key${key.toUpperCase()}`, ctrlKey, metaKey: false, altKey: false, isComposing: false, preventDefault: () => {} });
      }
      const state = Object.values(view).find((v) => typeof v === 'object') as { open: boolean; keys: { key: string }[] };
      return { open: state.open, keys: state.keys.map((k) => k.key) };
    };
    expect(run(minifyScript(earlyKeysScript()))).toEqual(run(earlyKeysScript()));
    expect(run(minifyScript(earlyKeysScript()))).toEqual({ open: true, keys: ['a', 'b'] });
  });
});
