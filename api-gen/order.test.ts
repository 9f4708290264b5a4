import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './order';

describe('dependencyOrder', () => {
  it('puts a package after the packages it depends on, whatever the input order', () => {
    const deps = new Map([
      ['crypto', ['signers']],
      ['transaction', ['crypto', 'signers', 'wallet-core']],
      ['wallet-adapters', ['wallet-core']],
      ['wallet-core', []],
      ['signers', []],
    ]);
    const order = dependencyOrder(deps);
    expect(order.indexOf('signers')).toBeLessThan(order.indexOf('crypto'));
    expect(order.indexOf('wallet-core')).toBeLessThan(order.indexOf('wallet-adapters'));
    expect(order.indexOf('crypto')).toBeLessThan(order.indexOf('transaction'));
    expect(dependencyOrder(new Map([...deps].reverse()))).toEqual(order);
  });
  it('ignores unknown dependencies and survives cycles deterministically', () => {
    expect(dependencyOrder(new Map([['a', ['b', 'zzz']], ['b', ['a']]]))).toEqual(['b', 'a']);
  });
});
