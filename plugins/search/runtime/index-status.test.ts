import { describe, expect, it, vi } from 'vitest';
import { indexFailed, markIndexLoaded, onIndexStatus, queriesWaiting, queryWaits, searchedIndexReady, setIndexFailed, setSearchedIndex } from './index-status';

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

  it('counts the queries waiting for the index, each ended once however often its end is called', () => {
    const listener = vi.fn();
    const stop = onIndexStatus(listener);
    expect(queriesWaiting()).toBe(0);
    const first = queryWaits();
    const second = queryWaits();
    expect(queriesWaiting()).toBe(2);
    first();
    first();
    expect(queriesWaiting()).toBe(1);
    second();
    expect(queriesWaiting()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it('knows whether the index the panel searches has loaded, per address', () => {
    const listener = vi.fn();
    const stop = onIndexStatus(listener);
    setSearchedIndex('/static/search_index.en.1.json');
    expect(searchedIndexReady()).toBe(false);
    markIndexLoaded('/static/search_index.v1.en.2.json');
    expect(searchedIndexReady()).toBe(false);
    markIndexLoaded('/static/search_index.en.1.json');
    expect(searchedIndexReady()).toBe(true);
    setSearchedIndex('/static/search_index.v1.en.2.json');
    expect(searchedIndexReady()).toBe(true);
    setSearchedIndex('/static/search_index.v2.en.3.json');
    expect(searchedIndexReady()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    setSearchedIndex(undefined);
    expect(searchedIndexReady()).toBe(true);
    stop();
  });
});
