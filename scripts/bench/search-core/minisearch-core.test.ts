import { describe, expect, it } from 'vitest';
import { DIRECTORY, PAGES } from '../../../plugins/search/runtime/fixture-pages';
import { buildIndex } from '../../../plugins/search/runtime/search-index';
import { search } from '../../../plugins/search/runtime/searcher';
import { stem } from '../../../plugins/search/runtime/stem';
import { buildMini, miniScorer } from './minisearch-core';

const index = buildIndex(PAGES);
const pagesWith = (typos: number) => {
  const scorer = miniScorer(buildMini(PAGES, index, stem, 'minisearch', typos), stem);
  return (query: string) => [...new Set(search(index, DIRECTORY, query, undefined, scorer).map((s) => s.link.split('#')[0]))];
};
const pages = pagesWith(1);

describe('MiniSearch under our ranking (the bench comparison)', () => {
  it('finds pages by word form, by the start of the last word and by one typo', () => {
    expect(pages('installing docker')[0]).toBe('/setup/docker');
    expect(pages('dock')).toContain('/setup/docker');
    expect(pages('walets')).toContain('/packages/wallet');
  });
  it('counts a swap of neighbours as two edits, so only two typos forgive it', () => {
    expect(pages('conenct')).toEqual([]);
    expect(pagesWith(2)('conenct')).toContain('/packages/wallet');
  });
  it('keeps the ranking layer: a pasted message leads to its entry in the error reference', () => {
    expect(search(index, DIRECTORY, 'Contract free.guestbook not deployed', undefined, miniScorer(buildMini(PAGES, index, stem), stem))[0].link).toBe('/api/errors#contract-contractname-not-deployed');
  });
  it('answers nothing when no word is in the index', () => {
    expect(pages('zzqqxx')).toEqual([]);
  });
});
