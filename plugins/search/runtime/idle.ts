/**
 * Runs a callback once the browser is idle after the page has loaded: through
 * requestIdleCallback where the browser has it, otherwise (Safari) a zero-delay
 * timer after the load event, waiting at most IDLE_TIMEOUT_MS so a page that is
 * never idle still gets its index. Returns a function that cancels it.
 */
import { IDLE_TIMEOUT_MS } from '../../../config/reader-constants';

export interface IdleHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

export function whenIdle(host: IdleHost, callback: () => void): () => void {
  let cancelStep: (() => void) | undefined;

  const afterLoad = () => {
    if (host.requestIdleCallback && host.cancelIdleCallback) {
      const id = host.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      const cancelIdle = host.cancelIdleCallback;
      cancelStep = () => cancelIdle(id);
    } else {
      const id = host.setTimeout(callback, 0);
      cancelStep = () => host.clearTimeout(id);
    }
  };

  if (host.document.readyState === 'complete') afterLoad();
  else {
    host.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => host.removeEventListener('load', afterLoad);
  }
  return () => cancelStep?.();
}
