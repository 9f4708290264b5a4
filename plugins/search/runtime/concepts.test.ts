import { describe, expect, it } from 'vitest';
import { guidePages } from '../../../tests/support/guide-index-pages';
import { conceptMatches, conceptTargets, GENERAL_STEMS, longestFirst, phraseAt, readerWordMeant } from './concepts';
import { headingInContext, lengthFactor, LENGTH, MATCH, queryTerms, scorePages, UNANSWERED_BELOW } from './score';
import { buildIndex } from './search-index';
import { search } from './searcher';
import { stem } from './stem';
import { queryWords } from './tokenize';

const phrases = [{ stems: ['ready', 'mad'], entry: { terms: ['factory'] } }, { stems: ['cancel'], entry: { terms: ['abort', 'signal'] } }];

describe('conceptTargets', () => {
  it('gives a reader word the toolkit words it stands for', () => {
    expect(conceptTargets('cancel a slow request', phrases).get('cancel')).toEqual(['abort', 'signal']);
    expect(conceptTargets('cancel a slow request', phrases).has('request')).toBe(false);
  });
  it('applies a two-word phrase only to its words standing next to each other', () => {
    expect(conceptTargets('ready-made testnet client', phrases).get('made')).toEqual(['factory']);
    expect(conceptTargets('ready-made testnet client', phrases).get('ready')).toEqual(['factory']);
    expect(conceptTargets('made it ready', phrases).size).toBe(0);
  });
  it('leaves out a toolkit word the query already holds: it counts once, as the reader typed it', () => {
    const fake = [{ stems: ['fake', 'wallet'].map(stem), entry: { terms: ['signing', 'tests', 'wallet'] } }];
    expect(conceptTargets('fake wallet for unit tests', fake).get('fake')).toEqual(['signing']);
    expect(conceptTargets('fake wallet for unit tests', fake).get('wallet')).toEqual(['signing']);
    expect(conceptTargets('fake wallet', fake).get('fake')).toEqual(['signing', 'tests']);
  });
  it('gives an entry named twice ("debug logging") its toolkit words once, on one of the reader words', () => {
    const logs = { terms: ['log', 'level'] };
    const twice = [{ stems: [stem('debug')], entry: logs }, { stems: [stem('verbose')], entry: logs }, ...phrases];
    const found = conceptTargets('verbose debug output', twice);
    expect([...found.values()]).toEqual([['log', 'level']]);
    expect(conceptTargets('verbose output', twice).get('verbose')).toEqual(['log', 'level']);
    // Two entries may still reach the same word: each counts for its own reader word.
    expect(conceptTargets('cancel ready made', phrases).get('cancel')).toEqual(['abort', 'signal']);
    expect(conceptTargets('cancel ready made', phrases).get('made')).toEqual(['factory']);
  });
  it('points the words of a second phrase of a named entry at its sections, without its toolkit words again', () => {
    const node = { terms: ['nodejs'], explainedAt: ['/packages/transaction#example'] };
    const two = [{ stems: ['sign', 'private', 'key'].map(stem), entry: node }, { stems: ['server', 'side'].map(stem), entry: node }];
    const found = conceptMatches('sign with private key server side', two);
    expect(found.get('server')).toEqual({ terms: [], sections: ['/packages/transaction#example'] });
    expect(found.get('side')?.sections).toEqual(['/packages/transaction#example']);
    expect(found.get('sign')).toEqual({ terms: ['nodejs'], sections: ['/packages/transaction#example'] });
    // A vocabulary entry names no sections: its second phrase adds nothing.
    const log = { terms: ['log'] };
    const vocab = [{ stems: [stem('debug')], entry: log }, { stems: [stem('verbose')], entry: log }];
    expect(conceptMatches('verbose debug', vocab).has('verbose')).toBe(false);
  });
  it('reads the reviewed list by default', () => {
    expect(conceptTargets('cancel').get('cancel')).toContain('abort');
  });
});

describe('GENERAL_STEMS', () => {
  it('holds the verbs of any task, stemmed as the index stems them', () => {
    for (const w of ['check', 'checking', 'made', 'use', 'write', 'not']) expect(GENERAL_STEMS.has(stem(w))).toBe(true);
    expect(GENERAL_STEMS.has(stem('testnet'))).toBe(false);
  });
});

describe('lengthFactor', () => {
  it('is 1 at the mean length, lower for long sections and higher for short ones, within its bounds', () => {
    expect(lengthFactor(100, 100)).toBe(1);
    expect(lengthFactor(400, 100)).toBeLessThan(0.5);
    expect(lengthFactor(40, 100)).toBeGreaterThan(1);
    expect(lengthFactor(100_000, 100)).toBe(LENGTH.min);
    expect(lengthFactor(0, 100)).toBe(LENGTH.max);
  });
});

