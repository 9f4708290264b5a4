import { describe, expect, it } from 'vitest';
import { PAGES } from './fixture-pages';
import { expandWord, MATCH, phraseShare, queryTerms, scorePages } from './score';
import { buildIndex } from './search-index';

const index = buildIndex(PAGES);
const routes = (query: string) => scorePages(index, query).map((p) => index.docs[p.doc].route);

describe('expandWord', () => {
  it('reaches the stem, a typo, a prefix and text inside a word', () => {
    expect(expandWord(index, 'wallets', false).get('wallet')).toBe(MATCH.exact);
    expect(expandWord(index, 'walet', false).get('wallet')).toBe(MATCH.typo);
    expect(expandWord(index, 'devn', true).get('devnet')).toBe(MATCH.prefix);
    expect(expandWord(index, 'xyz', false).size).toBe(0);
    expect(expandWord(index, 'adapter', false).get('adapter') ?? expandWord(index, 'adapter', false).get('adapt')).toBe(MATCH.exact);
  });
  it('searches an unknown identifier by its parts', () => {
    expect(queryTerms(index, 'dockerWallet').map((t) => t.word)).toEqual(['docker', 'wallet']);
  });
});

describe('phraseShare', () => {
  it('counts neighbouring query words that stand together in the text', () => {
    expect(phraseShare(' port already in use ', ['port', 'already', 'in', 'use'])).toBe(1);
    expect(phraseShare(' port is in use ', ['port', 'already', 'in', 'use'])).toBeCloseTo(1 / 3);
    expect(phraseShare(' anything ', ['one'])).toBe(0);
  });
});

describe('scorePages', () => {
  it('puts the guide page titled by a topic before API pages that merely contain it', () => {
    expect(routes('wallet')[0]).toBe('/packages/wallet');
  });
  it('answers multi-word queries without every word verbatim, and typos', () => {
    expect(routes('installing docker')[0]).toBe('/setup/docker');
    expect(routes('walet conect')[0]).toBe('/packages/wallet');
  });
  it('leads an error message to the page that explains it', () => {
    expect(routes('bind: address already in use')[0]).toBe('/setup/docker');
    expect(routes('Wallet "ecko" not found or not installed')[0]).toBe('/packages/wallet');
  });
  it('ranks the section whose heading is the query first on its page', () => {
    const docker = scorePages(index, 'port already in use')[0];
    expect(index.sections[docker.sections[0].section].id).toBe('port-already-in-use');
  });
  it('finds nothing for nothing', () => {
    expect(scorePages(index, 'zzqqxx')).toEqual([]);
    expect(scorePages(index, '   ')).toEqual([]);
  });
});
