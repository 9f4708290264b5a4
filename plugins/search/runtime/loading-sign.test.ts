import { describe, expect, it } from 'vitest';
import { type SignFacts, showsLoadingSign } from './loading-sign';

const waitingForIndex: SignFacts = { open: true, query: 'wallet', answered: false, ready: false, waiting: 1, showing: false };

describe('showsLoadingSign', () => {
  it('shows while a typed query waits for the index and no answer is drawn', () => {
    expect(showsLoadingSign(waitingForIndex)).toBe(true);
  });

  it("shows from the keystroke, before the panel's search starts, while the index has not loaded", () => {
    expect(showsLoadingSign({ ...waitingForIndex, waiting: 0 })).toBe(true);
  });

  it('stays between the end of the wait and the drawn answer, and goes when the answer is drawn', () => {
    expect(showsLoadingSign({ ...waitingForIndex, ready: true, waiting: 0, showing: true })).toBe(true);
    expect(showsLoadingSign({ ...waitingForIndex, ready: true, waiting: 0, showing: true, answered: true })).toBe(false);
    expect(showsLoadingSign({ ...waitingForIndex, answered: true })).toBe(false);
  });

  it('does not show for a query typed once the index has loaded (nothing waits)', () => {
    expect(showsLoadingSign({ ...waitingForIndex, ready: true, waiting: 0 })).toBe(false);
  });

  it('goes when the field is emptied or the panel closes', () => {
    expect(showsLoadingSign({ ...waitingForIndex, query: '', showing: true })).toBe(false);
    expect(showsLoadingSign({ ...waitingForIndex, query: '   ', showing: true })).toBe(false);
    expect(showsLoadingSign({ ...waitingForIndex, open: false, showing: true })).toBe(false);
  });
});
