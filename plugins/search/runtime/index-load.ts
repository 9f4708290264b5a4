/**
 * The search index, ready to answer queries, once per address: its bytes from
 * index-fetch.ts (a download started on the reader's first sign of searching), decoded
 * and built in a worker (index-worker.ts), so neither the JSON parsing nor the index
 * building blocks the page. The worker starts with the download, not after it. Where
 * no worker can start (no Worker, or its file fails to load), the bytes are decoded
 * here instead, as before. A failed load is forgotten, so the next search loads again.
 */
import { indexFetcher } from './index-fetch';
import { type FromWorker, indexClient, type Port, type ToWorker } from './index-worker-protocol';
import { loadDirectory, loadOtherVersion } from './directory-load';
import type { IndexPage } from './search-index';
import type { Suggestion } from './types';
import { markIndexLoaded } from './index-status';

export interface LoadedIndex {
  match(keyword: string, limit: number): Promise<Suggestion[]>;
}

const loads = new Map<string, Promise<LoadedIndex>>();

/**
 * Starts the worker now, so that its script loads and starts while the index downloads; `load` hands it
 * the bytes and resolves once it has built the index, or rejects when it could not start or build.
 */
function startWorker(): { load(bytes: ArrayBuffer): Promise<LoadedIndex>; stop(): void } {
  const worker = new Worker(new URL('./index-worker.ts', import.meta.url), { name: 'pt-search-index' });
  const client = indexClient(worker as unknown as Port<FromWorker, ToWorker>);
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(`The search worker did not start: ${event.message || 'its file could not load'}`));
    });
  });
  failed.catch(() => {});
  return {
    load: (bytes) =>
      Promise.race([failed, client.load(bytes).then(() => client)]).catch((error: unknown) => {
        worker.terminate();
        throw error;
      }),
    stop: () => worker.terminate(),
  };
}

async function onPage(bytes: ArrayBuffer): Promise<LoadedIndex> {
  const pages = JSON.parse(new TextDecoder().decode(bytes)) as IndexPage[];
  const list = Array.isArray(pages) ? pages : [];
  const [directory, other, { buildIndex, search }] = await Promise.all([loadDirectory(list).catch(() => undefined), loadOtherVersion(list).catch(() => undefined), import('./engine')]);
  const index = buildIndex(list);
  // As in the worker: names only the other version has follow this version's results.
  return { match: async (keyword, limit) => search(index, directory, keyword, limit, undefined, other) };
}

async function load(url: string): Promise<LoadedIndex> {
  // The worker starts beside the download: on a slow phone its start is a second or more of the wait.
  const worker = typeof Worker === 'function' ? startWorker() : undefined;
  let bytes: ArrayBuffer;
  try {
    bytes = await indexFetcher.take(url);
  } catch (error) {
    worker?.stop();
    throw error;
  }
  if (!worker) return onPage(bytes);
  return worker.load(bytes).catch((error: unknown) => {
    console.warn(error);
    return onPage(bytes);
  });
}

/** The index at `url`, ready; rejects when its download fails (logged by index-fetch.ts). */
export function loadIndex(url: string): Promise<LoadedIndex> {
  let pending = loads.get(url);
  if (!pending) {
    pending = load(url).then(
      (index) => {
        markIndexLoaded(url);
        return index;
      },
      (error: unknown) => {
        loads.delete(url);
        throw error;
      },
    );
    loads.set(url, pending);
  }
  return pending;
}
