import { describe, expect, it } from 'vitest';
import { pastedMessage, spread } from './error-queries';

describe('pastedMessage', () => {
  it('fills each placeholder with a value of its kind', () => {
    expect(pastedMessage('Contract <contractName> not deployed')).toBe('Contract free.guestbook not deployed');
    expect(pastedMessage('Network "<networkName>" not found in config. Available networks: <…>')).toBe('Network "testnet04" not found in config. Available networks: demo');
    expect(pastedMessage('Request timed out after <timeout>ms')).toBe('Request timed out after 30000ms');
    expect(pastedMessage('Chain <targetChain> not found')).toBe('Chain 3 not found');
    expect(pastedMessage('No default signer configured')).toBe('No default signer configured');
  });
});

describe('spread', () => {
  it('takes evenly spaced items, all of a short list', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });
});
