/**
 * The messages between the page and the search worker (index-worker.ts), both ends as
 * pure functions over a message port, so a unit test can join them with a MessageChannel.
 * The page sends the index's bytes once ('load'), then queries ('match'); the worker
 * decodes and builds the index off the main thread and answers each query by its id.
 */
import type { Suggestion } from './types';

export type ToWorker = { kind: 'load'; bytes: ArrayBuffer } | { kind: 'match'; id: number; keyword: string; limit: number };
export type FromWorker = { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'result'; id: number; result: Suggestion[] };

/** What both ends need of a port (a Worker, the worker's global scope, a MessagePort). */
export interface Port<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: { data: In }) => void): void;
}

/** The worker's search, once its index is built. */
export type Match = (keyword: string, limit: number) => Suggestion[];

/**
 * The worker's end: builds the index from the first 'load' (with `decode`) and answers
 * 'match' messages, those sent before the index was ready included, in order.
 */
export function serveIndex(port: Port<ToWorker, FromWorker>, decode: (bytes: ArrayBuffer) => Promise<Match> | Match): void {
  let receive: ((bytes: ArrayBuffer) => void) | undefined;
  const ready = new Promise<ArrayBuffer>((resolve) => (receive = resolve)).then(decode);
  port.addEventListener('message', ({ data }) => {
    if (data.kind === 'load') {
      if (!receive) return;
      receive(data.bytes);
      receive = undefined;
      ready.then(
        () => port.postMessage({ kind: 'ready' }),
        (error: unknown) => port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    } else if (data.kind === 'match') {
      const { id, keyword, limit } = data;
      ready.then(
        (match) => port.postMessage({ kind: 'result', id, result: match(keyword, limit) }),
        () => port.postMessage({ kind: 'result', id, result: [] }),
      );
    }
  });
}

export interface IndexClient {
  /** Sends the index's bytes (a copy: the caller keeps its own); resolves when the worker has built the index. */
  load(bytes: ArrayBuffer): Promise<void>;
  match(keyword: string, limit: number): Promise<Suggestion[]>;
}

/** The page's end. */
export function indexClient(port: Port<FromWorker, ToWorker>): IndexClient {
  let next = 0;
  const waiting = new Map<number, (result: Suggestion[]) => void>();
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  port.addEventListener('message', ({ data }) => {
    if (data.kind === 'result') {
      waiting.get(data.id)?.(data.result);
      waiting.delete(data.id);
    } else if (data.kind === 'ready') settle?.resolve();
    else if (data.kind === 'failed') settle?.reject(new Error(`The search worker could not build the index: ${data.message}`));
  });
  return {
    load(bytes) {
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
        port.postMessage({ kind: 'load', bytes });
      });
    },
    match(keyword, limit) {
      const id = next++;
      return new Promise<Suggestion[]>((resolve) => {
        waiting.set(id, resolve);
        port.postMessage({ kind: 'match', id, keyword, limit });
      });
    },
  };
}
