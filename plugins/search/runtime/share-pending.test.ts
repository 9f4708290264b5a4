import { describe, expect, it } from 'vitest';
import { sharePending } from './share-pending';

/** A question whose answers the test hands out by hand. */
function asked() {
  const calls: { q: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const ask = (q: string) => new Promise<string>((resolve, reject) => calls.push({ q, resolve, reject }));
  return { calls, ask: sharePending((q: string) => q, ask) };
}

describe('sharePending', () => {
  it('answers the same question asked while its first answer is pending with that answer', async () => {
    const { calls, ask } = asked();
    const first = ask('wallet');
    const second = ask('wallet');
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    calls[0].resolve('results');
    expect(await Promise.all([first, second])).toEqual(['results', 'results']);
  });

  it('asks again once the answer has arrived, and for another question at once', async () => {
    const { calls, ask } = asked();
    const first = ask('wallet');
    const other = ask('signer');
    expect(calls.map((c) => c.q)).toEqual(['wallet', 'signer']);
    calls[0].resolve('one');
    await first;
    const again = ask('wallet');
    expect(again).not.toBe(first);
    expect(calls.map((c) => c.q)).toEqual(['wallet', 'signer', 'wallet']);
    calls[1].resolve('two');
    calls[2].resolve('three');
    expect(await Promise.all([other, again])).toEqual(['two', 'three']);
  });

  it('forgets a failed answer, so the next question is asked again', async () => {
    const { calls, ask } = asked();
    const first = ask('wallet');
    calls[0].reject(new Error('no index'));
    await expect(first).rejects.toThrow('no index');
    void ask('wallet');
    expect(calls).toHaveLength(2);
  });
});
