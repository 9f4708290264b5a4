import { describe, expect, it } from 'vitest';
import { activeAnchor, cssPixels } from './activeAnchor';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

describe('activeAnchor', () => {
  it('picks the first heading inside the viewport', () => {
    expect(activeAnchor(at(-300, 120, 400), 67, 800)).toEqual({ activeId: 'h1', scrolledId: 'h0' });
  });

  it('falls back to the last heading scrolled past when none is visible', () => {
    expect(activeAnchor(at(-900, -300, 1200), 67, 800)).toEqual({ activeId: 'h1', scrolledId: 'h1' });
  });

  it('counts a heading right at the offset line as visible, one pixel above as scrolled past', () => {
    expect(activeAnchor(at(67), 67, 800).activeId).toBe('h0');
    expect(activeAnchor(at(66, 900), 67, 800)).toEqual({ activeId: 'h0', scrolledId: 'h0' });
  });

  it('names the section whose heading sits on the reading line: the target of a deep link, not the section before it', () => {
    // A deep link puts its heading at the scroll padding (102 px); the outline's line is 5 px above it.
    expect(activeAnchor(at(-400, 102, 700), 97, 844, 110)).toEqual({ activeId: 'h1', scrolledId: 'h1' });
    expect(activeAnchor(at(-400, 102.4, 700), 97, 844, 110).scrolledId).toBe('h1');
    // Without the reading line, Rspress's rule: the heading must be above the outline's line.
    expect(activeAnchor(at(-400, 102, 700), 97, 844).scrolledId).toBe('h0');
    // A heading further down than the line is not the one being read yet.
    expect(activeAnchor(at(-400, 140, 700), 97, 844, 110).scrolledId).toBe('h0');
  });

  it('has nothing active above the first heading, and ignores headings missing from the page', () => {
    expect(activeAnchor(at(900, 1500), 67, 800)).toEqual({ activeId: undefined, scrolledId: undefined });
    expect(activeAnchor(at(Number.POSITIVE_INFINITY, 200), 67, 800).activeId).toBe('h1');
  });
});

describe('cssPixels', () => {
  it('reads px values and treats keywords as 0', () => {
    expect(cssPixels('72px')).toBe(72);
    expect(cssPixels('auto')).toBe(0);
    expect(cssPixels('')).toBe(0);
    expect(cssPixels(undefined)).toBe(0);
  });
});
