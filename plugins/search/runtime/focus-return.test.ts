import { describe, expect, it } from 'vitest';
import { FocusMemory } from './focus-return';

type El = { id: string; inPanel?: boolean; connected?: boolean };
const button: El = { id: 'button' };
const link: El = { id: 'link' };
const input: El = { id: 'input', inPanel: true };
const usable = (el: El) => el.connected !== false;

describe('FocusMemory', () => {
  it('returns focus to the element that had it before the panel', () => {
    const m = new FocusMemory<El>((el) => !!el.inPanel);
    m.focusIn(button);
    m.focusOut(button, input);
    m.focusIn(input);
    expect(m.closed(true, usable)).toBe(button);
  });
  it('returns nothing when focus was on the page background (Ctrl+K from nowhere)', () => {
    const m = new FocusMemory<El>((el) => !!el.inPanel);
    m.focusIn(link);
    m.focusOut(link, null);
    m.focusIn(input);
    expect(m.closed(true, usable)).toBeNull();
  });
  it('ignores moves inside the panel', () => {
    const m = new FocusMemory<El>((el) => !!el.inPanel);
    m.focusIn(link);
    m.focusIn(input);
    m.focusOut(input, null);
    m.focusIn({ id: 'result', inPanel: true });
    expect(m.closed(true, usable)).toBe(link);
  });
  it('does not steal focus another element took, nor focus a removed element', () => {
    const m = new FocusMemory<El>((el) => !!el.inPanel);
    m.focusIn(link);
    expect(m.closed(false, usable)).toBeNull();
    expect(m.closed(true, () => false)).toBeNull();
  });
});
