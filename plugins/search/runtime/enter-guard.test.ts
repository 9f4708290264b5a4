import { describe, expect, it } from 'vitest';
import { isDeadEnter } from './enter-guard';

const panel = (query: string, listed: number, fromInput = true) => ({ fromInput, query, listed });

describe('isDeadEnter', () => {
  it('keeps Enter from Rspress while no panel is open: a fresh page, or after a search closed with Esc', () => {
    expect(isDeadEnter('Enter', false, null)).toBe(true);
  });
  it('keeps an Enter from anywhere but the open panel\'s input: the page behind, a result link or the close icon (they act themselves)', () => {
    expect(isDeadEnter('Enter', false, panel('forChain', 2, false))).toBe(true);
  });
  it('keeps Enter while the open panel has nothing typed or nothing listed', () => {
    expect(isDeadEnter('Enter', false, panel('', 3))).toBe(true);
    expect(isDeadEnter('Enter', false, panel('   ', 3))).toBe(true);
    expect(isDeadEnter('Enter', false, panel('zzqqxx', 0))).toBe(true);
  });
  it('lets Enter through in the panel with a listed result, and while composing; other keys always', () => {
    expect(isDeadEnter('Enter', false, panel('forChain', 2))).toBe(false);
    expect(isDeadEnter('Enter', true, null)).toBe(false);
    expect(isDeadEnter('Enter', true, panel('', 0))).toBe(false);
    expect(isDeadEnter('ArrowDown', false, null)).toBe(false);
  });
});
