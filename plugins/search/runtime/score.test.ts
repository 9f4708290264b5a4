import { describe, expect, it } from 'vitest';
import { PAGES } from './fixture-pages';
import { DEFINITION_BOOST, DEFINITION_ELSEWHERE, DEFINITION_PAGES, DEFINITION_TERM, DIGEST, DIGEST_PAGES, OVERVIEW, OVERVIEW_PAGES, QUESTION_API, TOPIC_API, TOPIC_CONSTANT, TOPIC_WORD } from './intents';
import { BREAK, shapeOf, CONCEPT_AS_TYPED_MAX, ERRORS_SECTION, EXPLAINS, FIT_TIE, headingPhraseShare, PROBLEM_WORDS, UNDER_ERRORS, pastedSize, cutFit, conceptReading, correctedQuery, expandWord, gluedWords, wordsApart, FEW_PAGES, HEADING_IS_QUERY, headingTerm, MATCH, pageValue, PHRASE, phraseShare, phraseWords, PRIOR, queryTerms, scorePages, sectionValue, templateFit, TEMPLATE_SPECIFIC, templateOf, TITLE_IS_QUERY, TITLE_IN_QUERY, ERRORS_INDEX_PRIOR, namedInWords, numbersIn, messageWords, pastedMessage, wordSet, innerLead, INNER_LEAD_MAX, valuesApart, statesWhole, trailingLead, headingIsLead, containsWithinOneEdit, explainingSections, isGeneralTerm, comparesTerms } from './score';
import { buildIndex } from './search-index';
import { stem } from './stem';
import { queryWords } from './tokenize';
import { guidePages } from '../../../tests/support/guide-index-pages';

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
  it("reads a reader's word the vocabulary knows as that word, not as a typo of a site word one letter away", () => {
    const site = buildIndex([{ title: 'Governance', routePath: '/governance', content: 'Governance.\nHow to put a module in other hands.', toc: [] }]);
    // "hangs" stands for a timeout (config/search-vocabulary.ts), not for "hands"; "modulr" is still read as a typo of "module".
    expect(expandWord(site, 'hangs', false).has(stem('hand'))).toBe(false);
    expect(correctedQuery(site, 'submitandlisten hangs')).toBe('submitandlisten hangs');
    expect(expandWord(site, 'modulr', false).get(stem('module'))).toBe(MATCH.typo);
  });
  it('reads a typo the stemmer cuts down to a short site word as the word one slip away', () => {
    // "deply" loses its "ly" to the stemmer and becomes "dep", a word of the site (`dep.name` in a message); typed as
    // it is, it is on no page, and "deploy" is one slip away.
    const site = buildIndex([{ title: 'Errors', routePath: '/errors', content: 'Errors.\nFailed to download <dep.name>.\nDeploy to testnet\nDeploy the module.', toc: [] }]);
    const keys = expandWord(site, 'deply', false);
    expect(keys.get(stem('deploy'))).toBe(MATCH.typo);
    expect(keys.has('dep')).toBe(false);
    // A word the site writes as typed keeps its stem, however short.
    expect(expandWord(site, 'dep', false).get('dep')).toBe(MATCH.exact);
  });
  it('keeps a last word that begins a longer word of the site whole, rather than reading it as two glued words', () => {
    const site = buildIndex([{ title: 'Wallet', routePath: '/wallet', content: 'Wallet.\nThe walletService registers each wallet with the server.', toc: [] }]);
    expect(queryTerms(site, 'walletserv').map((t) => t.word)).toEqual(['walletserv']);
    // Not last, it is still two words typed without the space.
    expect(queryTerms(site, 'walletserv registers').map((t) => t.word)).toEqual(['wallet', 'serv', 'registers']);
  });
  it('searches an unknown identifier by its parts', () => {
    expect(queryTerms(index, 'dockerWallet').map((t) => t.word)).toEqual(['docker', 'wallet']);
  });
  it("reads an unknown identifier's parts as reader's words for concepts", () => {
    // "receipt" is no word of the site: the part reaches the toolkit's words for it and the sections that explain it.
    const text = 'Chainweb client.\nSending transactions\nsubmitAndWait sends a transaction, then polls until it is in a block; listen waits for one.';
    const site = buildIndex([{ title: 'Chainweb client', routePath: '/packages/chainweb-client', content: text, toc: [{ id: 'sending-transactions', text: 'Sending transactions', depth: 2, charIndex: text.indexOf('Sending') }] }]);
    const receipt = queryTerms(site, 'getTransactionReceipt').find((t) => t.word === 'receipt')!;
    expect(expandWord(site, 'receipt', true).size).toBe(0);
    expect([...receipt.keys.values()]).toContain(MATCH.concept);
    expect(receipt.explainedAt).toContain('/packages/chainweb-client#sending-transactions');
  });
});

