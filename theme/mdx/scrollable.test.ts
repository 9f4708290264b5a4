import { describe, expect, it } from 'vitest';
import { overflows } from './scrollable';

describe('overflows', () => {
  it('is true when content is wider or taller than the box', () => {
    expect(overflows({ scrollWidth: 900, clientWidth: 350, scrollHeight: 100, clientHeight: 100 })).toBe(true);
    expect(overflows({ scrollWidth: 350, clientWidth: 350, scrollHeight: 400, clientHeight: 300 })).toBe(true);
  });

  it('ignores a sub-pixel rounding difference', () => {
    expect(overflows({ scrollWidth: 351, clientWidth: 350, scrollHeight: 100, clientHeight: 100 })).toBe(false);
    expect(overflows({ scrollWidth: 350, clientWidth: 350, scrollHeight: 100, clientHeight: 100 })).toBe(false);
  });
});
