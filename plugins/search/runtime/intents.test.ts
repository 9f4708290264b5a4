import { describe, expect, it } from 'vitest';
import { asksInWords } from './intents';

describe('asksInWords', () => {
  it('reads questions and tasks written as sentences as asked in words', () => {
    expect(asksInWords('how do I add a keyset')).toBe(true);
    expect(asksInWords('deploy to multiple chains')).toBe(true);
    expect(asksInWords('get the balance of an account')).toBe(true);
    expect(asksInWords('transfer kda between accounts')).toBe(true);
  });
  it('leaves names, code and short topics to the API pages', () => {
    expect(asksInWords('gas fees')).toBe(false);
    expect(asksInWords('createScript run context')).toBe(false);
    expect(asksInWords('client.local for reads')).toBe(false);
    expect(asksInWords('wallet connect modal')).toBe(false);
  });
});
