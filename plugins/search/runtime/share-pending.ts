/**
 * One answer for the same question asked twice while the first is still on its way. Rspress's panel
 * asks twice for a query typed while the index loads: once when the index is ready (its initSearch
 * asks again for what the field holds) and once after its 150 ms debounce. Two answers drew the
 * results twice, and the second moved the highlight back to the first result: an ArrowDown pressed
 * between them was lost. Shared, both answers arrive in the same task and the panel draws them once
 * (PageSearcher.ts).
 */
export function sharePending<A extends unknown[], R>(keyOf: (...args: A) => string, ask: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const pending = new Map<string, Promise<R>>();
  return (...args) => {
    const key = keyOf(...args);
    let answer = pending.get(key);
    if (!answer) {
      answer = ask(...args);
      pending.set(key, answer);
      const forget = () => {
        if (pending.get(key) === answer) pending.delete(key);
      };
      answer.then(forget, forget);
    }
    return answer;
  };
}
