import { describe, expect, it } from 'vitest';
import { scorePages } from '../plugins/search/runtime/score';
import { buildIndex } from '../plugins/search/runtime/search-index';
import { stem } from '../plugins/search/runtime/stem';
import { tokenize } from '../plugins/search/runtime/tokenize';
import { guidePages } from '../tests/support/guide-index-pages';
import { QUERIES } from '../tests/e2e/search-queries';
import { CONCEPTS, GENERAL_WORDS } from './search-vocabulary';

const index = buildIndex(guidePages());
const words = (text: string) => tokenize(text).filter((t) => t.weight === 1).map((t) => t.word);

describe('the concept vocabulary', () => {
  it.each(CONCEPTS.map((c) => [c.reader.join(', '), c] as const))('%s: every target word is on the site', (_, entry) => {
    for (const term of entry.terms) {
      expect(words(term), `"${term}" is one word`).toHaveLength(1);
      expect(index.pagesWith.has(stem(term)), `"${term}" (stem "${stem(term)}") occurs in the guide`).toBe(true);
    }
  });
  it.each(CONCEPTS.map((c) => [c.reader.join(', '), c] as const))('%s: adds a word the reader did not type, with a source to review', (_, entry) => {
    const typed = new Set(entry.reader.flatMap(words).map(stem));
    expect(entry.terms.some((t) => !typed.has(stem(t)))).toBe(true);
    expect(entry.from.length).toBeGreaterThan(10);
    for (const r of entry.reader) expect(words(r).length).toBeGreaterThanOrEqual(1);
  });
  it('is not a list of the quality set: no reader phrase is a whole query of it', () => {
    const queries = new Set(QUERIES.map((q) => words(q.query).join(' ')));
    for (const c of CONCEPTS) for (const r of c.reader) expect(queries.has(words(r).join(' ')), r).toBe(false);
  });
  it('never gives one reader word two meanings', () => {
    const seen = new Map<string, number>();
    CONCEPTS.forEach((c, i) => {
      for (const r of c.reader) {
        const key = words(r).map(stem).join(' ');
        expect(seen.get(key) ?? i, `"${r}" is in two entries`).toBe(i);
        seen.set(key, i);
      }
    });
  });
});

describe('everyday words for the guide\'s verbs and nouns', () => {
  const top = (query: string) => {
    const [page] = scorePages(index, query);
    return `${index.docs[page.doc].route}#${index.sections[page.sections[0].section].id}`;
  };
  const headingStems = new Set(index.sections.flatMap((s) => words(s.path.join(' ')).map(stem)));
  // [query, the reader's word in it (no guide heading names anything with it), the section written in the toolkit's words]
  it.each([
    ['launch the devnet', 'launch', '/setup/docker#start-the-devnet'],
    ['erase pactup', 'erase', '/setup/pactup#remove-pactup'],
    ['set the fee limit', 'fee', '/getting-started/questions#gas'],
    ['initialise a project', 'initialise', '/packages/cli#init'],
    ['keygen for a new account', 'keygen', '/packages/transaction#generating-a-k-account'],
    ['notify when wallet account changes', 'notify', '/packages/wallet#listen-for-wallet-events'],
    ['backoff when the node fails', 'backoff', '/packages/chainweb-client#timeouts-polling-and-retries'],
    ['topup testnet account', 'topup', '/packages/network#funded-accounts-and-no-faucet'],
    ['deploy to every shard', 'shard', '/getting-started/first-project#deploy-to-several-chains'],
  ])('"%s" (%s) finds %s', (query, word, section) => {
    expect(headingStems.has(stem(word)), `a guide heading says "${word}": the heading finds it without the entry`).toBe(false);
    expect(top(query)).toBe(section);
  });
  it('leaves the word\'s other sense to the page about it: "kill" a process on a port is not stopping the DevNet', () => {
    expect(top('kill process on port 8080')).toBe('/setup/docker#port-already-in-use');
  });
});

describe('GENERAL_WORDS', () => {
  it('holds single plain words', () => {
    for (const w of GENERAL_WORDS) expect(words(w)).toEqual([w]);
  });
});
