import { describe, expect, it } from 'vitest';
import { bogusRenames } from './bogus-renames';

describe('bogusRenames', () => {
  it('flags several names "renaming" one target, keeps genuine renames and plain re-exports', () => {
    const result = bogusRenames([
      { name: 'Wallet', targetId: 7, targetName: 'blake2b' },
      { name: 'BaseWallet', targetId: 7, targetName: 'blake2b' },
      { name: 'Signer', targetId: 9, targetName: 'KeyPairSigner' },
      { name: 'hash', targetId: 3, targetName: 'hash' },
      { name: 'blake2b', targetId: 7, targetName: 'blake2b' },
    ]);
    expect([...result].sort()).toEqual([0, 1]);
  });
  it('finds nothing in ordinary re-exports', () => {
    expect(bogusRenames([{ name: 'a', targetId: 1, targetName: 'a' }]).size).toBe(0);
  });
});
