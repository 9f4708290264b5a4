import { describe, expect, it } from 'vitest';
import { activates } from './clickTargets';

describe('activates', () => {
  it('Enter activates buttons and links; Space only buttons', () => {
    expect(activates('Enter', 'button')).toBe(true);
    expect(activates('Enter', 'link')).toBe(true);
    expect(activates(' ', 'button')).toBe(true);
    expect(activates(' ', 'link')).toBe(false);
    expect(activates('a', 'button')).toBe(false);
  });
});


