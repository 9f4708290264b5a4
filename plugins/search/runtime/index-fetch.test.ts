import { describe, expect, it, vi } from 'vitest';
import { createIndexFetcher, INDEX_FAILED } from './index-fetch';

const URL_A = '/static/search_index.en.abc.json';
const ok = (text: string) => ({ ok: true, status: 200, arrayBuffer: async () => new TextEncoder().encode(text).buffer as ArrayBuffer });
const decode = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

describe('createIndexFetcher', () => {
  it('one download per address: start() twice and take() share it, with a cached copy allowed', async () => {
    const fetchFn = vi.fn(async () => ok('[1]'));
    const fetcher = createIndexFetcher(fetchFn, () => {});
    fetcher.start(URL_A);
    fetcher.start(URL_A);
    expect(decode(await fetcher.take(URL_A))).toBe('[1]');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith(URL_A, { cache: 'force-cache' });
  });

  it('once the bytes are handed over, start() downloads nothing more', async () => {
    const fetchFn = vi.fn(async () => ok('[]'));
    const fetcher = createIndexFetcher(fetchFn, () => {});
    await fetcher.take(URL_A);
    fetcher.start(URL_A);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('a failed download logs Rspress\'s message, rejects, and the next take() downloads again', async () => {
    const logError = vi.fn();
    const fetchFn = vi.fn().mockResolvedValueOnce({ ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) }).mockResolvedValueOnce(ok('[2]'));
    const fetcher = createIndexFetcher(fetchFn, logError);
    await expect(fetcher.take(URL_A)).rejects.toThrow(`${URL_A} answered 404`);
    expect(logError).toHaveBeenCalledWith(INDEX_FAILED);
    expect(decode(await fetcher.take(URL_A))).toBe('[2]');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('a download started on intent that fails, with nobody waiting, is logged and forgotten (no unhandled rejection)', async () => {
    const logError = vi.fn();
    const fetchFn = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok('[3]'));
    const fetcher = createIndexFetcher(fetchFn, logError);
    fetcher.start(URL_A);
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(INDEX_FAILED));
    expect(decode(await fetcher.take(URL_A))).toBe('[3]');
  });
});
