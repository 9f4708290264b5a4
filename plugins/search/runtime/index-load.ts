/**
 * The search index, ready to answer queries, once per address: its bytes from
 * index-fetch.ts (a download started on the reader's first sign of searching), decoded
 * and built in a worker (index-worker.ts), so neither the JSON parsing nor the index
 * building blocks the page. Where no worker can start (no Worker, or its file fails to
 * load), the bytes are decoded here instead, as before. A failed load is forgotten, so
 * the next search loads again.
 */
import { indexFetcher } from './index-fetch';
import { type FromWorker, indexClient, type Port, type ToWorker } from './index-worker-protocol';
import { loadDirectory } from './directory-load';
import type { IndexPage } from './search-index';
import type { Suggestion } from './types';

export interface LoadedIndex {
  match(keyword: string, limit: number): Promise<Suggestion[]>;
}

const loads = new Map<string, Promise<LoadedIndex>>();

function inWorker(bytes: ArrayBuffer): Promise<LoadedIndex> {
  const worker = new Worker(new URL('./index-worker.ts', import.meta.url), { name: 'pt-search-index' });
  const client = indexClient(worker as unknown as Port<FromWorker, ToWorker>);
  return new Promise<LoadedIndex>((resolve, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(`The search worker did not start: ${event.message || 'its file could not load'}`));
    });
    client.load(bytes).then(() => resolve(client), reject);
  }).catch((error: unknown) => {
    worker.terminate();
    throw error;
  });
}

async function onPage(bytes: ArrayBuffer): Promise<LoadedIndex> {
  const pages = JSON.parse(new TextDecoder().decode(bytes)) as IndexPage[];
  const [directory, { buildIndex, search }] = await Promise.all([loadDirectory(Array.isArray(pages) ? pages : []).catch(() => undefined), import('./engine')]);
  const index = buildIndex(Array.isArray(pages) ? pages : []);
  return { match: async (keyword, limit) => search(index, directory, keyword, limit) };
}

async function load(url: string): Promise<LoadedIndex> {
  const bytes = await indexFetcher.take(url);
  if (typeof Worker !== 'function') return onPage(bytes);
  return inWorker(bytes).catch((error: unknown) => {
    console.warn(error);
    return onPage(bytes);
  });
}

/** The index at `url`, ready; rejects when its download fails (logged by index-fetch.ts). */
export function loadIndex(url: string): Promise<LoadedIndex> {
  let pending = loads.get(url);
  if (!pending) {
    pending = load(url).catch((error: unknown) => {
      loads.delete(url);
      throw error;
    });
    loads.set(url, pending);
  }
  return pending;
}