// The guide's own pages, read from docs/: the ranking rules judged on the text readers search.
const guide = buildIndex(guidePages());
const first = (query: string) => search(guide, undefined, query)[0]?.link;

describe('ranking on the guide pages', () => {
  it('finds the section a reader means in their own words (concept vocabulary)', () => {
    expect(queryTerms(guide, 'cancel').at(0)?.keys.get(stem('abort'))).toBe(MATCH.concept);
    expect(first('cancel a slow request')).toBe('/packages/chainweb-client#request-options');
    expect(first('hot reload of contracts')).toBe('/packages/unplugin#deploy-on-load-upgrade-on-change');
  });
  it('does not let a general word decide: "ready-made" loses to the client factories', () => {
    expect(first('ready-made testnet client')).toBe('/packages/chainweb-client#factory-functions');
  });
  it('prefers the section written about the query over a long page naming each word once', () => {
    // First Project (about 1,000 lines) holds send, transaction, waiting and result in its long sections.
    const top = search(guide, undefined, 'send a transaction without waiting for the result').slice(0, 3).map((s) => s.link.split('#')[0]);
    expect(top).not.toContain('/getting-started/first-project');
    expect(first('show a wallet picker in react')?.startsWith('/getting-started/first-project')).toBe(false);
  });
  it('ranks an error entry without cause and fix below a guide section that explains the message', () => {
    const pages = [
      ...guidePages().filter((p) => p.routePath === '/packages/chainweb-client'),
      {
        title: 'Error Reference',
        routePath: '/api/errors',
        content: 'Messages.\nNot all transactions are signed\nCause and fix. Not written yet: the message is new in the source.',
        toc: [{ id: 'not-all-transactions-are-signed', text: 'Not all transactions are signed', depth: 3, charIndex: 10 }],
      },
    ];
    const index = buildIndex(pages);
    expect(scorePages(index, 'Not all transactions are signed').map((p) => index.docs[p.doc].route)).toEqual(['/packages/chainweb-client', '/api/errors']);
    const answered = buildIndex([pages[0], { ...pages[1], content: (pages[1].content ?? '').replace('Cause and fix. Not written yet: the message is new in the source.', 'Cause. A signature is missing. Fix. Sign first.') }]);
    expect(answered.docs[scorePages(answered, 'Not all transactions are signed')[0].doc].route).toBe('/api/errors');
    // The guide page quoting the message stands right after the entry that answers it (just below its score).
    const [entry, guidePage] = scorePages(answered, 'Not all transactions are signed');
    expect(answered.docs[guidePage.doc].route).toBe('/packages/chainweb-client');
    expect(guidePage.score).toBeCloseTo(entry.score * UNANSWERED_BELOW);
    // With an answered entry and an unanswered one (another package's reference), the unanswered never leads.
    // (the unanswered one's title states the message too, which alone would put it first)
    const unansweredFirst = { ...pages[1], title: 'Not all transactions are signed' };
    const answeredEntry = { ...pages[1], routePath: '/api/errors/chainweb-client', content: (pages[1].content ?? '').replace('Cause and fix. Not written yet: the message is new in the source.', 'Cause. A signature is missing. Fix. Sign first.') };
    const both = buildIndex([unansweredFirst, answeredEntry]);
    expect(scorePages(both, 'Not all transactions are signed').map((p) => both.docs[p.doc].route)).toEqual(['/api/errors/chainweb-client', '/api/errors']);
  });
  it('reads a heading in its page\'s context: a command line finds the CLI page\'s entry for it', () => {
    const at = (route: string, id: string) => guide.sections.findIndex((x) => guide.docs[x.doc].route === route && x.id === id);
    const stems = (q: string) => new Set(queryWords(q).map(stem));
    expect(headingInContext(guide, at('/packages/cli', 'doctor'), stems('pact-toolbox doctor'))).toBe(true);
    // The argument of the command is in the section's text.
    expect(headingInContext(guide, at('/packages/cli', 'run'), stems('pact-toolbox run deploy'))).toBe(true);
    // A heading with words the query lacks, or a query word neither the page nor the section holds: no.
    expect(headingInContext(guide, at('/packages/network', 'start-a-network-from-the-command-line'), stems('pact-toolbox start'))).toBe(false);
    expect(headingInContext(guide, at('/packages/cli', 'doctor'), stems('pact-toolbox doctor kubernetes'))).toBe(false);
    // The words after a heading's term are its own too: "start: run a local network" states "start local network".
    expect(headingInContext(guide, at('/packages/cli', 'start'), stems('start local network'))).toBe(true);
    expect(headingInContext(guide, at('/packages/cli', 'start'), stems('start kubernetes network'))).toBe(false);
    // A general word ("really") places the query nowhere: it neither helps nor stops a heading in context.
    expect(headingInContext(guide, at('/packages/cli', 'doctor'), stems('really pact-toolbox doctor'))).toBe(true);
    // Only general words beside the heading's: the heading is the query.
    expect(headingInContext(guide, at('/getting-started/choosing-packages', 'local-or-send'), stems('when should i use local instead of send'))).toBe(true);
    expect(first('npx pact-toolbox prelude')).toBe('/packages/cli#prelude');
    expect(first('pact-toolbox generate station')).toBe('/packages/cli#generate-station');
  });
});