describe('a short reader\'s word typed last', () => {
  const text = 'Setup.\nCheck your machine\nThe doctor command checks it.\nInstall on macOS\nUse the install script.';
  const toc = [['check-your-machine', 'Check your machine'], ['install-on-macos', 'Install on macOS']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
  const site = buildIndex([{ title: 'Setup', routePath: '/setup', content: text, toc }]);
  it('is taken as typed, with its concept, not as the start of a longer word', () => {
    expect('mac'.length).toBeLessThanOrEqual(CONCEPT_AS_TYPED_MAX);
    const keys = queryTerms(site, 'install mac').at(-1)!.keys;
    expect(keys.get(stem('macos'))).toBe(MATCH.concept);
    expect(keys.has(stem('machine'))).toBe(false);
    // A word that is no reader's word still begins longer ones while it is being typed.
    expect(queryTerms(site, 'install mach').at(-1)!.keys.has(stem('machine'))).toBe(true);
  });
});

describe('a pasted message two sections quote', () => {
  const message = 'Cannot read the signer list of an empty command';
  // The Helpers section is shorter and names the message in passing; the errors section has more text around it.
  const filler = 'The command, the signer list and the slots are described in the reference; each field is optional. ';
  const text = `Client.\nHelpers\nsubmit checks the signer list of every command. An empty command makes it throw ${message}.\nErrors and fixes\n${filler}${message}: the command was built without signers; sign it first.`;
  const toc = [['helpers', 'Helpers'], ['errors-and-fixes', 'Errors and fixes']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
  const site = buildIndex([{ title: 'Client', routePath: '/packages/client', content: text, toc }]);
  it('leads with the one in a section about errors, where the guide says what to do', () => {
    expect(ERRORS_SECTION).toBeGreaterThan(1);
    const sections = scorePages(site, message)[0].sections.map((x) => site.sections[x.section].id);
    expect(sections[0]).toBe('errors-and-fixes');
  });
});

describe('two error entries whose headings both fit a pasted message', () => {
  const page = (pkg: string, entries: [string, string, string][]) => {
    let content = 'Messages.';
    const toc = [];
    for (const [heading, id, body] of entries) {
      content += `\n${heading}`;
      toc.push({ id, text: heading, depth: 3, charIndex: content.length - heading.length });
      content += `\n${body}`;
    }
    return { title: `${pkg} errors`, routePath: `/api/errors/${pkg}`, content, toc };
  };
  // The shorter heading's entry is short and quotes the longer message with the values pasted (as a "not reached,
  // because … throws first" cause does); the longer heading's entry has a long text of other words.
  const site = buildIndex([
    page('network', [
      ['Network not found. Available: <available>', 'short', 'Not reached: config throws Network "devnet" not found in config. Available networks: pactServer, devnet, pactServer. Network devnet config pactServer devnet config.'],
      ["Network '<name>' is not a local network", 'local', 'Cause. Only pactServer and devnet networks of the config start. Fix. Name a local network.'],
    ]),
    page('config', [
      ['Network "<networkName>" not found in config. Available networks: <…>', 'long', `${'Cause. The name asked for is not a key of the map in your project file, so nothing can be picked. '.repeat(14)}Fix. Use one that is listed there.`],
      ['<field> must be a number', 'num', 'Cause. A field holds text. Fix. Write a number.'],
    ]),
  ]);
  it('lead with the one stating more of it, whatever their texts add', () => {
    expect(FIT_TIE).toBeLessThan(0.05);
    expect(scorePages(site, 'Network "devnet" not found in config. Available networks: pactServer').map((p) => site.docs[p.doc].route)).toEqual(['/api/errors/config', '/api/errors/network']);
    // The shorter message pasted fits only the shorter heading.
    expect(site.docs[scorePages(site, 'Network not found. Available: pactServer, devnet')[0].doc].route).toBe('/api/errors/network');
  });
});

describe('two words typed without the space', () => {
  it('are cut where both halves are words the site uses', () => {
    expect(gluedWords(index, 'dockerwallet')).toEqual(['docker', 'wallet']);
    expect(queryTerms(index, 'portalready').map((t) => t.word)).toEqual(['port', 'already']);
  });
  it('leave a known word, a short one, one with digits and an uncuttable one alone', () => {
    expect(gluedWords(index, 'walletx')).toBeUndefined();
    expect(gluedWords(index, 'docker')).toBeUndefined();
    expect(gluedWords(index, 'docker2wallet')).toBeUndefined();
    expect(queryTerms(index, 'wallets').map((t) => t.word)).toEqual(['wallets']);
  });
  it('leave a typo of a known word to the typo rule', () => {
    // "walllets" is one letter from "wallets": it is that word mistyped, not two words.
    expect(queryTerms(index, 'walllets').map((t) => t.word)).toEqual(['walllets']);
    // Both halves must be words the site uses: a typo inside one half leaves the word whole.
    expect(queryTerms(index, 'connectwalet').map((t) => t.word)).toEqual(['connectwalet']);
  });
  it('find the section the two words find', () => {
    expect(routes('portalready')[0]).toBe('/setup/docker');
  });
});

describe('a name written as one word that a heading writes apart', () => {
  const text = 'Networks.\nConfig keys\nName pactServer or devnet under networks; pactServer is the default devnet choice.\nPact server or DevNet\nThe Pact server is fast; a DevNet mines blocks.';
  const toc = [['config-keys', 'Config keys'], ['pact-server-or-devnet', 'Pact server or DevNet']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
  const site = buildIndex([{ title: 'Network', routePath: '/packages/network', content: text, toc }]);
  it('is read apart too, only where a heading has the two words together', () => {
    expect(wordsApart(site, 'pactserver vs devnet')).toBe('pact server vs devnet');
    expect(wordsApart(site, 'devnet mining')).toBeUndefined();
  });
  it('takes a half of two letters only where a heading writes the two words so', () => {
    const cleanText = 'Docker.\nStop and clean up\nRun docker rm to clean up; the cleanup removes containers.\nSetup\nA setup step.';
    const cleanToc = [['stop-and-clean-up', 'Stop and clean up'], ['setup', 'Setup']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: cleanText.indexOf(heading) }));
    const docker = buildIndex([{ title: 'Docker', routePath: '/setup/docker', content: cleanText, toc: cleanToc }]);
    expect(wordsApart(docker, 'docker cleanup')).toBe('docker clean up');
    // "set up" is no heading here, so "setup" stays one word.
    expect(wordsApart(docker, 'docker setup')).toBeUndefined();
    // A word the site does not use is never cut into a two-letter half ("upclean" is not "up clean").
    expect(gluedWords(docker, 'upclean')).toBeUndefined();
  });
  it('lets the section the words apart name lead, well above one holding the name as written', () => {
    const [first, second] = scorePages(site, 'pactserver vs devnet')[0].sections;
    expect(site.sections[first.section].id).toBe('pact-server-or-devnet');
    expect(site.sections[second.section].id).toBe('config-keys');
    expect(first.score).toBeGreaterThan(4 * second.score);
  });
});

describe('correctedQuery', () => {
  it('reads a word the site never uses, one typo from a single stem, as that word; leaves known and short words', () => {
    expect(correctedQuery(index, 'connect a walet')).toBe('connect a wallet');
    expect(correctedQuery(index, 'Wallet errors')).toBe('wallet errors');
    expect(correctedQuery(index, 'xqzvw')).toBe('xqzvw');
  });
  it('lets a typo\'d query find the heading that states it, as the query typed right does', () => {
    const top = (query: string) => scorePages(index, query)[0];
    // The heading "Connect a wallet" is the query: the typo'd word costs its typo factor, not the heading's bonus too.
    const [typo, right] = [top('connect a walet'), top('connect a wallet')];
    expect(typo.sections[0].score / right.sections[0].score).toBeGreaterThan(MATCH.typo);
  });
});

describe('a factory\'s name', () => {
  it('also reaches what the factory makes, a little below the name itself', () => {
    const pacttestenv = buildIndex([{ title: 'Test', routePath: '/packages/test', content: 'PactTestEnv members\nstart, stop', toc: [{ id: 'pacttestenv-members', text: 'PactTestEnv members', depth: 2 }] }]);
    expect(queryTerms(pacttestenv, 'what does createPactTestEnv return')[0].keys.get('pacttestenv')).toBe(MATCH.concept);
    // What a two-part name makes is a plain word ("wallet"), found anywhere: left to the scores.
    const wallet = buildIndex([{ title: 'Wallet', routePath: '/packages/wallet', content: 'createWallet makes a wallet', toc: [] }]);
    expect([...queryTerms(wallet, 'createWallet')[0].keys.keys()]).toEqual(['createwallet']);
  });
});

describe('phraseShare', () => {
  it('counts neighbouring query words that stand together in the text', () => {
    expect(phraseShare(' port already in use ', ['port', 'already', 'in', 'use'])).toBe(1);
    expect(phraseShare(' port is in use ', ['port', 'already', 'in', 'use'])).toBeCloseTo(1 / 3);
    expect(phraseShare(' anything ', ['one'])).toBe(0);
  });

  it('leaves out pairs across a break in the query, and finds none across a break in the text', () => {
    expect(phraseShare(' connection failed | connection options ', ['connection', 'failed', BREAK, 'connection', 'options'])).toBe(1);
    expect(phraseShare(' chainweaver | wallet specific setup ', ['chainweaver', 'wallet'])).toBe(0);
    expect(phraseShare(' anything ', ['one', BREAK, 'two'])).toBe(0);
  });

  it('counts a pair standing in the other order in the heading only ("pactup install" names "Install Pactup")', () => {
    expect(phraseShare(' install pactup pactup runs on linux ', ['pactup', 'install', 'linux'], ' install pactup ')).toBe(0.5);
    expect(phraseShare(' install pactup pactup runs on linux ', ['pactup', 'install', 'linux'])).toBe(0);
    expect(phraseShare(' runs on linux install pactup ', ['linux', 'on'], ' install pactup ')).toBe(0);
  });

  it('reads a heading made of the query\'s words as its phrase, stop words left out ("deploy contract", "Deploy the Contract")', () => {
    expect(headingPhraseShare(' deploy the contract ', ['deploy', 'contract'])).toBe(1);
    expect(phraseShare(' while you develop the plugin deploys for you ', ['deploy', 'contract'], ' deploy the contract ')).toBe(1);
    expect(headingPhraseShare(' connect a wallet ', ['wallet', 'connect'])).toBe(1);
  });

  it('gives nothing for a heading holding words the query lacks, or for a query with no pair', () => {
    expect(headingPhraseShare(' who may upgrade my module and how do i hand that over ', ['upgrade', 'module'])).toBe(0);
    expect(headingPhraseShare(' use pactup in ci ', ['pactup', 'ci', 'cache'])).toBe(0);
    expect(headingPhraseShare(' deploy the contract ', ['deploy'])).toBe(0);
    expect(phraseShare(' text ', ['deploy', 'contract'])).toBe(0);
  });
});

describe('templateFit', () => {
  const words = (text: string) => new Set(text.split(' '));
  const template = (text: string, placeholders = 0) => ({ words: words(text), placeholders, opening: [] });
  it('holds when the query contains a heading of three or more words and placeholders that is at least half of it', () => {
    // Three of the four query words explained (two words, one placeholder): 1 - 0.25 + 0.25 × 3/4.
    expect(templateFit(template('contract deployed', 1), words('contract free guestbook deployed'))).toBeCloseTo(1 - TEMPLATE_SPECIFIC / 4);
    expect(templateFit(template('contract deployed', 1), words('error contract free guestbook deployed here today now'))).toBe(0);
    expect(templateFit(template('install docker'), words('install docker'))).toBe(0);
    expect(templateFit(template('contract not deployed'), words('contract not found'))).toBe(0);
  });
  it('prefers the heading whose placeholders account for the words left over', () => {
    expect(templateFit(template('update settings'), words('update settings'))).toBe(0);
    expect(templateFit(template('fail update settings'), words('fail update settings'))).toBe(1);
    expect(templateFit(template('fail update', 1), words('fail update settings'))).toBe(1);
    expect(templateFit(template('fail update settings', 1), words('fail update settings'))).toBe(0.8);
    expect(templateFit(template('account found zelcore'), words('kadena account found zelcore'))).toBeCloseTo(0.8 * (1 - TEMPLATE_SPECIFIC / 4));
  });
  it('prefers, of two headings the query holds, the one explaining more of it', () => {
    const query = words('network local not found config avail pactserv devnet');
    const inConfig = templateFit(template('network not found config avail', 2), query);
    const anywhere = templateFit(template('network not found avail', 2), query);
    expect(inConfig).toBeGreaterThan(anywhere);
    expect(anywhere).toBeGreaterThan(0);
  });
  it('needs a value the heading quotes whole to be in the pasted text whole', () => {
    const specific = templateOf('Wallet "ecko-wallet" not found or not installed');
    expect(specific.literals).toEqual(['ecko-wallet']);
    const pasted = (text: string) => new Set(queryWords(text).map(stem));
    const typo = 'Wallet "ecko" not found or not installed';
    // Its words are all in the query ("ecko" and "wallet" apart), but not the value it names.
    expect(templateFit(specific, pasted(typo))).toBeGreaterThan(0);
    expect(templateFit(specific, pasted(typo), typo)).toBe(0);
    const right = 'Wallet "ecko-wallet" not found or not installed';
    expect(templateFit(specific, pasted(right), right)).toBeGreaterThan(0);
    // A one-word value or a placeholder is no literal.
    expect(templateOf('Wallet "<walletId>" not found').literals).toBeUndefined();
    expect(templateOf("Network 'testnet' is not local").literals).toBeUndefined();
  });
  it('reads placeholders, with letters glued to them, out of a heading', () => {
    const { words: found, placeholders } = templateOf('Request timed out after <timeout>ms');
    expect(placeholders).toBe(1);
    expect(found.size).toBe(4);
    expect([...found].some((w) => w.startsWith('ms'))).toBe(false);
  });
  it("reads a reader's word as its concept's words, for a heading that says the query in the toolkit's words", () => {
    const terms = [
      { word: 'env', keys: new Map([['env', MATCH.exact], ['environ', MATCH.concept], ['variabl', MATCH.concept]]) },
      { word: 'vars', keys: new Map([['var', MATCH.exact], ['environ', MATCH.concept], ['variabl', MATCH.concept]]) },
    ];
    expect(conceptReading(terms)).toEqual(new Set(['environ', 'variabl']));
    // A word with no concept stays as typed; a query with no concept has no other reading.
    expect(conceptReading([...terms, { word: 'docker', keys: new Map([['docker', MATCH.exact]]) }])).toEqual(new Set(['environ', 'variabl', stem('docker')]));
    expect(conceptReading([{ word: 'docker', keys: new Map([['docker', MATCH.exact]]) }])).toBeUndefined();
    const facts = { score: 10, matched: 2, ownHeading: 2, terms: 2, queryStems: new Set(['env', 'var']), fit: 0 };
    expect(sectionValue({ ...facts, heading: 'Environment variables', meantStems: new Set(['environ', 'variabl']) }, () => 0)).toBeCloseTo(HEADING_IS_QUERY * sectionValue({ ...facts, heading: 'Images and environment variables', meantStems: new Set(['environ', 'variabl']) }, () => 0));
  });
  it('reads problem words in a query', () => {
    for (const q of ['devnet wont start', 'pact: command not found', 'why is my tx slow', 'port already in use', 'docker permission denied']) expect(PROBLEM_WORDS.test(q)).toBe(true);
    for (const q of ['pactup install latest', 'install pact on mac', 'gas station', 'connect a wallet']) expect(PROBLEM_WORDS.test(q)).toBe(false);
    expect(UNDER_ERRORS).toBeLessThan(1);
  });
  it('weighs a section a guide concept names as the answer EXPLAINS times more', () => {
    const facts = { score: 10, matched: 2, ownHeading: 1, terms: 2, heading: 'When Docker is used', queryStems: new Set(['need', 'dock']), fit: 0 };
    expect(EXPLAINS).toBeGreaterThan(1);
    expect(sectionValue({ ...facts, explains: true }, () => 0)).toBeCloseTo(EXPLAINS * sectionValue(facts, () => 0));
  });
  it('finds a message pasted cut short, at a lower fit than one pasted whole', () => {
    const heading = templateOf('Pact is not installed. Install with: pactup install --latest');
    const typed = 'Pact is not installed. Install with: pactup';
    const stems = new Set(queryWords(typed).map(stem));
    expect(templateFit(heading, stems, typed)).toBe(0);
    const fit = templateFit(heading, stems, typed, true);
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(templateFit(heading, new Set(queryWords(typed + ' install --latest').map(stem)), typed + ' install --latest', true));
    // With a prefix of its own and the last word cut.
    expect(cutFit(heading.opening, 'Error: Pact is not installed. Install with: pact')).toBeGreaterThan(0);
    // Too short, or words out of order, is no paste.
    expect(cutFit(heading.opening, 'pact not installed')).toBe(0);
    expect(cutFit(heading.opening, 'install pactup with pact installed')).toBe(0);
  });
  it('fits a message ending in a placeholder however long the value pasted after its opening', () => {
    const heading = templateOf('Failed to get network ports: <message>');
    expect(heading.trailing).toBe(true);
    const typed = 'Failed to get network ports: listen EPERM: operation not permitted 127.0.0.1';
    expect(templateFit(heading, new Set(queryWords(typed).map(stem)), typed)).toBeGreaterThan(0);
    // The same words out of order, or a placeholder in the middle, still need the heading to be half the paste.
    const shuffled = 'network ports failed to get: listen EPERM: operation not permitted 127.0.0.1';
    expect(templateFit(heading, new Set(queryWords(shuffled).map(stem)), shuffled)).toBe(0);
    expect(templateOf('Contract <name> not deployed').trailing).toBeUndefined();
  });
  it('fits a message with placeholders whose text, as written, opens a paste the reader goes on after', () => {
    const heading = templateOf('HTTP <response.status>: <statusText>');
    const typed = 'HTTP 404: Not Found on every local call';
    expect(heading.shape?.test(typed)).toBe(true);
    expect(templateFit(heading, new Set(queryWords(typed).map(stem)), typed)).toBeGreaterThan(0);
    // The words without the message's colon, or its words in another order, are no such paste.
    for (const other of ['http status codes for every local call in my app', 'on every local call HTTP 404: Not Found']) {
      expect(heading.shape?.test(other)).toBe(false);
      expect(templateFit(heading, new Set(queryWords(other).map(stem)), other)).toBe(0);
    }
    // Letters glued to a placeholder are the message's own; a heading with no placeholder has no shape.
    expect(shapeOf('Request timed out after <timeout>ms')?.test('Request timed out after 300000ms in CI')).toBe(true);
    expect(shapeOf('Request timed out after <timeout>ms')?.test('Request timed out after deploy')).toBe(false);
    expect(shapeOf('Contract <name> not deployed')?.test('contract free.guestbook not deployed after npm run dev')).toBe(true);
    expect(shapeOf('Pact is not installed')).toBeUndefined();
  });
  it("finds a long message's whole first sentence pasted alone, and not a shorter part of it", () => {
    const heading = templateOf('No wallet provided and UI is disabled. Please provide a wallet instance or wallet ID, or enable UI to show wallet selector.');
    expect(heading.sentence).toBe(heading.opening.length - templateOf('Please provide a wallet instance or wallet ID, or enable UI to show wallet selector.').opening.length);
    expect(cutFit(heading.opening, 'No wallet provided and UI is disabled', heading.sentence)).toBeGreaterThan(0);
    expect(cutFit(heading.opening, 'No wallet provided and UI is disabled')).toBe(0);
    expect(cutFit(heading.opening, 'No wallet provided and UI', heading.sentence)).toBe(0);
    expect(templateOf('Pact is not installed').sentence).toBeUndefined();
  });
  it('states a first sentence pasted alone better than a message sharing only its opening and ending in a placeholder', () => {
    const paste = 'Connection failed: Connection options required for Chainweaver';
    const stems = new Set(queryWords(paste).map(stem));
    const specific = templateFit(templateOf('Connection failed: Connection options required for Chainweaver. Please provide accountName and chainIds'), stems, paste, true);
    const generic = templateFit(templateOf('Connection failed: <…>'), stems, paste, true);
    expect(generic).toBeGreaterThan(0);
    expect(specific).toBeGreaterThan(generic);
  });
  it("fills no missing word for a heading without placeholders, nor boosts it when its section lacks the query's other words", () => {
    const text = 'Plugin.\nImporting .pact files\nImport a .pact file from your code and the plugin turns it into a typed module; ' + 'import pact files again. '.repeat(8) + '\nNext.js\nIn nextjs wrap the config with the plugin.';
    const toc = [['importing-pact-files', 'Importing .pact files'], ['nextjs', 'Next.js']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
    const site = buildIndex([{ title: 'Plugin', routePath: '/plugin', content: text, toc }]);
    const importing = (q: string) => scorePages(site, q)[0].sections.find((x) => site.sections[x.section].id === 'importing-pact-files')!;
    expect(importing('import pact files in nextjs').matched).toBe(3);
    // Asked more than the section holds, the heading is no longer the query: it weighs less than for the query it is.
    expect(importing('import pact files in nextjs').score).toBeLessThan(importing('import pact files').score);
  });
  it('counts a pasted JSON value as one value, closed or cut off', () => {
    expect(pastedSize('Transaction failed with error: {"message":"Keyset failure (keys-all): [368820f8...]","type":"TxFailure"}')).toBe(4);
    expect(pastedSize('Transaction failed with error: {"message":"Keyset fai')).toBe(4);
    const json = 'Error: Transaction failed with error: {"message":"Keyset failure (keys-all): [368820f8...]","type":"TxFailure"}';
    const stems = new Set(queryWords(json).map(stem));
    expect(templateFit(templateOf('Transaction failed with error: <JSON>'), stems, json)).toBeGreaterThan(0);
    // Without the paste's own text, every word counts: the same words are too many for the heading.
    expect(templateFit(templateOf('Transaction failed with error: <JSON>'), stems)).toBe(0);
  });
  it('keeps the word before an elided part (<…>): "failed" is part of the message, not of the value', () => {
    const { words, placeholders } = templateOf('Pact transformation failed<…>: <errorMessage>');
    expect(placeholders).toBe(2);
    expect(words.has('fail')).toBe(true);
    // So a task that shares the other words states no message.
    expect(templateFit(templateOf('Pact transformation failed<…>: <errorMessage>'), new Set(['jest', 'transform', 'pact', 'file']))).toBe(0);
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
  });
  it('leads a pasted toolkit message, its variable parts filled in, to its entry in the error reference', () => {
    for (const [query, id] of [
      ['Wallet "ecko" not found or not installed', 'wallet-walletid-not-found-or-not-installed'],
      ['Contract free.guestbook not deployed', 'contract-contractname-not-deployed'],
      ['Error: Contract free.guestbook not deployed', 'contract-contractname-not-deployed'],
    ]) {
      const [first] = scorePages(index, query);
      expect(index.docs[first.doc].route, query).toBe('/api/errors');
      expect(index.sections[first.sections[0].section].id, query).toBe(id);
    }
    // A topic query that shares words with a message is still a topic: the guide page answers it.
    expect(routes('connect wallet')[0]).toBe('/packages/wallet');
  });
  it('ranks the section whose heading is the query first on its page', () => {
    const docker = scorePages(index, 'port already in use')[0];
    expect(index.sections[docker.sections[0].section].id).toBe('port-already-in-use');
  });
  it('lists the pages holding the rest of a query with one word the site never uses', () => {
    expect(routes('docker zzqqxx')[0]).toBe('/setup/docker');
    expect(scorePages(index, 'zzqqxx')).toEqual([]);
  });
  it('lets pages holding less of the query follow when fewer than FEW_PAGES hold enough', () => {
    // "extension" is rare (one page): pages holding only "wallet" hold too little of the query, yet follow it.
    const found = routes('wallet extension');
    expect(found[0]).toBe('/packages/wallet');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(FEW_PAGES);
    // Markup, or a line longer than FILL_MAX_WORDS words, is no reader's short query: only what holds enough of it.
    expect(routes('<wallet extension>')).toEqual(['/packages/wallet']);
  });
  it('finds nothing for nothing', () => {
    expect(scorePages(index, 'zzqqxx')).toEqual([]);
    expect(scorePages(index, '   ')).toEqual([]);
  });
});

describe('sectionValue', () => {
  const facts = { score: 10, matched: 2, ownHeading: 0, terms: 2, heading: 'Other words', queryStems: new Set(['deploy', 'contract']), fit: 0 };
  it('values a section holding the rarer word of the query above one holding its commoner word (COVERAGE_BY_WEIGHT)', () => {
    const one = { ...facts, matched: 1 };
    expect(sectionValue({ ...one, weightShare: 0.8 }, () => 0)).toBeGreaterThan(sectionValue({ ...one, weightShare: 0.2 }, () => 0));
    expect(sectionValue({ ...one, weightShare: 0.5 }, () => 0)).toBeCloseTo(sectionValue(one, () => 0));
  });
  it('values words found together above words scattered, and in its own heading higher still', () => {
    const together = sectionValue(facts, () => 0);
    expect(together).toBeCloseTo(10);
    expect(sectionValue({ ...facts, matched: 1 }, () => 0)).toBeLessThan(together);
    expect(sectionValue({ ...facts, ownHeading: 2 }, () => 0)).toBeCloseTo(15);
  });
  it('multiplies a heading that is the query, and asks for the phrase share only when two words matched', () => {
    expect(sectionValue({ ...facts, heading: 'Deploy contracts' }, () => 0)).toBeCloseTo(10 * HEADING_IS_QUERY);
    expect(sectionValue(facts, () => 1)).toBeCloseTo(10 * (1 + PHRASE));
    let asked = false;
    sectionValue({ ...facts, matched: 1 }, () => {
      asked = true;
      return 1;
    });
    expect(asked).toBe(false);
  });
});

describe('pageValue', () => {
  const doc = { kind: 'guide' as const, route: '/guide/x', title: 'Something else', titleText: 'Something else' };
  const facts = { doc, best: 4, pageWide: [2, 2], queryStems: new Set(['deploy', 'contract']), statesMessage: false, definition: false };
  it('adds a quarter of the page-wide scores to the best section and applies the page prior', () => {
    expect(pageValue(facts)).toBeCloseTo((4 + 1) * PRIOR.guide);
    expect(pageValue({ ...facts, pageWide: [2, 0] })).toBeLessThan(pageValue(facts));
  });
  it('raises a page whose title is the query', () => {
    const titled = { ...doc, title: 'Deploy contracts', titleText: 'Deploy contracts' };
    expect(pageValue({ ...facts, doc: titled })).toBeCloseTo(pageValue(facts) * TITLE_IS_QUERY);
  });
  it('raises a page whose whole title the query names in words, among more words', () => {
    const titled = { ...doc, title: 'Error messages', titleText: 'Error messages' };
    const query = new Set(['error', 'messag', 'refer']);
    const named = { ...facts, doc: titled, queryStems: query, inWords: true };
    expect(pageValue(named)).toBeCloseTo(pageValue({ ...facts, queryStems: query }) * TITLE_IN_QUERY);
    // Not when a word is typed as code, not for a package's page (its title is the package's name), not for one word.
    expect(pageValue({ ...named, inWords: false })).toBeCloseTo(pageValue({ ...facts, queryStems: query }));
    const pkg = { ...doc, kind: 'api-package' as const, title: '@pact-toolbox/dev-wallet', titleText: 'dev-wallet' };
    expect(pageValue({ ...named, doc: pkg, queryStems: new Set(['dev', 'wallet', 'key']) })).toBeCloseTo(pageValue({ ...facts, doc: { ...pkg, titleText: 'other' }, queryStems: new Set(['dev', 'wallet', 'key']) }));
    const short = { ...doc, title: 'Errors', titleText: 'Errors' };
    expect(pageValue({ ...named, doc: short })).toBeCloseTo(pageValue({ ...facts, queryStems: query }));
  });
  it('gives the error reference\'s index a package page\'s prior, its entries the error prior', () => {
    const index = { kind: 'errors' as const, route: '/api/errors', title: 'Something else', titleText: 'Something else' };
    const entries = { ...index, route: '/api/errors/network' };
    expect(pageValue({ ...facts, doc: index })).toBeCloseTo((4 + 1) * ERRORS_INDEX_PRIOR);
    expect(pageValue({ ...facts, doc: { ...index, route: '/npm/api/errors' } })).toBeCloseTo((4 + 1) * ERRORS_INDEX_PRIOR);
    expect(pageValue({ ...facts, doc: entries })).toBeCloseTo((4 + 1) * PRIOR.errors);
    expect(ERRORS_INDEX_PRIOR).toBeGreaterThan(PRIOR.errors);
  });
  it('reads a comparison of two terms a page defines as a question for that page', () => {
    const terms = ['Chain ID', 'Network ID', 'Guard', 'Keyset'];
    const stems = (q: string) => wordSet(q);
    expect(comparesTerms('chain id vs network id', terms, stems('chain id vs network id'))).toBe(true);
    expect(comparesTerms('guard vs keyset vs capability', terms, stems('guard vs keyset vs capability'))).toBe(true);
    // One term, or no comparison word: not a comparison of terms.
    expect(comparesTerms('keyset vs account', terms, stems('keyset vs account'))).toBe(false);
    expect(comparesTerms('chain id and network id', terms, stems('chain id and network id'))).toBe(false);
  });
  it('reads a typo of a general word as a general word, and a typo of a topic word as a topic word', () => {
    const term = (word: string) => queryTerms(index, word)[0]!;
    expect(isGeneralTerm(index, term('equivalent'))).toBe(true);
    expect(isGeneralTerm(index, { word: 'equivelent', keys: new Map([[stem('equivalent'), MATCH.typo]]) })).toBe(true);
    expect(isGeneralTerm(index, term('walet'))).toBe(false);
    // A word the site uses is read as itself, whatever it also reaches.
    expect(isGeneralTerm(index, { word: 'wallet', keys: new Map([[stem('use'), MATCH.typo]]) })).toBe(false);
  });
  it('leaves general words out of the share of the query a page holds', () => {
    // The page lacks the second word; when that word is a general one ("supported"), the page holds the whole query.
    const lacking = { ...facts, pageWide: [2, 0] };
    expect(pageValue({ ...lacking, counted: [true, false] })).toBeCloseTo((4 + 0.5) * PRIOR.guide);
    expect(pageValue({ ...lacking, counted: [true, true] })).toBeCloseTo(pageValue(lacking));
  });
  it('lowers an API page, and only an API page, for a topic typed as one to three plain words', () => {
    const api = { ...facts, doc: { ...doc, kind: 'api' as const } };
    expect(TOPIC_API).toBeLessThan(1);
    expect(pageValue({ ...api, topic: true })).toBeCloseTo(pageValue(api) * TOPIC_API);
    expect(pageValue({ ...facts, topic: true })).toBeCloseTo(pageValue(facts));
    expect(['nonce', ' preludes ', 'gas limit', 'on demand mining'].every((q) => TOPIC_WORD.test(q))).toBe(true);
    expect(['submitAndWait', 'ChainwebClient', 'Gas limit', 'k:account', 'deploy contract to testnet now'].some((q) => TOPIC_WORD.test(q))).toBe(false);
  });
  it("lowers a constant's API page more than other API pages for a topic", () => {
    const constant = { ...facts, doc: { ...doc, kind: 'api' as const, route: '/api/config/variables/DEFAULT_GAS_LIMIT' } };
    const variable = { ...facts, doc: { ...doc, kind: 'api' as const, route: '/api/wallet-adapters/variables/walletService' } };
    expect(pageValue({ ...constant, topic: true })).toBeCloseTo(pageValue(constant) * TOPIC_CONSTANT);
    expect(pageValue({ ...variable, topic: true })).toBeCloseTo(pageValue(variable) * TOPIC_API);
    expect(TOPIC_CONSTANT).toBeLessThan(TOPIC_API);
  });
  it('lowers the overview page, which sums up what other pages explain, for every query', () => {
    const overview = { ...facts, doc: { ...doc, route: OVERVIEW_PAGES[0] } };
    expect(OVERVIEW).toBeLessThan(1);
    expect(pageValue(overview)).toBeCloseTo(pageValue(facts) * OVERVIEW);
  });
  it('lowers the Known Issues digest unless the query holds every word of its title', () => {
    const digest = { ...facts, doc: { ...doc, route: DIGEST_PAGES[0], title: 'Known Issues', titleText: 'Known Issues' } };
    expect(DIGEST).toBeLessThan(1);
    expect(pageValue(digest)).toBeCloseTo(pageValue({ ...facts, doc: { ...digest.doc, route: '/elsewhere' } }) * DIGEST);
    const asked = { ...digest, queryStems: new Set(['known', 'issu', 'list']) };
    expect(pageValue(asked)).toBeCloseTo(pageValue({ ...asked, doc: { ...asked.doc, route: '/elsewhere' } }));
  });
  it('lowers an API page, and only an API page, for a question asked in words', () => {
    const api = { ...facts, doc: { ...doc, kind: 'api' as const } };
    expect(pageValue({ ...api, question: true })).toBeCloseTo(pageValue(api) * QUESTION_API);
    expect(pageValue({ ...facts, question: true })).toBeCloseTo(pageValue(facts));
  });
  it('raises a definition page for a definition question and lowers it for any other query', () => {
    const glossary = { ...facts, doc: { ...doc, route: DEFINITION_PAGES[0]! } };
    expect(pageValue({ ...glossary, definition: true })).toBeCloseTo(pageValue(facts) * DEFINITION_BOOST);
    expect(pageValue(glossary)).toBeCloseTo(pageValue(facts) * DEFINITION_ELSEWHERE);
    expect(DEFINITION_ELSEWHERE).toBeLessThan(1);
  });
  it('lowers a definition page less for a topic of two or three words that is one of its terms, and not for one word', () => {
    const glossary = { ...facts, doc: { ...doc, route: DEFINITION_PAGES[0]! }, topic: true, termIsQuery: true };
    expect(pageValue({ ...glossary, queryStems: new Set(['chain', 'id']) })).toBeCloseTo(pageValue({ ...facts, topic: true, queryStems: new Set(['chain', 'id']) }) * DEFINITION_TERM);
    expect(pageValue({ ...glossary, queryStems: new Set(['prelud']) })).toBeCloseTo(pageValue({ ...facts, topic: true, queryStems: new Set(['prelud']) }) * DEFINITION_ELSEWHERE);
    expect(DEFINITION_TERM).toBeGreaterThan(DEFINITION_ELSEWHERE);
  });
});

describe('namedInWords', () => {
  it('holds for plain words only', () => {
    expect(namedInWords('look up what a toolkit error message means')).toBe(true);
    expect(namedInWords("which packages can't i install")).toBe(true);
    expect(namedInWords('principalNamespace kda service')).toBe(false);
    expect(namedInWords('api reference for 0.2.0')).toBe(false);
  });
});

describe('headingTerm', () => {
  it('reads the term of a "term: explanation" heading, else the whole heading', () => {
    expect(headingTerm('start: run a local network')).toBe('start');
    expect(headingTerm('generate module')).toBe('generate module');
    expect(headingTerm('Example: rotating an account\'s keyset')).toBe('Example');
    // A colon inside a name ("k:" accounts) is no term.
    expect(headingTerm('Generating a k: account')).toBe('Generating a k: account');
  });
});

describe('README headings', () => {
  it('reads no README heading as a pasted message: the query\'s other words are not found in it', () => {
    const index = buildIndex([
      { title: 'Chainweb Client', routePath: '/packages/chainweb-client', content: 'Reading with local\nA local call reads contract state; no gas is paid and nothing is sent.', toc: [{ id: 'reading-with-local', text: 'Reading with local', depth: 2, charIndex: 0 }] },
      { title: '@pact-toolbox/runtime', routePath: '/api/runtime/', content: 'README\nReading Contract State\nconst balance = await client.execution("(coin.get-balance)").build().dirtyRead();', toc: [{ id: 'readme', text: 'README', depth: 2, charIndex: 0 }, { id: 'reading-contract-state', text: 'Reading Contract State', depth: 3, charIndex: 7 }] },
    ]);
    const pages = scorePages(index, 'read contract state without paying gas');
    const readme = pages.find((p) => index.docs[p.doc].route === '/api/runtime/');
    // Its heading holds three of the six words: the page is left out (under half the query), or listed for those three.
    expect(readme?.sections[0].matched ?? 0).toBeLessThanOrEqual(3);
    expect(index.docs[pages[0].doc].route).toBe('/packages/chainweb-client');
  });
});

describe('phraseWords', () => {
  it('keeps the query as typed, lower case, without leading question words while three or more remain', () => {
    expect(phraseWords('How do I deploy a Contract?')).toEqual(['deploy', 'a', 'contract']);
    expect(phraseWords('what is')).toEqual(['what', 'is']);
    expect(phraseWords('Invalid response: missing keys')).toEqual(['invalid', 'response', BREAK, 'missing', 'keys']);
  });

  it('marks where a bracket or a clause ends the words, not the dots of a file name or the colon of an address', () => {
    expect(phraseWords('see unix:///var/run/docker.sock. Is it running?')).toEqual(['see', 'unix', 'var', 'run', 'docker', 'sock', BREAK, 'is', 'it', 'running']);
    expect(phraseWords('for Chainweaver ([wallet-specific setup](/x))')).toEqual(['chainweaver', BREAK, 'wallet', 'specific', 'setup', BREAK, 'x']);
  });
});

describe('guide concepts (config/search-guide-concepts.ts)', () => {
  const guide = buildIndex(guidePages());
  const top = (query: string) => {
    const [page] = scorePages(guide, query);
    const section = guide.sections[page.sections[0].section];
    return `${guide.docs[page.doc].route}#${section.id}`;
  };
  it('finds the section that explains a concept by the reader\'s word, over a long page sharing a general word', () => {
    expect(queryTerms(guide, 'paymaster').map((t) => t.explainedAt)).toEqual([['/packages/cli#generate-station']]);
    expect(top('paymaster for my transactions')).toBe('/packages/cli#generate-station');
    expect(top('mock signer in a test')).toBe('/packages/test#signing-in-tests');
  });
  it('leaves a query without a reader phrase as it was', () => {
    expect(queryTerms(guide, 'generate station').every((t) => t.explainedAt === undefined)).toBe(true);
  });
});

describe('a pasted number that one of two equal entries names', () => {
  it('finds whole numbers of three digits or more', () => {
    expect([...numbersIn('Request timed out after 30000ms (default 5000 ms, so 300000ms), chain 1, v0.2.0')].sort()).toEqual(['30000', '300000', '5000']);
  });
  it('puts the entry naming the pasted value first', () => {
    const text = 'Messages.\nRequest timed out after <…>ms\nCause. Polled 60 times, 5000 ms apart, so 300000ms. Fix. Wait longer.\nRequest timed out after <timeout>ms\nCause. A request took longer than timeout, default 30000. Fix. Raise timeout.';
    const toc = [['a', 'Request timed out after <…>ms'], ['b', 'Request timed out after <timeout>ms']].map(([id, h]) => ({ id, text: h, depth: 2, charIndex: text.indexOf(h) }));
    const site = buildIndex([{ title: 'Error messages · chainweb-client', routePath: '/api/errors/chainweb-client', content: text, toc }]);
    const first = (q: string) => site.sections[scorePages(site, q)[0].sections[0].section].id;
    expect(first('Request timed out after 30000ms')).toBe('b');
    expect(first('Request timed out after 300000ms')).toBe('a');
  });
});

describe('an entry that only names where its message is thrown', () => {
  it('reads a message heading as words to find quoted, a break for each placeholder; none for a short one', () => {
    expect(messageWords('Network <networkConfig> not found in config')).toEqual(['network', '|', 'not', 'found', 'in', 'config']);
    expect(messageWords('Unsupported network type')).toEqual([]);
  });
  it('follows the guide section that quotes its message and says what to do; an entry with a cause stating the whole paste leads', () => {
    const errors = 'Messages.\nNetwork <networkConfig> not found in config\nThrown as Error at network.ts:52.';
    const guide = 'Commands.\nErrors\nNetwork "local" not found in config. Available networks: ... means the name is not a key of networks. Pass one of the listed names.';
    const site = (entry: string) =>
      buildIndex([
        { title: 'Error messages · network', routePath: '/api/errors/network', content: entry, toc: [{ id: 'm', text: 'Network <networkConfig> not found in config', depth: 3, charIndex: entry.indexOf('Network <') }] },
        { title: 'CLI', routePath: '/packages/cli', content: guide, toc: [{ id: 'errors', text: 'Errors', depth: 2, charIndex: guide.indexOf('Errors') }] },
      ]);
    const order = (entry: string) => scorePages(site(entry), 'Network "local" not found in config. Available networks: pactServer, devnet').map((p) => site(entry).docs[p.doc].route);
    expect(order(errors)).toEqual(['/packages/cli', '/api/errors/network']);
    // With a cause, an entry stating only the paste's opening still follows the guide quoting all of it (the npm
    // release's shorter message); one stating the whole message leads.
    const answered = errors.replace('Thrown as', 'Cause. The name is not in networks. Fix. Pass a listed name. Thrown as');
    expect(order(answered)[0]).toBe('/packages/cli');
    const whole = (entry: string) =>
      buildIndex([
        { title: 'Error messages · config', routePath: '/api/errors/config', content: entry, toc: [{ id: 'm', text: 'Network "<name>" not found in config. Available networks: <list>', depth: 3, charIndex: entry.indexOf('Network "<') }] },
        { title: 'CLI', routePath: '/packages/cli', content: guide, toc: [{ id: 'errors', text: 'Errors', depth: 2, charIndex: guide.indexOf('Errors') }] },
      ]);
    const wholeEntry = 'Messages.\nNetwork "<name>" not found in config. Available networks: <list>\nCause. The name is not in networks. Fix. Pass a listed name.';
    expect(scorePages(whole(wholeEntry), 'Network "local" not found in config. Available networks: pactServer, devnet').map((p) => whole(wholeEntry).docs[p.doc].route)[0]).toBe('/api/errors/config');
  });
});

describe('a pasted value the site never writes', () => {
  it('reads as a break in a quoted message, so the words around it are checked and not across it', () => {
    const text = 'Errors\n[Failed to deploy contract todos.pact] means the deploy transaction was rejected.';
    const site = buildIndex([{ title: 'Plugin', routePath: '/plugin', content: text, toc: [{ id: 'errors', text: 'Errors', depth: 2, charIndex: 0 }] }]);
    const words = phraseWords('Failed to deploy contract leaderboard.pact');
    expect(valuesApart(site, words)).toEqual(['failed', 'to', 'deploy', 'contract', BREAK, 'pact']);
    expect(phraseShare(' failed to deploy contract todos pact ', valuesApart(site, words))).toBe(1);
    expect(phraseShare(' failed to deploy contract todos pact ', words)).toBeLessThan(1);
  });
});

describe('a pasted wrapper around Pact\'s own message', () => {
  it('reads the opening of the inner message up to a break, without its values, cut or whole', () => {
    expect(innerLead('Transaction failed with error: {"message":"Keyset failure (keys-all): [368820f8...]","type":"TxFailure"}')).toEqual(['keyset', 'failure']);
    expect(innerLead('Error: Transaction failed with error: {"callStack":[],"type":"EvalError","message":"Managed capability not installed: (coin.TRANSFER')).toEqual(['managed', 'capability', 'not', 'installed']);
    expect(innerLead('{"message": "Gas limit \\"150000\\" exceeded: 150001"}')).toEqual(['gas', 'limit', 'exceeded']);
    expect(innerLead('{"message":"No value found in table coin_coin-table for key: k:abc"}')).toHaveLength(INNER_LEAD_MAX);
    // No object, or an opening of one word: nothing to look for.
    expect(innerLead('Transaction failed with error: Keyset failure')).toBeUndefined();
    expect(innerLead('{"message":"Unauthorized: x"}')).toBeUndefined();
  });
  const entry = 'Messages.\nTransaction failed with error: <JSON>\nCause. Pact rejected the transaction; the JSON is its error. Fix. Read the message in it.';
  const guide = 'Questions.\nPact errors\nA rejected transaction throws Transaction failed with error: and Pact\'s error object. The message starts with Keyset failure (keys-all): the keyset needs a signature from its key. Sign with that key.\nReport\nOpen an issue.';
  const site = buildIndex([
    { title: 'Error messages · chainweb-client', routePath: '/api/errors/chainweb-client', content: entry, toc: [{ id: 'json', text: 'Transaction failed with error: <JSON>', depth: 3, charIndex: entry.indexOf('Transaction') }] },
    { title: 'Common Questions', routePath: '/questions', content: guide, toc: [{ id: 'pact-errors', text: 'Pact errors', depth: 2, charIndex: guide.indexOf('Pact errors') }, { id: 'report', text: 'Report', depth: 2, charIndex: guide.indexOf('Report') }] },
  ]);
  const order = (q: string) => scorePages(site, q).map((p) => site.docs[p.doc].route);
  it('puts the guide section quoting the failure inside above the entry stating only the wrapper', () => {
    expect(order('Transaction failed with error: {"message":"Keyset failure (keys-all): [6be2f485...]"}')[0]).toBe('/questions');
    // The wrapper alone, or a failure no section quotes, keeps the entry first.
    expect(order('Transaction failed with error: {"message":"Insufficient funds"}')[0]).toBe('/api/errors/chainweb-client');
    expect(order('Transaction failed with error:')[0]).toBe('/api/errors/chainweb-client');
  });
  it('reads the failure from a wrapper pasted without its object too: the value of the message\'s last placeholder', () => {
    const opening = templateOf('Transaction failed with error: <JSON>').opening;
    expect(trailingLead('Transaction failed with error: Keyset failure (keys-all): [368820f8...]', opening)).toEqual(['keyset', 'failure']);
    expect(trailingLead('Error: Transaction failed with error: Managed capability not installed: (coin.TRANSFER', opening)).toEqual(['managed', 'capability', 'not', 'installed']);
    // Another message, or a value of one word: nothing to look for.
    expect(trailingLead('Failed to deploy contract: Keyset failure', opening)).toBeUndefined();
    expect(trailingLead('Transaction failed with error: Unauthorized', opening)).toBeUndefined();
    // A name or a path fills the placeholder: a value, no message.
    expect(trailingLead('Contract file not found: pact/todos.pact', templateOf('Contract file not found: <resolvedPath>').opening)).toBeUndefined();
    expect(order('Transaction failed with error: Keyset failure (keys-all): [6be2f485...]')[0]).toBe('/questions');
    expect(order('Transaction failed with error: Insufficient funds')[0]).toBe('/api/errors/chainweb-client');
  });
});

describe('a pasted wrapper around another entry\'s message', () => {
  it('knows the inner message by its heading: no placeholder, its words up to a break, values left out', () => {
    expect(headingIsLead('No signature provided', ['no', 'signature', 'provided'])).toBe(true);
    expect(headingIsLead('Invalid response format. Check the wallet.', ['invalid', 'response', 'format'])).toBe(true);
    expect(headingIsLead('No value found in table <table> for key', ['no', 'value', 'found', 'in'])).toBe(false);
    expect(headingIsLead('No value found in table', ['no', 'value', 'found', 'in'])).toBe(true);
    expect(headingIsLead('No signature provided for key', ['no', 'signature', 'provided'])).toBe(false);
    expect(headingIsLead('Transaction signing failed: <…>', ['transaction', 'signing', 'failed'])).toBe(false);
  });
  const entries = [
    'Messages.',
    'No signature provided',
    'Cause. The wallet returned no signature for a command. Fix. Approve the request in the wallet.',
    'Transaction signing failed: <…>',
    'Cause. A wallet failed to sign; the text after the colon is the real error. Fix. Read the text after the colon.',
    'Connection refused',
    'Thrown at wallet.ts:12.',
  ].join('\n');
  const at = (text: string) => entries.indexOf(`\n${text}\n`) + 1;
  const site = buildIndex([
    { title: 'Error messages · wallets', routePath: '/api/errors/wallets', content: entries, toc: [
      { id: 'no-signature-provided', text: 'No signature provided', depth: 3, charIndex: at('No signature provided') },
      { id: 'transaction-signing-failed-', text: 'Transaction signing failed: <…>', depth: 3, charIndex: at('Transaction signing failed: <…>') },
      { id: 'connection-refused', text: 'Connection refused', depth: 3, charIndex: at('Connection refused') },
    ] },
  ]);
  const first = (q: string) => {
    const page = scorePages(site, q)[0];
    return site.sections[page.sections[0].section].id;
  };
  it('leads with the entry of the message inside, when that entry has a cause', () => {
    expect(first('Transaction signing failed: No signature provided')).toBe('no-signature-provided');
    // Wrapped twice, as the wallet service does: the message after the last opening.
    expect(trailingLead('Transaction signing failed: Transaction signing failed: No signature provided', templateOf('Transaction signing failed: <…>').opening)).toEqual(['no', 'signature', 'provided']);
    expect(first('Error: Transaction signing failed: Transaction signing failed: No signature provided')).toBe('no-signature-provided');
    // The wrapper alone, or an inner message whose entry has no cause, keeps the wrapper's entry first.
    expect(first('Transaction signing failed: Something else went wrong')).toBe('transaction-signing-failed-');
    expect(first('Transaction signing failed: Connection refused')).toBe('transaction-signing-failed-');
  });
});

describe('an entry stating only part of a pasted message', () => {
  it('states it whole when its words stand in order to the paste\'s end, each placeholder holding a short value', () => {
    const paste = "Timeout waiting for container 'bootstrap-node' to become healthy after 120000ms.";
    expect(statesWhole("Timeout waiting for container '<containerName>' to become healthy after <timeoutMs>ms", paste)).toBe(true);
    // The paste goes on past the heading, or holds its words in another order.
    expect(statesWhole("Timeout waiting for container '<containerName>' to become healthy.", paste)).toBe(false);
    expect(statesWhole('Ecko Wallet is not installed', 'Wallet "ecko" not found or not installed')).toBe(false);
    expect(statesWhole('Network <networkConfig> not found in config', 'Network "local" not found in config. Available networks: pactServer, devnet')).toBe(false);
    // A placeholder at the end takes the rest; a paste cut short, or with "Error:" before it, still fits.
    expect(statesWhole('Network "<name>" not found in config. Available networks: <list>', 'Network "local" not found in config. Available networks: pactServer, devnet')).toBe(true);
    expect(statesWhole('Pact is not installed. Install with: pactup install --latest', 'Error: Pact is not installed. Install with: pactup')).toBe(true);
    expect(statesWhole("Timeout waiting for container '<containerName>' to become healthy.", 'Timeout waiting for container')).toBe(true);
  });
  const older = 'Messages.\nTimeout waiting for container \'<containerName>\' to become healthy.\nCause. The container reported no healthy status in time. Fix. Read its logs.';
  const guide = "Docker.\nStart times out\nThe start fails with Timeout waiting for container 'bootstrap-node' to become healthy after 120000ms. Read docker logs bootstrap-node.\nStop\nRun stop.";
  const site = buildIndex([
    { title: 'Error messages · utils', routePath: '/api/errors/utils', content: older, toc: [{ id: 'timeout', text: "Timeout waiting for container '<containerName>' to become healthy.", depth: 3, charIndex: older.indexOf('Timeout') }] },
    { title: 'Docker Setup', routePath: '/setup/docker', content: guide, toc: [{ id: 'start-times-out', text: 'Start times out', depth: 2, charIndex: guide.indexOf('Start times out') }, { id: 'stop', text: 'Stop', depth: 2, charIndex: guide.indexOf('Stop\n') }] },
  ]);
  const order = (q: string) => scorePages(site, q).map((p) => site.docs[p.doc].route);
  it('goes below a guide section quoting the paste whole, and keeps first for the message it states', () => {
    expect(order("Timeout waiting for container 'bootstrap-node' to become healthy after 120000ms.")[0]).toBe('/setup/docker');
    expect(order("Timeout waiting for container 'bootstrap-node' to become healthy.")[0]).toBe('/api/errors/utils');
  });
});

describe('a pasted message with its error class before it', () => {
  it('fits headings without the class name: "ConfigValidationError: Chain ID …" states "Chain ID must be a numeric string"', () => {
    const q = 'ConfigValidationError: Chain ID must be a numeric string';
    const p = pastedMessage(q, q.toLowerCase(), wordSet(q));
    expect(p.text).toBe('Chain ID must be a numeric string');
    expect(p.stems.has('configvalidationerror')).toBe(false);
    expect(templateFit(templateOf('Chain ID must be a numeric string'), p.stems, p.text, true)).toBe(1);
    // A heading with a placeholder states it less well than the exact one.
    expect(templateFit(templateOf('<field> must be a string'), p.stems, p.text, true)).toBeLessThan(1);
    expect(pastedMessage('Uncaught (in promise) Error: No network config found', 'uncaught (in promise) error: no network config found', new Set()).text).toBe('No network config found');
  });
  it('leaves a query without one, or one that is nothing but the class, as typed', () => {
    const stems = wordSet('transaction failed with error');
    expect(pastedMessage('transaction failed with error', 'transaction failed with error', stems).stems).toBe(stems);
    expect(pastedMessage('WalletError:', 'walleterror:', stems).text).toBe('WalletError:');
  });
});

describe('a long name typed with a typo inside a longer one', () => {
  it('finds a run of letters one edit from the word, with its first or last four letters as typed', () => {
    expect(containsWithinOneEdit('createsignwithchainweaver', 'signwithchainwever')).toBe(true);
    expect(containsWithinOneEdit('createsignwithchainweaver', 'signwithchainweavr')).toBe(true);
    expect(containsWithinOneEdit('createsignwithchainweaver', 'signwthchainwevr')).toBe(false);
    expect(containsWithinOneEdit('chainweaver', 'signwithchainwever')).toBe(false);
  });
  const text = 'Coming from kadena client.\nWhat maps to what\ncreateSignWithChainweaver becomes a wallet.';
  const site = buildIndex([{ title: 'Coming from @kadena/client', routePath: '/coming', content: text, toc: [{ id: 'map', text: 'What maps to what', depth: 2, charIndex: text.indexOf('What maps') }] }]);
  it('answers with the page that writes the longer name, where nothing answered before', () => {
    expect(scorePages(site, 'signwithchainwever').map((p) => site.docs[p.doc].route)).toEqual(['/coming']);
  });
});

describe('the sections a concept names', () => {
  const text = 'CLI.\nrun\nThe exit code is 0.\nerrors\nExit codes.';
  const site = buildIndex([{ title: 'CLI', routePath: '/cli', content: text, toc: [{ id: 'run', text: 'run', depth: 2, charIndex: text.indexOf('run') }, { id: 'errors', text: 'errors', depth: 2, charIndex: text.indexOf('errors') }] }]);
  it('keeps the order the data lists them in, so the first one wins a tie', () => {
    const term = { word: 'exit', keys: new Map([['exit', 1]]), explainedAt: ['/cli#errors', '/cli#run'] };
    const ranks = explainingSections(site, [term]);
    const rankOf = (id: string) => ranks.get(site.sections.findIndex((x) => x.id === id))?.get(0);
    expect(rankOf('errors')).toBe(0);
    expect(rankOf('run')).toBe(1);
  });
  it('names a page by its route only when the page has no headings: a long page\'s opening text is never named', () => {
    const table = buildIndex([
      { title: 'Packages on npm', routePath: '/npm-packages', content: 'Packages on npm.\nOne table of what installs.', toc: [] },
      { title: 'CLI', routePath: '/cli', content: text, toc: [{ id: 'run', text: 'run', depth: 2, charIndex: text.indexOf('run') }] },
    ]);
    const term = { word: 'installable', keys: new Map([['install', 1]]), explainedAt: ['/npm-packages', '/cli'] };
    const named = [...explainingSections(table, [term]).keys()].map((s) => table.docs[table.sections[s].doc].route);
    expect(named).toEqual(['/npm-packages']);
  });
});


describe('a value pasted with a message', () => {
  const site = buildIndex([
    { title: 'Error messages: script', routePath: '/api/errors/script', content: 'Keyset does not match expected namespace. Expected: <expectedNamespace>, Got: <namespaceName>\nThe principal namespace of the keyset differs.', toc: [{ id: 'keyset-does-not-match', text: 'Keyset does not match expected namespace. Expected: <expectedNamespace>, Got: <namespaceName>', depth: 3, charIndex: 0 }] },
    { title: 'Security', routePath: '/security', content: 'Certain central certificates; a cert for every site. Each key is 7 or 9 characters, e, f, c.', toc: [] },
  ]);
  it('is no words: its letters and digits are not looked for, so the message finds its entry', () => {
    const q = 'Keyset does not match expected namespace. Expected: n_5a7ce2f1e3c9b8d0';
    expect(queryTerms(site, q).map((t) => t.word)).toEqual(['keyset', 'not', 'match', 'expected', 'namespace', 'n']);
    expect(site.docs[scorePages(site, q)[0].doc].route).toBe('/api/errors/script');
    // A name with a digit or two is still split into its words when the site lacks it whole.
    expect(queryTerms(site, 'sender07').length).toBeGreaterThan(0);
  });
});

describe('a plain phrase with two words the site never uses', () => {
  const guide = buildIndex(guidePages());
  const routes = (q: string) => scorePages(guide, q).map((p) => guide.docs[p.doc].route);
  it('is searched by its other words when they name enough of the site\'s topics', () => {
    expect(routes('run deploy script unattended from cron')[0]).toBe('/packages/cli');
  });
  it('still finds nothing when it is punctuated like a pasted message, or names too few topics', () => {
    expect(routes('run deploy script: unsupervised cron')).toEqual([]);
    expect(routes('deploy zzqqxx qqzzyy')).toEqual([]);
  });
});

describe('an option typed in camel case, and a heading that says it in words', () => {
  // The keys table names the option twice in a short text; the section about it, once in a longer one, under a
  // heading that says it in words.
  const text = 'Docker.\nContainer keys\nonDemandMining: off by default. onDemandMining needs the trigger.\nOn-demand mining\nA DevNet mines in two ways. Idle mining is always on and asks for a block every few seconds on a chain picked at random. With onDemandMining the proxy sends every transaction through the trigger, which asks for blocks on its chain.';
  const toc = [['container-keys', 'Container keys'], ['on-demand-mining', 'On-demand mining']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
  const site = buildIndex([{ title: 'Docker', routePath: '/setup/docker', content: text, toc }]);
  it('leads with the section whose heading is the option written out', () => {
    const sections = scorePages(site, 'onDemandMining')[0].sections.map((x) => site.sections[x.section].id);
    expect(sections[0]).toBe('on-demand-mining');
  });
});
