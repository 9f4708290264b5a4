import { describe, expect, it } from 'vitest';
import { FILTER_ATTRIBUTE as API_GEN_ATTRIBUTE } from '../../../api-gen/package-index';
import { FILTER_ATTRIBUTE } from './filter';
import { filterStatus, rowMatches } from './match';

describe('rowMatches', () => {
  it('keeps a row holding every word of the query, in any order, case ignored', () => {
    const row = 'PactTransactionBuilder class Builder class for creating and configuring Pact transactions';
    expect(rowMatches(row, 'builder')).toBe(true);
    expect(rowMatches(row, 'pact CLASS')).toBe(true);
    expect(rowMatches(row, 'builder wallet')).toBe(false);
    expect(rowMatches(row, '   ')).toBe(true);
  });
});

describe('filterStatus', () => {
  it('counts the rows shown, says when nothing matches, and says nothing without a query', () => {
    expect(filterStatus(3, 43, 'sign')).toBe('3 of 43 shown');
    expect(filterStatus(0, 43, ' zzz ')).toBe('Nothing matches “zzz”');
    expect(filterStatus(43, 43, '')).toBe('');
  });

  it('finds the place api-gen writes', () => {
    expect(FILTER_ATTRIBUTE).toBe(API_GEN_ATTRIBUTE);
  });
});