describe('readerWordMeant', () => {
  const phrases = [{ stems: ['hardhat'] }, { stems: ['paymast'] }];
  const site = new Set(['hardware', 'station']);
  const isSiteWord = (s: string) => site.has(s);
  it('reads a word the site never uses, one typo from a reader word, as that word', () => {
    expect(readerWordMeant('hardaht', phrases, isSiteWord)).toBe('hardhat');
    expect(readerWordMeant('paymst', phrases, isSiteWord)).toBe('paymast');
  });
  it('leaves the site words, exact reader words, short words and far words as typed', () => {
    expect(readerWordMeant('hardware', phrases, isSiteWord)).toBe('hardware');
    expect(readerWordMeant('hardhat', phrases, isSiteWord)).toBe('hardhat');
    expect(readerWordMeant('hardy', phrases, isSiteWord)).toBe('hardy');
    expect(readerWordMeant('hat', phrases, isSiteWord)).toBe('hat');
  });
  it('of several reader words one typo away, takes the one whose phrase the other typed words complete', () => {
    const near = [{ stems: ['poly'] }, { stems: ['semver', 'policy'] }];
    expect(readerWordMeant('polcy', near, isSiteWord)).toBe('poly');
    expect(readerWordMeant('polcy', near, isSiteWord, ['semver'])).toBe('policy');
    expect(readerWordMeant('polcy', near, isSiteWord, ['changelog'])).toBe('poly');
    // A reader word typed exactly stays itself, even when a phrase before it completes a near one.
    expect(readerWordMeant('polcy', [{ stems: ['semver', 'polcz'] }, { stems: ['polcy'] }], isSiteWord, ['semver'])).toBe('polcy');
  });
});

describe('longestFirst', () => {
  it('lets an entry stand for its terms on its longest phrase the query holds, whatever the data order', () => {
    const entry = { terms: ['capability'] };
    const listed = [{ stems: ['allowanc'], entry }, { stems: ['token', 'allowanc'], entry }];
    expect(conceptTargets('token allowance', listed).has('token')).toBe(false);
    expect(conceptTargets('token allowance', longestFirst(listed)).get('token')).toEqual(['capability']);
    expect(longestFirst(listed).map((p) => p.stems.length)).toEqual([2, 1]);
  });
});

describe('phraseAt', () => {
  it('finds a phrase with at most one other word among its own, in order', () => {
    expect(phraseAt(['chang', 'port'], ['chang', 'port'], 0)).toEqual([0, 1]);
    expect(phraseAt(['chang', 'devnet', 'port'], ['chang', 'port'], 0)).toEqual([0, 2]);
    expect(phraseAt(['chang', 'the', 'devnet', 'port'], ['chang', 'port'], 0)).toBeUndefined();
    expect(phraseAt(['chang', 'the', 'devnet', 'port'], ['chang', 'port'], 0, [false, true, false, false])).toEqual([0, 3]);
    expect(phraseAt(['chang', 'local', 'devnet', 'port'], ['chang', 'port'], 0, [false, true, false, false])).toEqual([0, 3]);
    expect(phraseAt(['chang', 'local', 'devnet', 'port'], ['chang', 'port'], 0, [false, false, false, false])).toBeUndefined();
    expect(phraseAt(['port', 'chang'], ['chang', 'port'], 0)).toBeUndefined();
    expect(phraseAt(['chang'], ['chang', 'port'], 0)).toBeUndefined();
  });
  it('lets a reader phrase with a word between its own stand for its concept', () => {
    const entry = { terms: ['containerconfig'] };
    expect(conceptTargets('change devnet port', [{ stems: ['chang', 'port'], entry }]).get('port')).toEqual(['containerconfig']);
    expect(conceptTargets('change devnet port', [{ stems: ['chang', 'port'], entry }]).has('devnet')).toBe(false);
  });
});
