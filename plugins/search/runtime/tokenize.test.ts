import { describe, expect, it } from 'vitest';
import { identifierParts, JOINED_WEIGHT, looksOpaque, PART_WEIGHT, queryWords, tokenize } from './tokenize';

describe('tokenize', () => {
  it('finds folded words with their place in the text', () => {
    expect(tokenize('Start the DevNet, café!').filter((t) => t.weight === 1)).toEqual([
      { word: 'start', start: 0, length: 5, weight: 1 },
      { word: 'the', start: 6, length: 3, weight: 1 },
      { word: 'devnet', start: 10, length: 6, weight: 1 },
      { word: 'cafe', start: 18, length: 4, weight: 1 },
    ]);
  });
  it('adds the parts of identifiers at half weight', () => {
    const words = tokenize('createTransaction(HTTPServer)').map((t) => `${t.word}:${t.weight}`);
    expect(words).toEqual(['createtransaction:1', `create:${PART_WEIGHT}`, `transaction:${PART_WEIGHT}`, 'httpserver:1', `http:${PART_WEIGHT}`, `server:${PART_WEIGHT}`]);
  });
  it('keeps other scripts and separates on punctuation', () => {
    expect(tokenize('pact-toolbox 区块链 Блокчейн').map((t) => t.word)).toEqual(['pact', 'toolbox', '区块链', 'блокчейн']);
  });
});

describe('queryWords', () => {
  it('drops stop words and repeats, unless only stop words are left', () => {
    expect(queryWords('How do I deploy to the testnet testnet')).toEqual(['deploy', 'testnet']);
    expect(queryWords('how to')).toEqual(['how', 'to']);
    expect(queryWords('')).toEqual([]);
  });
  it('drops the words that only say a query compares ("vs", "versus") and "whats"', () => {
    // Kept, "vs" was read as the start of a rare identifier and weighed as a topic word the answer lacked.
    expect(queryWords('chain id vs network id whats the difference')).toEqual(['chain', 'id', 'network', 'difference']);
    expect(queryWords('guard versus keyset')).toEqual(['guard', 'keyset']);
  });
  it('tells a pasted value (a hash, a key, an id) from a name with digits', () => {
    expect(looksOpaque('5a7ce2f1e3c9')).toBe(true);
    expect(looksOpaque('368820f80c324bbc7c2b0610688a7da43e39f91d118732671cd9c7500ff43cca')).toBe(true);
    expect(looksOpaque('sender00')).toBe(false);
    expect(looksOpaque('ed25519')).toBe(false);
    expect(looksOpaque('testnet04')).toBe(false);
    expect(looksOpaque('abc')).toBe(false);
    expect(looksOpaque('123456')).toBe(false);
  });
  it('splits identifiers only on request', () => {
    expect(queryWords('createTransaction')).toEqual(['createtransaction']);
    expect(identifierParts('createTransaction')).toEqual(['create', 'transaction']);
    expect(identifierParts('wallet')).toEqual([]);
  });
});

describe('dotted names', () => {
  it('yield the joined form nearly as a word, for readers who type "nextjs"; a call such as wallet.on is no name', () => {
    const tokens = tokenize('Use it with Next.js or node.js, not package.json or wallet.on; e. g. here.');
    const joined = tokens.filter((t) => t.weight === JOINED_WEIGHT).map((t) => t.word);
    expect(joined).toEqual(['nextjs', 'nodejs']);
    const next = tokens.find((t) => t.word === 'nextjs')!;
    expect(next).toMatchObject({ start: 12, length: 7 });
  });
});
