import { describe, expect, it } from 'vitest';
import { figures, figuresTable, isHit, meanReciprocalRank, rowOf, summaryLine } from './quality';

const exact = { query: 'forChain', target: '/api/c#forchain', match: 'exact' as const, group: 'member' };
const whole = { query: 'wallet', target: '/packages/wallet', match: 'page' as const, group: 'topic' };

describe('quality', () => {
  it('counts a page query hit on any section of the page, an exact one only on its link', () => {
    expect(isHit(whole, '/packages/wallet#install')).toBe(true);
    expect(isHit(exact, '/api/c')).toBe(false);
    expect(rowOf(whole, ['/api/w', '/packages/wallet#a', '/packages/wallet#b']).rank).toBe(1);
    expect(rowOf(exact, ['/api/c', '/api/c#x', '/api/c#forchain']).rank).toBe(2);
    expect(rowOf(exact, []).rank).toBe(-1);
    // A kind folder that differs between the registry and the source build.
    const either = { query: 'K', target: '/api/s/*/K', match: 'exact' as const, group: 'symbol' };
    expect(isHit(either, '/api/s/classes/K')).toBe(true);
    expect(isHit(either, '/api/s/type-aliases/K')).toBe(true);
    expect(isHit(either, '/api/t/classes/K')).toBe(false);
    // Alternatives: the error reference in one build, a guide page in the other.
    const message = { query: 'Some transactions failed', target: '/api/errors | /packages/chainweb-client', match: 'page' as const, group: 'error' };
    expect(isHit(message, '/api/errors#some-transactions-failed')).toBe(true);
    expect(isHit(message, '/packages/chainweb-client#errors')).toBe(true);
    expect(isHit(message, '/packages/transaction')).toBe(false);
  });
  it('gives hit@1 and hit@3 per group and overall', () => {
    const rows = [rowOf(whole, ['/packages/wallet']), rowOf(exact, ['/x', '/y', '/z', '/api/c#forchain'])];
    const f = figures(rows, ['topic', 'member']);
    expect(f).toEqual([
      { group: 'topic', total: 1, hit1: 1, hit3: 1 },
      { group: 'member', total: 1, hit1: 0, hit3: 0 },
      { group: 'all', total: 2, hit1: 1, hit3: 1 },
    ]);
    expect(figuresTable([{ name: 'ours', figures: f }])[2]).toBe('| topic | 1 | 100.0% | 100.0% |');
  });
  it('gives the mean reciprocal rank and a summary over chosen groups, counting where a page came first', () => {
    const rows = [rowOf(whole, ['/packages/wallet']), rowOf(exact, ['/x', '/api/c#forchain']), rowOf(exact, ['/long#a'])];
    expect(meanReciprocalRank(rows)).toBeCloseTo((1 + 0.5 + 0) / 3);
    expect(meanReciprocalRank([])).toBe(0);
    expect(summaryLine('npm', rows, ['member'], '/long')).toBe('npm: 2 queries, hit@1 0.0%, hit@3 50.0%, MRR 0.250; /long first 1× (0 of them its answer)');
  });
});
