import { describe, expect, it } from 'vitest';
import { CONCEPT_PHRASES } from './runtime/concepts';
import { GUIDE_CONCEPTS } from '../../config/search-guide-concepts';
import { CONCEPTS } from '../../config/search-vocabulary';
import { phraseShadows } from './phrase-order';

// An entry stands for its terms on the first of its phrases that a query holds (plugins/search/runtime/concepts.ts),
// so a phrase listed after a shorter phrase of the same entry that it contains never gives its other words anything.
describe('the order of an entry\'s reader phrases', () => {
  it.each([...CONCEPTS, ...GUIDE_CONCEPTS].map((c) => [c.reader.join(', '), c] as const))('%s: no phrase is shadowed by one listed before it', (_, entry) => {
    const phrases = CONCEPT_PHRASES.filter((p) => p.entry === entry).map((p) => p.stems);
    expect(phraseShadows(entry.reader, phrases)).toEqual([]);
  });
});

describe('phraseShadows', () => {
  it('names a longer phrase listed after a phrase it contains, and nothing else', () => {
    const reader = ['allowance', 'token allowance', 'spending limit'];
    const stems = [['allow'], ['token', 'allow'], ['spend', 'limit']];
    expect(phraseShadows(reader, stems)).toEqual(['"token allowance" comes after "allowance", which it contains: list it first']);
    expect(phraseShadows(['token allowance', 'allowance'], [['token', 'allow'], ['allow']])).toEqual([]);
    expect(phraseShadows(['block time', 'time'], [['block', 'time'], ['time']])).toEqual([]);
  });
});
