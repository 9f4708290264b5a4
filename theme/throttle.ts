/**
 * A throttled function runs at most once per `wait` milliseconds. The first
 * call runs at once; calls inside the window are folded into one trailing call
 * with the latest arguments, so the last scroll position is never missed.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (e.g. when the listener is removed). */
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const flush = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (!args) return;
    lastRun = Date.now();
    fn(...args);
  };

  const throttled = ((...args: A) => {
    pending = args;
    if (timer !== undefined) return;
    const remaining = wait - (Date.now() - lastRun);
    if (remaining <= 0) flush();
    else timer = setTimeout(flush, remaining);
  }) as Throttled<A>;

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * Runs `handler` on window scroll, at most once per `wait` ms (see throttle).
 * Returns a function that removes the listener and drops a pending call.
 */
export function onThrottledScroll(handler: () => void, wait: number): () => void {
  const onScroll = throttle(handler, wait);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    onScroll.cancel();
  };
}
