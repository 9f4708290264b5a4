import { describe, expect, it } from 'vitest';
import { inScope, parseScope, readScope, scopePrefix } from './scope';

describe('parseScope', () => {
  it('reads a kind or area prefix and leaves the rest of the query', () => {
    expect(parseScope('class: wallet')).toEqual({ scope: { area: 'api', kind: 'class' }, query: 'wallet' });
    expect(parseScope('fn:submit')).toEqual({ scope: { area: 'api', kind: 'function' }, query: 'submit' });
    expect(parseScope('Guide: docker')).toEqual({ scope: { area: 'guide' }, query: 'docker' });
  });
  it('leaves a query whose colon is not a scope alone', () => {
    expect(parseScope('generate a k: account')).toEqual({ query: 'generate a k: account' });
    expect(parseScope('k: account')).toEqual({ query: 'k: account' });
    expect(parseScope('wallet')).toEqual({ query: 'wallet' });
  });
});

describe('scopePrefix', () => {
  it('writes the prefix parseScope reads back', () => {
    for (const scope of [{ area: 'guide' }, { area: 'api' }, { area: 'api', kind: 'class' }, { area: 'api', kind: 'type' }] as const) {
      expect(parseScope(`${scopePrefix(scope)}x`).scope).toEqual(scope);
    }
    expect(scopePrefix({ area: 'all' })).toBe('');
  });
});

describe('inScope', () => {
  it('tells guide pages, API pages and kinds apart by the link, under a base path or version too', () => {
    expect(inScope('/setup/docker#install-docker', { area: 'guide' })).toBe(true);
    expect(inScope('/api/wallet-core/', { area: 'guide' })).toBe(false);
    expect(inScope('/npm/api/chainweb-client/classes/ChainwebClient#forchain', { area: 'api', kind: 'class' })).toBe(true);
    expect(inScope('/api/chainweb-client/functions/submit', { area: 'api', kind: 'class' })).toBe(false);
    expect(inScope('/pact-toolbox/api/transaction/type-aliases/Transaction', { area: 'api', kind: 'type' })).toBe(true);
    expect(inScope('/packages/wallet', { area: 'api' })).toBe(false);
  });
});

describe('readScope', () => {
  it('accepts a stored scope and falls back to all results on anything else', () => {
    expect(readScope('{"area":"api","kind":"function"}')).toEqual({ area: 'api', kind: 'function' });
    expect(readScope('{"area":"guide","kind":"class"}')).toEqual({ area: 'guide' });
    expect(readScope('{"area":"api","kind":"enum"}')).toEqual({ area: 'api' });
    expect(readScope('nonsense')).toEqual({ area: 'all' });
    expect(readScope(null)).toEqual({ area: 'all' });
  });
});
