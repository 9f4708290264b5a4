import { describe, expect, it } from 'vitest';
import { pendingPairs, scoreDump, type Verdict, verdictKey, verdictMap, withoutSections } from './judged';
import type { Dumped } from './dump';

const row = (q: string, links: string[], set = 'Z1'): Dumped => ({ q, intent: 'i', set, answers: links.map((link) => ({ link, title: link, header: link })) });

describe('verdict keys', () => {
  it('share a guide page between builds and keep /api/ pages apart by version', () => {
    expect(verdictKey('q', '/guide/a#b', '2v')).toBe(verdictKey('q', '/guide/a#b', 'npm'));
    expect(verdictKey('q', '/api/x', '2v')).not.toBe(verdictKey('q', '/api/x', 'npm'));
    expect(verdictKey('q', '/api/x', '2v')).toBe('q\t/api/x\tmain');
  });
});

describe('pending pairs', () => {
  it('lists each unjudged answer once across builds', () => {
    const dumps = [
      { build: '2v', dumped: [row('q', ['/g#a', '/api/x'])] },
      { build: 'npm', dumped: [row('q', ['/g#a', '/api/x'])] },
    ];
    const known = new Map([[verdictKey('q', '/api/x', '2v'), 'yes' as const]]);
    expect(pendingPairs(dumps, known).map((p) => p.key)).toEqual([verdictKey('q', '/g#a', '2v'), verdictKey('q', '/api/x', 'npm')]);
  });
});

describe('scores', () => {
  it('counts a yes first as hit@1, a yes in three as hit@3, and reports unjudged answers', () => {
    const dumped = [row('a', ['/1', '/2']), row('b', ['/3', '/4', '/5']), row('c', ['/6'], 'Z2')];
    const known = verdictMap([
      [
        { key: verdictKey('a', '/1', '2v'), verdict: 'yes' },
        { key: verdictKey('b', '/3', '2v'), verdict: 'partly' },
        { key: verdictKey('b', '/5', '2v'), verdict: 'yes' },
      ],
      [{ key: verdictKey('b', '/3', '2v'), verdict: 'no' }],
    ]);
    const figures = scoreDump(dumped, '2v', known);
    expect(figures.find((f) => f.set === 'Z1')).toEqual({ set: 'Z1', total: 2, hit1: 1, hit3: 2, unjudged: 2 });
    expect(figures.at(-1)).toEqual({ set: 'all', total: 3, hit1: 1, hit3: 2, unjudged: 3 });
  });
  it('ignores a verdict that is not yes, partly or no', () => {
    expect(verdictMap([[{ key: 'k', verdict: 'maybe' as never }]]).size).toBe(0);
  });
});

describe('withoutSections', () => {
  it('drops the verdicts on answers in the named sections, under either version, and keeps the rest', () => {
    const known = new Map<string, Verdict>([
      ['gas\t/getting-started/questions#gas\t*', 'partly'],
      ['gas\t/npm/getting-started/questions#gas\t*', 'no'],
      ['gas\t/packages/cli#run\t*', 'yes'],
    ]);
    const left = withoutSections(known, ['/getting-started/questions#gas']);
    expect([...left.keys()]).toEqual(['gas\t/packages/cli#run\t*']);
    expect(withoutSections(known, []).size).toBe(3);
  });
});
