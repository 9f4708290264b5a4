import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { applyChromeSwitches, CHROME_ATTRIBUTE, chromeHeadScript, chromeQuery, hiddenChromeParts } from './switches';

describe('hiddenChromeParts', () => {
  it('reads =0 and =false, in a stable order, once each', () => {
    expect(hiddenChromeParts('?outline=0&navbar=false&navbar=0')).toEqual(['navbar', 'outline']);
    expect(hiddenChromeParts('navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0')).toEqual(['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents']);
  });
  it('ignores other keys and other values', () => {
    expect(hiddenChromeParts('?navbar=1&sidebar&footer=no&q=navbar%3D0')).toEqual([]);
    expect(hiddenChromeParts('')).toEqual([]);
  });
});

describe('chromeQuery', () => {
  it('keeps only the switches', () => {
    expect(chromeQuery('?q=1&footer=0&navbar=false')).toBe('?navbar=0&footer=0');
    expect(chromeQuery('?q=1')).toBe('');
  });
});

function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (n: string, v: string) => attributes.set(n, v),
    removeAttribute: (n: string) => attributes.delete(n),
  };
}

describe('applyChromeSwitches', () => {
  it('sets and clears the attribute', () => {
    const root = fakeRoot();
    applyChromeSwitches(root, '?sidebar=0&navbar=0');
    expect(root.attributes.get(CHROME_ATTRIBUTE)).toBe('navbar sidebar');
    applyChromeSwitches(root, '');
    expect(root.attributes.has(CHROME_ATTRIBUTE)).toBe(false);
  });
});

describe('chromeHeadScript', () => {
  const run = (search: string) => {
    const root = fakeRoot();
    runInNewContext(chromeHeadScript(), { location: { search }, document: { documentElement: root } });
    return root.attributes.get(CHROME_ATTRIBUTE);
  };
  it('is standalone code that marks <html> the same way', () => {
    expect(run('?footer=0&navbar=0')).toBe('navbar footer');
    expect(run('?nothing=0')).toBeUndefined();
  });
  it('never throws, even without a DOM', () => {
    expect(() => runInNewContext(chromeHeadScript(), {})).not.toThrow();
  });
});
