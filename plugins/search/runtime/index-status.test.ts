import { describe, expect, it, vi } from 'vitest';
import { indexFailed, onIndexStatus, setIndexFailed } from './index-status';

describe('index status', () => {
  it('tells listeners when a download fails and when one succeeds again, once per change', () => {
    const listener = vi.fn();
    const stop = onIndexStatus(listener);
    expect(indexFailed()).toBe(false);
    setIndexFailed(true);
    setIndexFailed(true);
    expect(indexFailed()).toBe(true);
    setIndexFailed(false);
    expect(indexFailed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setIndexFailed(true);
    expect(listener).toHaveBeenCalledTimes(2);
    setIndexFailed(false);
  });
});
