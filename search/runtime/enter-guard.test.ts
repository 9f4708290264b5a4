import { describe, expect, it } from 'vitest';
import { isDeadEnter } from './enter-guard';

describe('isDeadEnter', () => {
  it('swallows Enter while the open panel has nothing typed or nothing listed', () => {
    expect(isDeadEnter('Enter', false, '', 3)).toBe(true);
    expect(isDeadEnter('Enter', false, '   ', 3)).toBe(true);
    expect(isDeadEnter('Enter', false, 'zzqqxx', 0)).toBe(true);
  });
  it('lets Enter through with a listed result, while composing, or with the panel closed', () => {
    expect(isDeadEnter('Enter', false, 'forChain', 2)).toBe(false);
    expect(isDeadEnter('Enter', true, '', 0)).toBe(false);
    expect(isDeadEnter('Enter', false, null, 0)).toBe(false);
    expect(isDeadEnter('ArrowDown', false, '', 0)).toBe(false);
  });
});
