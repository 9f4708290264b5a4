import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './shortcut';

describe('isSearchShortcut', () => {
  it('is Ctrl+K or Cmd+K by key code', () => {
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: false, metaKey: true })).toBe(true);
  });
  it('is not a bare K or another key with Ctrl', () => {
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSearchShortcut({ code: 'KeyJ', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
