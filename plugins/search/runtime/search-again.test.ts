import { describe, expect, it } from 'vitest';
import { searchAgainValues } from './search-again';

describe('searchAgainValues', () => {
  it('empties the field, then gives it the query back (two changes the panel sees, the last one searched)', () => {
    expect(searchAgainValues('wallet')).toEqual(['', 'wallet']);
  });

  it('changes nothing in an empty field (nothing to search)', () => {
    expect(searchAgainValues('')).toEqual([]);
  });
});
