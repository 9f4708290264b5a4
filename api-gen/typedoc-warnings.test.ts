import { describe, expect, it } from 'vitest';
import { leftOutWarnings, reportedWarnings } from './typedoc-warnings';

const NO_TEMPLATE = 'disableGit is set, but sourceLinkTemplate is not, so source links cannot be produced. Set a sourceLinkTemplate or disableSources to prevent source tracking';

describe('reportedWarnings', () => {
  it('drops the missing-template warning only where api-gen writes the source links itself', () => {
    expect(reportedWarnings([NO_TEMPLATE, 'other'], 'files')).toEqual(['other']);
    expect(reportedWarnings([NO_TEMPLATE, 'other'], 'link')).toEqual([NO_TEMPLATE, 'other']);
    expect(reportedWarnings([NO_TEMPLATE], 'none')).toEqual([NO_TEMPLATE]);
  });
});

describe('leftOutWarnings', () => {
  it('says one line per package, naming every left-out name', () => {
    const lines = leftOutWarnings([
      { module: 'wallet-adapters', name: 'Wallet' },
      { module: 'wallet-adapters', name: 'BaseWallet' },
      { module: 'kda', name: 'Thing' },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^wallet-adapters re-exports 2 names \(Wallet, BaseWallet\) .*they are left out of the reference$/);
    expect(lines[1]).toMatch(/^kda re-exports Thing .*it is left out of the reference$/);
    expect(leftOutWarnings([])).toEqual([]);
  });
});
