import { describe, expect, it } from 'vitest';
import { applyKey, type Draft, EMPTY_DRAFT } from './type-ahead';

const plain = { ctrlKey: false, metaKey: false, altKey: false, isComposing: false };
const type = (keys: string[], from: Draft = EMPTY_DRAFT): Draft =>
  keys.reduce((draft, key) => applyKey(draft, { ...plain, key }) ?? draft, from);

describe('applyKey', () => {
  it('adds characters at the caret, as a field would', () => {
    expect(type([...'pact server'])).toEqual({ text: 'pact server', caret: 11 });
    expect(type(['a', 'b', 'c', 'ArrowLeft', 'X'])).toEqual({ text: 'abXc', caret: 3 });
    expect(type(['a', 'b', 'Home', 'X', 'End', 'Y'])).toEqual({ text: 'XabY', caret: 4 });
  });

  it('deletes before and after the caret, and stops at the ends', () => {
    expect(type(['a', 'b', 'c', 'Backspace'])).toEqual({ text: 'ab', caret: 2 });
    expect(type(['a', 'b', 'Home', 'Backspace', 'Delete'])).toEqual({ text: 'b', caret: 0 });
    expect(type(['a', 'Delete', 'ArrowRight'])).toEqual({ text: 'a', caret: 1 });
    expect(type(['ArrowLeft', 'Backspace'])).toEqual(EMPTY_DRAFT);
  });

  it('treats a character outside the basic plane as one character', () => {
    expect(type(['é', '😀', 'ArrowLeft', 'Backspace'])).toEqual({ text: '😀', caret: 0 });
  });

  it('leaves shortcuts, modifiers and navigation keys alone', () => {
    const draft = { text: 'ab', caret: 1 };
    expect(applyKey(draft, { ...plain, key: 'k', ctrlKey: true })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'v', metaKey: true })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'Shift' })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'Enter' })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'Tab' })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'a', isComposing: true })).toBeUndefined();
    expect(applyKey(draft, { ...plain, key: 'Backspace', altKey: true })).toBeUndefined();
  });

  it('keeps a character typed with AltGr-style Alt (e.g. "@" on some layouts)', () => {
    expect(applyKey(EMPTY_DRAFT, { ...plain, key: '@', altKey: true })).toEqual({ text: '@', caret: 1 });
    expect(applyKey(EMPTY_DRAFT, { ...plain, key: '@', altKey: true, ctrlKey: true })).toEqual({ text: '@', caret: 1 });
    expect(applyKey(EMPTY_DRAFT, { ...plain, key: 'Backspace', altKey: true, ctrlKey: true })).toBeUndefined();
  });
});
