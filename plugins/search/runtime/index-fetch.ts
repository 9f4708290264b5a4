/**
 * The search index's bytes, downloaded once per address on the main thread (a fetch does
 * not block it) and handed to whoever decodes them (index-load.ts). Started at the first
 * sign of a search (intent.ts, from SearchPanel.tsx), or by the first search itself.
 * A failed download logs Rspress's message and is forgotten, so the next search tries again.
 */
export const INDEX_FAILED = 'Failed to fetch search index, please reload the page and try again.';

export interface IndexFetcher {
  /** Starts the download of `url` unless one is under way or its bytes have been handed over already. */
  start(url: string): void;
  /** The download of `url` (started now if none is under way), handed over to the caller, who keeps the bytes. */
  take(url: string): Promise<ArrayBuffer>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'arrayBuffer'>>;

export function createIndexFetcher(fetchFn: Fetch, logError: (...args: unknown[]) => void): IndexFetcher {
  const pending = new Map<string, Promise<ArrayBuffer>>();
  /** Addresses whose bytes were handed over: the taker has them, start() has nothing left to do. */
  const handedOver = new Set<string>();
  const download = (url: string): Promise<ArrayBuffer> => {
    let bytes = pending.get(url);
    if (!bytes) {
      // The URL carries a content hash, so any cached copy is the right one.
      bytes = fetchFn(url, { cache: 'force-cache' })
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.arrayBuffer();
        })
        .catch((error: unknown) => {
          // Rspress's words, logged for each failed attempt.
          logError(INDEX_FAILED);
          logError(error);
          if (pending.get(url) === bytes) pending.delete(url);
          throw error;
        });
      // Nobody may be waiting yet (a download started on intent): its failure is logged above.
      bytes.catch(() => {});
      pending.set(url, bytes);
    }
    return bytes;
  };
  return {
    start(url) {
      if (!handedOver.has(url)) download(url);
    },
    take(url) {
      const bytes = download(url);
      pending.delete(url);
      bytes.then(() => handedOver.add(url), () => {});
      return bytes;
    },
  };
}

/** The page's fetcher (one download per index for the whole page). */
export const indexFetcher: IndexFetcher = createIndexFetcher(
  (url, init) => fetch(url, init),
  (...args) => console.error(...args),
);
