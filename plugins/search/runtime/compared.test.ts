import { describe, expect, it } from 'vitest';
import { comparedInGuide, comparedNames, guideLinksOf } from './compared';
import type { SymbolDirectory } from './directory';
import { buildIndex } from './search-index';
import { search } from './searcher';
import { page } from './test-page';


const BACKLINKS = 'Guide sections that link here:\n\nTransaction › How it fits together\n\nTransaction › Sending: the dispatcher (dirtyRead, local, submit, submitAndListen)\n\nYour First Project › Creating the API Layer (dirtyRead, submit)';
const dispatcher = { name: 'Dispatcher', kind: 'class' as const, route: '/api/transaction/classes/Dispatcher', title: 'Dispatcher · @pact-toolbox/transaction' };
const method = (name: string) => ({ owner: dispatcher, name, anchor: name.toLowerCase(), section: 'Methods', label: `${name}()` });
const DIR: SymbolDirectory = { pages: [dispatcher], members: ['dirtyRead', 'local', 'submit', 'submitAndListen'].map(method) };
const INDEX = buildIndex([
  page('Choosing Packages', '/getting-started/choosing-packages', [['local or send', 'local-or-send', 'Read with local, write with send: submit and submitAndListen both send, dirtyRead and local both read.']]),
  page('Transaction', '/packages/transaction', [['How it fits together', 'how-it-fits-together', 'The builder makes a dispatcher.'], ['Sending: the dispatcher', 'sending-the-dispatcher', 'dirtyRead local submit submitAndListen: what each sends.']]),
  page('Your First Project', '/getting-started/first-project', [['Creating the API Layer', 'creating-the-api-layer', 'Call dirtyRead for reads and submit for writes.']]),
  page('Dispatcher · @pact-toolbox/transaction', '/api/transaction/classes/Dispatcher', [['Methods', 'methods', 'dirtyRead local submit submitAndListen'], ['In the guide', 'in-the-guide', BACKLINKS]]),
]);
const heading = (s: number | undefined) => (s === undefined ? undefined : INDEX.sections[s].path.at(-1));

describe('guideLinksOf', () => {
  it('reads the guide sections an "In the guide" section lists, with the members each links to', () => {
    expect(guideLinksOf(`In the guide\n\n${BACKLINKS}`)).toEqual([
      { page: 'Transaction', heading: 'How it fits together', members: [] },
      { page: 'Transaction', heading: 'Sending: the dispatcher', members: ['dirtyRead', 'local', 'submit', 'submitAndListen'] },
      { page: 'Your First Project', heading: 'Creating the API Layer', members: ['dirtyRead', 'submit'] },
    ]);
  });
});

describe('comparedNames', () => {
  it('reads the names a comparison weighs, with its own words (a typo of "difference" too) around them', () => {
    expect(comparedNames(DIR, 'submitAndListen vs submit')).toEqual(['submitAndListen', 'submit']);
    expect(comparedNames(DIR, 'dirtyRead vs local diffrence')).toEqual(['dirtyRead', 'local']);
    expect(comparedNames(DIR, 'what is the difference between submit and submitAndListen?')).toEqual(['submit', 'submitAndListen']);
  });
  it('reads none when a word is no API name, only one name is given, or nothing is compared', () => {
    expect(comparedNames(DIR, 'submit vs send a transfer')).toEqual([]);
    expect(comparedNames(DIR, 'submit vs submit')).toEqual([]);
    expect(comparedNames(DIR, 'submit and submitAndListen')).toEqual([]);
  });
});

describe('comparedInGuide', () => {
  it('finds the guide section linking to every compared name, the one listing the most members first', () => {
    expect(heading(comparedInGuide(INDEX, DIR, 'submitAndListen vs submit'))).toBe('Sending: the dispatcher');
    expect(heading(comparedInGuide(INDEX, DIR, 'dirtyRead vs local'))).toBe('Sending: the dispatcher');
    expect(comparedInGuide(INDEX, DIR, 'dirtyRead vs submitAndWait')).toBeUndefined();
  });
  it('leads the results with that section, although another section holds the compared words as its heading', () => {
    expect(search(INDEX, DIR, 'local vs submit')[0].link).toBe('/packages/transaction#sending-the-dispatcher');
    expect(search(INDEX, DIR, 'dirtyRead vs local difference')[0].link).toBe('/packages/transaction#sending-the-dispatcher');
  });
});
