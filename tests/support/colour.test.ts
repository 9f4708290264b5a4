import { describe, expect, it } from 'vitest';
import { contrast, over, parseColor, toHex } from './colour';

describe('colour', () => {
  it('parses hex (3, 4, 6, 8 digits), rgb() and rgba() in both syntaxes', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#0008')).toEqual([0, 0, 0, 0x88 / 255]);
    expect(parseColor('#102030')).toEqual([16, 32, 48, 1]);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 0.5]);
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual([1, 2, 3, 0.5]);
  });

  it('names a colour it cannot read and where to teach it', () => {
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow(/cannot read colour "hsl\(0 0% 0%\)".*tests\/support\/colour\.ts/);
  });

  it('composites a translucent colour over its background', () => {
    expect(toHex(over([0, 0, 0, 0.5], [255, 255, 255, 1]))).toBe('#808080');
    expect(over([10, 20, 30, 1], [0, 0, 0, 1])).toEqual([10, 20, 30, 1]);
  });

  it('gives the WCAG contrast ratio: 21 for black on white, 1 for equal colours, symmetric', () => {
    expect(contrast([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119, 1], [119, 119, 119, 1])).toBe(1);
    // #767676 on white is the classic AA threshold, just above 4.5.
    const grey = contrast(parseColor('#767676'), parseColor('#fff'));
    expect(grey).toBeGreaterThan(4.5);
    expect(grey).toBeLessThan(4.6);
    expect(contrast(parseColor('#fff'), parseColor('#767676'))).toBe(grey);
  });
});
