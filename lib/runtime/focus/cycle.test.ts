import { describe, expect, it } from 'vitest';
import { isCyclingTab, nextStop } from './cycle';

describe('nextStop', () => {
  it('moves to the next stop and wraps from the last to the first', () => {
    expect(nextStop(0, 3, false)).toBe(1);
    expect(nextStop(2, 3, false)).toBe(0);
  });
  it('moves back with Shift+Tab and wraps from the first to the last', () => {
    expect(nextStop(2, 3, true)).toBe(1);
    expect(nextStop(0, 3, true)).toBe(2);
  });
  it('enters at the first stop from outside, or at the last going back', () => {
    expect(nextStop(-1, 4, false)).toBe(0);
    expect(nextStop(-1, 4, true)).toBe(3);
  });
  it('stays on a single stop', () => {
    expect(nextStop(0, 1, false)).toBe(0);
    expect(nextStop(0, 1, true)).toBe(0);
  });
  it('has nowhere to go without stops', () => {
    expect(nextStop(-1, 0, false)).toBe(-1);
  });
});

describe('isCyclingTab', () => {
  const key = (over: Partial<{ key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }>) => ({ key: 'Tab', altKey: false, ctrlKey: false, metaKey: false, ...over });
  it('is Tab, shifted or not', () => {
    expect(isCyclingTab(key({}))).toBe(true);
  });
  it('leaves other keys and Ctrl+Tab (the browser switching tabs) alone', () => {
    expect(isCyclingTab(key({ key: 'Enter' }))).toBe(false);
    expect(isCyclingTab(key({ ctrlKey: true }))).toBe(false);
    expect(isCyclingTab(key({ altKey: true }))).toBe(false);
  });
});
