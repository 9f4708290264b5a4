import { describe, expect, it } from 'vitest';
import { fuzzyMatches, withinOneEdit } from './fuzzy';

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, replacement or swap', () => {
    expect(withinOneEdit('transacton', 'transaction')).toBe(true);
    expect(withinOneEdit('walet', 'wallet')).toBe(true);
    expect(withinOneEdit('netwrok', 'network')).toBe(true);
    expect(withinOneEdit('dokcer', 'docker')).toBe(true);
    expect(withinOneEdit('signes', 'signer')).toBe(true);
    expect(withinOneEdit('wallets', 'wallet')).toBe(true);
  });
  it('rejects two edits', () => {
    expect(withinOneEdit('walt', 'wallet')).toBe(false);
    expect(withinOneEdit('netwkro', 'network')).toBe(false);
    expect(withinOneEdit('abcde', 'edcba')).toBe(false);
  });
});

describe('fuzzyMatches', () => {
  const vocabulary = ['wallet', 'wallets', 'walk', 'transaction', 'docker', 'token'];
  it('finds neighbours of words of five letters or more', () => {
    expect(fuzzyMatches('walet', vocabulary)).toEqual(['wallet']);
    expect(fuzzyMatches('transacton', vocabulary)).toEqual(['transaction']);
    expect(fuzzyMatches('ocker', vocabulary)).toEqual(['docker']);
  });
  it('forgives only a dropped letter in a four-letter word, and nothing in shorter ones', () => {
    expect(fuzzyMatches('tokn', vocabulary)).toEqual(['token']);
    expect(fuzzyMatches('tokan', vocabulary)).toEqual(['token']);
    // A letter replaced, added or swapped in four letters reaches too many words; three letters reach none.
    expect(fuzzyMatches('tokx', ['toke', 'tokens'])).toEqual([]);
    expect(fuzzyMatches('otke', ['toke'])).toEqual([]);
    expect(fuzzyMatches('tok', ['toke'])).toEqual([]);
  });
});
