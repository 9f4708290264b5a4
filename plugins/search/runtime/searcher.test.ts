import { describe, expect, it } from 'vitest';
import { DIRECTORY, PAGES } from './fixture-pages';
import { buildIndex } from './search-index';
import { asksForShape, changesFirst, isSharedMemberName, SHARED_MEMBER_OWNERS, sharedMemberWords, removedFirst, explainedInGuide, hyphenatedSymbols, kindNamedSymbols, missingPart, namedSymbols, nearSymbols, optionsTypeOf, prefixSymbols, relationSymbols, search, spelledSymbols, VERBATIM_NAME, verbatimFirst, rowDefines, MARKUP_TAG } from './searcher';
import { guidePages } from '../../../tests/support/guide-index-pages';

const index = buildIndex(PAGES);
const pages = (query: string) => [...new Set(search(index, DIRECTORY, query).map((s) => s.link.split('#')[0]))];

describe('search', () => {
  it('puts exact API names first: a page, or a member anchor', () => {
    expect(search(index, DIRECTORY, 'WalletService')[0].link).toBe('/api/wallet-adapters/classes/WalletService');
    expect(search(index, DIRECTORY, 'setupwallets')[0].link).toBe('/api/wallet-adapters/functions/setupWallets');
    expect(search(index, DIRECTORY, 'WalletService.connect')[0]).toMatchObject({
      link: '/api/wallet-adapters/classes/WalletService#connect',
      header: 'WalletService · @pact-toolbox/wallet-adapters > Methods > connect()',
    });
  });
  it('leads with an API page a short query opens or closes with, unless the query is a sentence or a message', () => {
    expect(search(index, DIRECTORY, 'setupwallets options')[0].link).toBe('/api/wallet-adapters/functions/setupWallets');
    expect(namedSymbols(DIRECTORY, 'options of WalletService').map((m) => m.link)).toEqual(['/api/wallet-adapters/classes/WalletService']);
    expect(namedSymbols(DIRECTORY, 'how do I call setupWallets')).toEqual([]);
    expect(namedSymbols(DIRECTORY, 'value is not a WalletService instance')).toEqual([]);
    expect(namedSymbols(DIRECTORY, 'setupWallets: no wallets')).toEqual([]);
    // A camelCase name one typo off, with words about it, as the name typed alone; in lower case only when the site
    // never uses the word (a word it uses is a word, not a name).
    expect(namedSymbols(DIRECTORY, 'setupWalets options').map((m) => m.link)).toContain('/api/wallet-adapters/functions/setupWallets');
    expect(namedSymbols(DIRECTORY, 'setupwalets options', undefined, () => false).map((m) => m.link)).toContain('/api/wallet-adapters/functions/setupWallets');
    expect(namedSymbols(DIRECTORY, 'setupwalets options', undefined, () => true)).toEqual([]);
    expect(search(index, DIRECTORY, 'walletservice connect method')[0].link).toBe('/api/wallet-adapters/classes/WalletService#connect');
    expect(search(index, DIRECTORY, 'walletservice conenct')[0].link).toBe('/api/wallet-adapters/classes/WalletService#connect');
  });
  it('leads with a member of the named page or of its options type, or with a compound member the other words place or only one type has', () => {
    const page = (name: string, kind: 'function' | 'interface') => ({ name, kind, route: `/api/x/${kind}s/${name}`, title: `${name} · @pact-toolbox/x` });
    const setup = page('setupWallets', 'function');
    const options = page('SetupWalletsOptions', 'interface');
    const scriptOptions = page('ScriptOptions', 'interface');
    const toolbox = page('ToolboxScript', 'interface');
    const member = (owner: typeof setup, name: string) => ({ owner, name, anchor: `property-${name.toLowerCase()}`, section: 'Properties', label: name });
    const dir = { pages: [setup, options, scriptOptions, toolbox], members: [member(options, 'autoConnect'), member(options, 'wallets'), member(scriptOptions, 'autoStartNetwork'), member(toolbox, 'autoStartNetwork')] };
    const links = (q: string) => namedSymbols(dir, q).map((m) => m.link);
    expect(links('setupwallets autoconect wallets')).toEqual(['/api/x/interfaces/SetupWalletsOptions#property-autoconnect', '/api/x/functions/setupWallets']);
    // A name typed exactly wins over a longer name one letter away ("wallet" is a member; "wallets" is another).
    const exactDir = { ...dir, members: [...dir.members, member(options, 'wallet')] };
    expect(namedSymbols(exactDir, 'setupwallets wallet').map((m) => m.link)[0]).toBe('/api/x/interfaces/SetupWalletsOptions#property-wallet');
    expect(links('autostartnetwork script option')).toEqual(['/api/x/interfaces/ScriptOptions#property-autostartnetwork']);
    // Two types have autoStartNetwork and "setting" names neither: nothing leads.
    expect(links('autostartnetwork setting')).toEqual([]);
    // Only one type has autoConnect: it needs no owner word.
    expect(links('autoconnect default')).toEqual(['/api/x/interfaces/SetupWalletsOptions#property-autoconnect']);
    // Of two types, the one the guide names most leads, when the name is typed as one (camelCase, or long).
    const told = (q: string) => namedSymbols(dir, q, (name) => (name === 'ScriptOptions' ? 5 : 1)).map((m) => m.link);
    expect(told('autoStartNetwork setting')).toEqual(['/api/x/interfaces/ScriptOptions#property-autostartnetwork']);
    expect(told('autostartnetwork setting')).toEqual(['/api/x/interfaces/ScriptOptions#property-autostartnetwork']);
    // Named equally often, neither leads.
    expect(namedSymbols(dir, 'autoStartNetwork setting', () => 2)).toEqual([]);
    // A compound member name one typo off, typed too long for a plain word, counts as typed right ...
    expect(links('autoconnnect default')).toEqual(['/api/x/interfaces/SetupWalletsOptions#property-autoconnect']);
    expect(links('autoStrtNetwork script option')).toEqual(['/api/x/interfaces/ScriptOptions#property-autostartnetwork']);
    // ... but not a short word, a constant's spelling, or a near name when another member has the typed name exactly.
    expect(namedSymbols({ ...dir, members: [...dir.members, member(options, 'gasLimit')] }, 'gaslimt default')).toEqual([]);
    expect(links('AUTO_CONNECT default')).toEqual([]);
    expect(namedSymbols({ ...dir, members: [...dir.members, member(options, 'autoConnects')] }, 'autoconnects default').map((m) => m.link)).toEqual(['/api/x/interfaces/SetupWalletsOptions#property-autoconnects']);
  });
  it('answers a question about type relations with the type it names, wherever the name stands', () => {
    expect(relationSymbols(DIRECTORY, 'which interface does WalletService implement').map((m) => m.link)).toEqual(['/api/wallet-adapters/classes/WalletService']);
    expect(search(index, DIRECTORY, 'which interface does WalletService implement')[0].link).toBe('/api/wallet-adapters/classes/WalletService');
    // With one of its members named too, the member comes first.
    expect(relationSymbols(DIRECTORY, 'what does walletservice connect return').map((m) => m.link)).toEqual(['/api/wallet-adapters/classes/WalletService#connect', '/api/wallet-adapters/classes/WalletService']);
    // No relation asked, or no API name: nothing leads.
    expect(relationSymbols(DIRECTORY, 'how do i call WalletService')).toEqual([]);
    expect(relationSymbols(DIRECTORY, 'how do i implement my own wallet')).toEqual([]);
  });
  it('answers a question about what a name returns with its page or member, a method of the same name after a function', () => {
    const fn = { name: 'submitAndListen', kind: 'function' as const, route: '/api/x/functions/submitAndListen', title: 'submitAndListen · @pact-toolbox/x' };
    const owner = (name: string) => ({ name, kind: 'class' as const, route: `/api/y/classes/${name}`, title: `${name} · @pact-toolbox/y` });
    const method = (o: ReturnType<typeof owner>, name: string) => ({ owner: o, name, anchor: name.toLowerCase(), section: 'Methods', label: `${name}()` });
    const [client, dispatcher] = [owner('Client'), owner('Dispatcher')];
    const dir = { pages: [fn, client, dispatcher], members: [method(client, 'submitAndWait'), method(dispatcher, 'submitAndListen'), method(client, 'submit'), method(dispatcher, 'submit')] };
    const links = (q: string, mentions: (name: string) => number = () => 0) => relationSymbols(dir, q, mentions).map((m) => m.link);
    expect(links('what does submitandwait return')).toEqual(['/api/y/classes/Client#submitandwait']);
    expect(links('what does submitAndListen return', (name) => (name === 'Dispatcher' ? 3 : 0))).toEqual(['/api/x/functions/submitAndListen', '/api/y/classes/Dispatcher#submitandlisten']);
    // A one-word name is a word of the question, and a name several types share goes to none the guide does not name.
    expect(links('what does submit return')).toEqual([]);
    expect(links('what does submitandwait do')).toEqual([]);
  });
  it("puts a package's change page first for a query asking what changed in that package", () => {
    const site = buildIndex([
      { title: 'Wallet', routePath: '/packages/wallet', content: 'Wallet.\nListen for wallet events\nSigners change when a wallet connects.', toc: [] },
      { title: 'Changes between npm 0.2.0 and main · @pact-toolbox/signers', routePath: '/api/signers/changes', content: 'Compared.\nRemoved on main\ngenerateKeyPairSigner: KeyPairSigner.generate', toc: [{ id: 'removed-on-main', text: 'Removed on main', depth: 2, charIndex: 10 }] },
      { title: 'Changes between npm 0.1.0 and main · @pact-toolbox/crypto', routePath: '/api/crypto/changes', content: 'Added on main.', toc: [] },
      { title: 'Changes between npm 0.1.0 and main · @pact-toolbox/client', routePath: '/api/client/changes', content: 'Added on main.', toc: [] },
      { title: 'Changes between npm 0.1.0 and main · @pact-toolbox/chainweb-client', routePath: '/api/chainweb-client/changes', content: 'Added on main.', toc: [] },
    ]);
    const routes = (q: string) => changesFirst(site, [{ doc: 0, score: 9, sections: [], inTitle: 0 }], q).map((p) => site.docs[p.doc].route);
    expect(routes('see what changed in signers on main')).toEqual(['/api/signers/changes', '/packages/wallet']);
    // A typo in the asking word, a diff, a hyphenated name: the longest package name the query holds.
    expect(routes('signers chnages since npm')).toEqual(['/api/signers/changes', '/packages/wallet']);
    expect(routes('is chainweb-client on npm identical to main')).toEqual(['/api/chainweb-client/changes', '/packages/wallet']);
    expect(routes('client diff npm vs main')).toEqual(['/api/client/changes', '/packages/wallet']);
    // What was removed or renamed: the page's Removed on main list; otherwise the page's top.
    const first = (q: string) => changesFirst(site, [{ doc: 0, score: 9, sections: [], inTitle: 0 }], q)[0].sections.map((x) => site.sections[x.section].id);
    expect(first('list exports removed from signers')).toEqual(['removed-on-main']);
    expect(first('signers changes since npm')).toEqual([]);
    // No package named, or no question about changes: the pages as scored.
    expect(routes('what changed on main')).toEqual(['/packages/wallet']);
    expect(routes('signers change when connecting')).toEqual(['/packages/wallet']);
  });
  it('leads with the API page a short query names with its kind', () => {
    const page = (name: string, folder: string) => ({ name, kind: 'interface' as const, route: `/api/x/${folder}/${name}`, title: name });
    const dir = { pages: [page('Wallet', 'interfaces'), page('WalletProvider', 'interfaces'), page('walletService', 'variables'), page('WalletService', 'classes')], members: [] };
    expect(kindNamedSymbols(dir, 'wallet interface methods').map((m) => m.link)).toEqual(['/api/x/interfaces/Wallet']);
    // A name written as words, the longest first, and one typo off when it is long.
    expect(kindNamedSymbols(dir, 'wallet provider interface').map((m) => m.link)).toEqual(['/api/x/interfaces/WalletProvider']);
    expect(kindNamedSymbols(dir, 'walet provider interface').map((m) => m.link)).toEqual(['/api/x/interfaces/WalletProvider']);
    expect(kindNamedSymbols(dir, 'walet interface')).toEqual([]);
    expect(kindNamedSymbols(dir, 'class walletservice').map((m) => m.link)).toEqual(['/api/x/classes/WalletService']);
    expect(kindNamedSymbols(dir, 'const walletservice').map((m) => m.link)).toEqual(['/api/x/variables/walletService']);
    // No kind named, or a name of another kind: nothing leads.
    expect(kindNamedSymbols(dir, 'wallet methods')).toEqual([]);
    expect(kindNamedSymbols(dir, 'wallet class')).toEqual([]);
  });
  it('leads with the one or two API names a long unknown word begins, a name being typed', () => {
    const page = (name: string, kind: 'class' | 'variable' | 'function') => ({ name, kind, route: `/api/x/${kind}/${name}`, title: name });
    const dir = { pages: [page('WalletService', 'class'), page('walletService', 'variable'), page('createPactTestEnv', 'function'), page('createPactServerConfig', 'function'), page('createPactCommand', 'function')], members: [] };
    const known = (w: string) => w === 'wallets';
    expect(prefixSymbols(dir, 'walletserv', known).map((m) => m.link)).toEqual(['/api/x/variable/walletService', '/api/x/class/WalletService']);
    // Three names begin "createpac": none leads. A word the site uses, or a short one, is a word.
    expect(prefixSymbols(dir, 'createpac', known)).toEqual([]);
    expect(prefixSymbols(dir, 'wallets', () => true)).toEqual([]);
    expect(prefixSymbols(dir, 'wallet', known)).toEqual([]);
  });
  it('finds a name begun in camelCase and finished in words, two words or more after it', () => {
    const page = (name: string) => ({ name, kind: 'function' as const, route: `/api/x/functions/${name}`, title: name });
    const dir = { pages: ['getTxDataOrFail', 'runReplTests', 'WalletErrorType', 'createKeyPairSignerFromBase16PrivateKey'].map(page), members: [] };
    const links = (q: string) => spelledSymbols(dir, q).map((m) => m.link);
    expect(links('getTxData or fail helper')).toEqual(['/api/x/functions/getTxDataOrFail']);
    expect(links('createKeyPairSigner from base16 private key')).toEqual(['/api/x/functions/createKeyPairSignerFromBase16PrivateKey']);
    // Words alone are a task; one word after the name asks about the name.
    expect(links('run repl tests in ci')).toEqual([]);
    expect(links('get tx data or fail')).toEqual([]);
    expect(links('USER_REJECTED WalletError type')).toEqual([]);
  });
  it('finds the name a camelCase word was typed without one inner part, when one or two names fit', () => {
    const page = (name: string) => ({ name, kind: 'function' as const, route: `/api/x/functions/${name}`, title: name });
    const dir = { pages: ['createToolboxNetworkContext', 'getGlobalNetworkContext', 'createPactServerClient', 'createTestnetClient', 'createMainnetClient', 'createDevnetClient'].map(page), members: [] };
    const names = (typed: string) => missingPart(dir, typed).map((p) => p.name);
    expect(names('createNetworkContext')).toEqual(['createToolboxNetworkContext']);
    expect(names('getNetworkContext')).toEqual(['getGlobalNetworkContext']);
    expect(nearSymbols(dir, 'createNetworkContext').map((m) => m.link)).toEqual(['/api/x/functions/createToolboxNetworkContext']);
    // The first and last parts must stay; a part missing at either end is another name.
    expect(names('toolboxNetworkContext')).toEqual([]);
    expect(names('createToolboxNetwork')).toEqual([]);
    // Three names would fit "createClient": none leads; an exact name is no missing part.
    expect(names('createClient')).toEqual([]);
    expect(names('createTestnetClient')).toEqual([]);
  });
  it('reads a Pact-style hyphenated word as the camelCase name it spells, and a call as a member name', () => {
    const owner = (name: string) => ({ name, kind: 'class' as const, route: `/api/x/classes/${name}`, title: name });
    const [client, builder] = [owner('PactToolboxClient'), owner('PactTransactionBuilder')];
    const member = (o: ReturnType<typeof owner>, name: string) => ({ owner: o, name, anchor: name.toLowerCase(), section: 'Methods', label: `${name}()` });
    const dir = { pages: [client, builder], members: [member(client, 'describeModule'), member(builder, 'sign'), member(client, 'sign')] };
    expect(hyphenatedSymbols(dir, 'describe-module from typescript').map((m) => m.link)).toEqual(['/api/x/classes/PactToolboxClient#describemodule']);
    expect(hyphenatedSymbols(dir, 'create-table on upgrade')).toEqual([]);
    // A hyphenated word that spells a type is a package's name.
    expect(hyphenatedSymbols(dir, 'pact-toolbox-client')).toEqual([]);
    // A flag is the command's.
    expect(hyphenatedSymbols(dir, 'pact-toolbox run --describe-module')).toEqual([]);
    // A dotfile is a file's name; a Pact call after its module is the call.
    expect(hyphenatedSymbols(dir, 'pin it in .describe-module')).toEqual([]);
    expect(hyphenatedSymbols(dir, 'coin.describe-module fails').map((m) => m.link)).toEqual(['/api/x/classes/PactToolboxClient#describemodule']);
    // "sign()" is typed as a call: the member whose owner the other words name ("builder").
    expect(namedSymbols(dir, 'builder sign() parameters').map((m) => m.link)).toEqual(['/api/x/classes/PactTransactionBuilder#sign']);
    expect(namedSymbols(dir, 'builder sign parameters')).toEqual([]);
  });
  it('finds the owner a word names one letter off, in a word of five letters or more', () => {
    const owner = (name: string) => ({ name, kind: 'interface' as const, route: `/api/x/interfaces/${name}`, title: name });
    const [config, prelude] = [owner('PactToolboxConfigObj'), owner('CommonPreludeOptions')];
    const member = (o: ReturnType<typeof owner>) => ({ owner: o, name: 'contractsDir', anchor: 'property-contractsdir', section: 'Properties', label: 'contractsDir' });
    const dir = { pages: [config, prelude], members: [member(prelude), member(config)] };
    const first = (q: string) => namedSymbols(dir, q, (name) => (name === 'CommonPreludeOptions' ? 5 : 0))[0]?.link;
    expect(first('contractsdir config')).toBe('/api/x/interfaces/PactToolboxConfigObj#property-contractsdir');
    expect(first('contractsdir confg')).toBe('/api/x/interfaces/PactToolboxConfigObj#property-contractsdir');
    // A short word one letter off ("pre" for a part "pact") names nothing: the guide's choice stands.
    expect(first('contractsDir opt')).toBe('/api/x/interfaces/CommonPreludeOptions#property-contractsdir');
  });
  it("follows a named page with the method of the same name on the type the guide names, if it names one", () => {
    const fn = { name: 'submitAndListen', kind: 'function' as const, route: '/api/x/functions/submitAndListen', title: 'submitAndListen · @pact-toolbox/x' };
    const owner = (name: string) => ({ name, kind: 'class' as const, route: `/api/y/classes/${name}`, title: `${name} · @pact-toolbox/y` });
    const method = (o: ReturnType<typeof owner>) => ({ owner: o, name: 'submitAndListen', anchor: 'submitandlisten', section: 'Methods', label: 'submitAndListen()' });
    const [dispatcher, helpers] = [owner('Dispatcher'), owner('Helpers')];
    const dir = { pages: [fn, dispatcher, helpers], members: [method(helpers), method(dispatcher)] };
    const links = (mentions: (name: string) => number) => namedSymbols(dir, 'submitandlisten params', mentions).map((m) => m.link);
    expect(links((name) => (name === 'Dispatcher' ? 12 : 0))).toEqual(['/api/x/functions/submitAndListen', '/api/y/classes/Dispatcher#submitandlisten']);
    // A type the guide never names brings no method.
    expect(links(() => 0)).toEqual(['/api/x/functions/submitAndListen']);
  });
  it('reads a short compound member name typed in lower case as a plain word, whatever the guide names', () => {
    const page = (name: string) => ({ name, kind: 'interface' as const, route: `/api/x/interfaces/${name}`, title: `${name} · @pact-toolbox/x` });
    const [signer, keyPairSigner] = [page('Signer'), page('KeyPairSigner')];
    const member = (owner: typeof signer) => ({ owner, name: 'keyPair', anchor: 'property-keypair', section: 'Properties', label: 'keyPair' });
    const dir = { pages: [signer, keyPairSigner], members: [member(signer), member(keyPairSigner)] };
    expect(namedSymbols(dir, 'create new account keypair', (name) => (name === 'Signer' ? 9 : 1))).toEqual([]);
    expect(namedSymbols(dir, 'create new account keyPair', (name) => (name === 'Signer' ? 9 : 1)).map((m) => m.link)).toEqual(['/api/x/interfaces/Signer#property-keypair']);
  });
  it('puts a guide section headed by the query before the API names the query holds', () => {
    const text = 'Wallets.\nsetupWallets options\nwallets, autoConnect and preferredWallets.\nEvents\nsetupWallets emits nothing.';
    const toc = [['setupwallets-options', 'setupWallets options'], ['events', 'Events']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: text.indexOf(heading) }));
    const site = buildIndex([{ title: 'Wallet', routePath: '/packages/wallet', content: text, toc }, ...PAGES.filter((p) => p.routePath.startsWith('/api/wallet-adapters/functions'))]);
    const links = (q: string) => search(site, DIRECTORY, q).map((x) => x.link);
    expect(links('setupWallets options').slice(0, 2)).toEqual(['/packages/wallet#setupwallets-options', '/api/wallet-adapters/functions/setupWallets']);
    expect(links('setupwallets optoins')[0]).toBe('/packages/wallet#setupwallets-options');
    // No heading is the query, but the Events section names setupWallets and says what the API page does not (events):
    // that section leads, the page follows (explainedInGuide). A word the API page holds leaves the page first.
    expect(links('setupWallets events').slice(0, 2)).toEqual(['/packages/wallet#events', '/api/wallet-adapters/functions/setupWallets']);
    expect(links('setupWallets wallets')[0]).toBe('/api/wallet-adapters/functions/setupWallets');
  });
  it('puts the guide row defining a member whose entry gives only its type before that entry', () => {
    const owner = { name: 'WalletConnectConfig', kind: 'interface' as const, route: '/api/wallet-adapters/interfaces/WalletConnectConfig', title: 'WalletConnectConfig · @pact-toolbox/wallet-adapters' };
    const member = (name: string) => ({ owner, name, anchor: `property-${name.toLowerCase()}`, section: 'Properties', label: name });
    const dir = { pages: [owner], members: [member('projectId'), member('relayUrl')] };
    const api = (list: string) => ({ title: owner.title, routePath: owner.route, content: `interface WalletConnectConfig\nMember${list}\nprojectId property${list ? '\tThe project id.' : ''}\nrelayUrl property`, toc: [] });
    const guide = 'Wallets.\nWalletConnect configuration\nprojectId\tstring\trequired\tProject id from your WalletConnect account.\nMagic\nA projectId is not needed.';
    const toc = [['walletconnect-configuration', 'WalletConnect configuration'], ['magic', 'Magic']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: guide.indexOf(heading) }));
    const first = (list: string, q: string) => search(buildIndex([{ title: 'Wallet', routePath: '/packages/wallet', content: guide, toc }, api(list)]), dir, q)[0].link;
    // The member list gives projectId no description: the guide's table row answers first.
    expect(first('', 'walletconnect projectId')).toBe('/packages/wallet#walletconnect-configuration');
    // Described in its own entry, the member leads as before.
    expect(first('\tDescription', 'walletconnect projectId')).toBe('/api/wallet-adapters/interfaces/WalletConnectConfig#property-projectid');
  });
  it('treats a one-word member name as a topic', () => {
    expect(pages('connect')[0]).toBe('/packages/wallet');
  });
  it('leads a package name to its guide page, then the package page', () => {
    expect(pages('wallet-adapters').slice(0, 2)).toEqual(['/packages/wallet', '/api/wallet-adapters/']);
    expect(pages('@pact-toolbox/wallet-adapters').slice(0, 2)).toEqual(['/packages/wallet', '/api/wallet-adapters/']);
  });
  it("leads a package's full name to the top of a guide page about that package alone, not the section spelling it", () => {
    const guide = 'Posts transactions.\nInstall\nnpm install @pact-toolbox/chainweb-client\nTimeouts\nThe client waits.';
    const toc = [['install', 'Install'], ['timeouts', 'Timeouts']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: guide.indexOf(heading) }));
    const wallet = 'Four packages.\nWallet UI\nnpm install @pact-toolbox/wallet-ui\nA modal to pick a wallet.';
    const walletToc = [{ id: 'wallet-ui', text: 'Wallet UI', depth: 2, charIndex: wallet.indexOf('Wallet UI') }];
    const site = buildIndex([
      { title: 'Chainweb Client', routePath: '/packages/chainweb-client', content: guide, toc },
      { title: '@pact-toolbox/chainweb-client', routePath: '/api/chainweb-client/', content: 'Package: @pact-toolbox/chainweb-client', toc: [] },
      { title: 'Wallet', routePath: '/packages/wallet', content: wallet, toc: walletToc },
      { title: '@pact-toolbox/wallet-ui', routePath: '/api/wallet-ui/', content: 'Package: @pact-toolbox/wallet-ui', toc: [] },
    ]);
    const links = (q: string) => search(site, undefined, q).map((s) => s.link);
    expect(links('@pact-toolbox/chainweb-client').slice(0, 2)).toEqual(['/packages/chainweb-client', '/packages/chainweb-client#install']);
    // The Wallet page documents four packages: the section about the one named answers, not the page's top.
    expect(links('@pact-toolbox/wallet-ui')[0]).toBe('/packages/wallet#wallet-ui');
  });
  it('leads a package with no guide page of its own, asked by its plain word, to the guide section it names as a term', () => {
    const cli = 'Commands.\nprelude: download the preludes\nFetches the preludes your config names.\ntest: run the tests\nRuns them.';
    const toc = [['prelude', 'prelude: download the preludes'], ['test', 'test: run the tests']].map(([id, heading]) => ({ id, text: heading, depth: 2, charIndex: cli.indexOf(heading) }));
    const pkg = 'Package: @pact-toolbox/prelude\nDownloads and deploys preludes.\nchainwebPrelude\nThe Chainweb prelude.\nmarmaladePrelude\nThe Marmalade prelude.';
    const pkgToc = [['chainwebprelude', 'chainwebPrelude'], ['marmaladeprelude', 'marmaladePrelude']].map(([id, heading]) => ({ id, text: heading, depth: 3, charIndex: pkg.indexOf(heading) }));
    const site = buildIndex([
      { title: 'CLI', routePath: '/packages/cli', content: cli, toc },
      { title: '@pact-toolbox/prelude', routePath: '/api/prelude/', content: pkg, toc: pkgToc },
    ]);
    const first = (q: string) => search(site, undefined, q)[0].link;
    expect(first('preludes')).toBe('/packages/cli#prelude');
    expect(first('prelude')).toBe('/packages/cli#prelude');
    // Written as the package's name, the query asks for the package.
    expect(first('@pact-toolbox/prelude').split('#')[0]).toBe('/api/prelude/');
  });
  it('keeps each page in one run of entries and at most `limit` pages', () => {
    const links = search(index, DIRECTORY, 'wallet', 2).map((s) => s.link.split('#')[0]);
    expect(new Set(links).size).toBe(2);
    expect(links).toEqual([...links].sort((a, b) => links.indexOf(a) - links.indexOf(b)));
  });
  it('answers nothing for an empty query or no match', () => {
    expect(search(index, DIRECTORY, '  ')).toEqual([]);
    expect(search(index, DIRECTORY, 'zzqqxx')).toEqual([]);
  });
});

describe('a member name many symbols share', () => {
  const owner = (name: string) => ({ name, kind: 'interface' as const, route: `/api/x/interfaces/${name}`, title: `${name} · @pact-toolbox/x` });
  const member = (ownerName: string) => ({ kind: 'member' as const, member: { owner: owner(ownerName), name: 'chainId', anchor: 'property-chainid', section: 'Properties', label: 'chainId' }, link: `/api/x/interfaces/${ownerName}#property-chainid`, exactCase: true });
  it('is one when members of enough symbols, and nothing else, match it', () => {
    const owners = ['A', 'B', 'C', 'D', 'E'].slice(0, SHARED_MEMBER_OWNERS);
    expect(isSharedMemberName(owners.map(member))).toBe(true);
    expect(isSharedMemberName(owners.slice(1).map(member))).toBe(false);
    // A page of that name is what it names: "ChainwebClient" with a member elsewhere is no setting.
    const page = { kind: 'page' as const, page: owner('chainId'), link: '/api/x/interfaces/chainId', exactCase: true };
    expect(isSharedMemberName([page, ...owners.map(member)])).toBe(false);
    expect(isSharedMemberName([])).toBe(false);
  });

  it('counts in a query of several words when its camel-case names are shared members and no word names a page', () => {
    const owners = ['A', 'B', 'C', 'D', 'E'].slice(0, SHARED_MEMBER_OWNERS).map(owner);
    const members = (name: string, of = owners) => of.map((o) => ({ owner: o, name, anchor: `property-${name.toLowerCase()}`, section: 'Properties', label: name }));
    const dir = { pages: [...owners, owner('Config')], members: [...members('chainId'), ...members('networkId'), ...members('error'), ...members('rpcUrl', owners.slice(1))] };
    expect(sharedMemberWords(dir, 'networkId chainId config')).toBe(false); // "config" names the page Config
    expect(sharedMemberWords(dir, 'networkId chainId for tests')).toBe(true);
    expect(sharedMemberWords(dir, 'chainId')).toBe(false); // one word: isSharedMemberName decides
    expect(sharedMemberWords(dir, 'error reference')).toBe(false); // a reader's word, not a name typed as code
    expect(sharedMemberWords(dir, 'rpcUrl chainId')).toBe(false); // rpcUrl belongs to too few symbols here
  });
});

describe('a package named with a word for its reference', () => {
  it('opens on the API page, title first, where the name alone opens on the guide page', () => {
    expect(search(index, DIRECTORY, '@pact-toolbox/wallet-adapters api')[0].link).toBe('/api/wallet-adapters/');
    expect(search(index, DIRECTORY, 'wallet-adapters api reference')[0].link).toBe('/api/wallet-adapters/');
    expect(search(index, DIRECTORY, '@pact-toolbox/wallet-adapters')[0].link.split('#')[0]).toBe('/packages/wallet');
  });
});

describe('search narrowed by a scope prefix', () => {
  const guide = buildIndex(guidePages());
  it('keeps one kind of API page for a kind prefix, guide pages for "guide:"', () => {
    const links = (q: string) => search(index, DIRECTORY, q).map((s) => s.link);
    expect(links('wallet').some((l) => !l.includes('/api/'))).toBe(true);
    expect(links('api: wallet').length).toBeGreaterThan(0);
    expect(links('api: wallet').every((l) => l.includes('/api/'))).toBe(true);
    expect(links('class: WalletService')[0]).toBe('/api/wallet-adapters/classes/WalletService');
    expect(links('fn: wallet').every((l) => l.includes('/functions/'))).toBe(true);
    expect(links('guide: wallet').every((l) => !l.includes('/api/'))).toBe(true);
  });
  it('answers a guide index: "guide:" changes nothing there, an API scope finds nothing', () => {
    const all = search(guide, undefined, 'wallet');
    expect(all.length).toBeGreaterThan(0);
    expect(search(guide, undefined, 'guide: wallet').map((s) => s.link)).toEqual(all.map((s) => s.link));
    expect(search(guide, undefined, 'fn: wallet')).toEqual([]);
    expect(search(guide, undefined, 'api: wallet')).toEqual([]);
  });
});

describe('nearSymbols', () => {
  it('leads with the API page one typo away from a compound name', () => {
    expect(search(index, DIRECTORY, 'setupWalelts')[0].link).toBe('/api/wallet-adapters/functions/setupWallets');
    expect(nearSymbols(DIRECTORY, 'WalletServcie').map((m) => m.link)).toEqual(['/api/wallet-adapters/classes/WalletService']);
    // Typed all in lower case too ("defineconfg" for defineConfig): a compound name is no topic word.
    expect(nearSymbols(DIRECTORY, 'walletservcie').map((m) => m.link)).toEqual(['/api/wallet-adapters/classes/WalletService']);
    expect(nearSymbols(DIRECTORY, 'Walletservcie')).toEqual([]);
  });
  it('leaves short names, one-word names and sentences to the scores', () => {
    expect(nearSymbols(DIRECTORY, 'setupWallets')).toEqual([]);
    expect(nearSymbols(DIRECTORY, 'setup wallets')).toEqual([]);
  });
});

describe('a named symbol whose entry lacks a word of the query', () => {
  const apiText = 'connectWallet\nfunction connectWallet(walletId: string, options?: ConnectOptions): Promise<Wallet>;\nConnect to a specific wallet.\nwalletId string\noptions? ConnectOptions';
  const guideText = 'Wallet\nsetupWallets options\nconnectWallet waits for the wallet; its timeout option stops the wait after the given milliseconds.\nErrors\nA wallet that is not installed throws.';
  const heading = (text: string, title: string, id: string) => ({ id, text: title, depth: 2, charIndex: text.indexOf(title) });
  const site = buildIndex([
    { title: 'connectWallet', routePath: '/api/wallet-adapters/functions/connectWallet', content: apiText, toc: [] },
    { title: 'Wallet', routePath: '/packages/wallet', content: guideText, toc: [heading(guideText, 'setupWallets options', 'setupwallets-options'), heading(guideText, 'Errors', 'errors')] },
  ]);
  const page = { name: 'connectWallet', kind: 'function' as const, route: '/api/wallet-adapters/functions/connectWallet', title: 'connectWallet · @pact-toolbox/wallet-adapters' };
  const dir = { pages: [page], members: [] };
  it('gives the lead to the guide section that names it and holds every word', () => {
    expect(search(site, dir, 'connectwallet timeout')[0].link).toBe('/packages/wallet#setupwallets-options');
    expect(search(site, dir, 'connectwallet timeout')[1].link).toBe('/api/wallet-adapters/functions/connectWallet');
  });
  it('keeps the entry first when the other words ask for what the entry shows (its signature, what it returns)', () => {
    expect(search(site, dir, 'connectwallet signature')[0].link).toBe('/api/wallet-adapters/functions/connectWallet');
    expect(search(site, dir, 'connectwallet return type')[0].link).toBe('/api/wallet-adapters/functions/connectWallet');
    expect(search(site, dir, 'connectwallet options')[0].link).toBe('/api/wallet-adapters/functions/connectWallet');
    expect(search(site, dir, 'connectwallet signiture')[0].link).toBe('/api/wallet-adapters/functions/connectWallet');
    expect(asksForShape('retrun')).toBe(true);
    expect(asksForShape('Parameters')).toBe(true);
    expect(asksForShape('timeout')).toBe(false);
    // Short words are taken only as spelled: "tape" is no "type".
    expect(asksForShape('tape')).toBe(false);
  });
  it('does nothing when no guide section holds every word', () => {
    const match = namedSymbols(dir, 'connectwallet retries')[0];
    expect(match).toBeDefined();
    expect(explainedInGuide(site, [], match, [])).toBeUndefined();
    expect(search(site, dir, 'connectwallet retries')[0].link).toBe('/api/wallet-adapters/functions/connectWallet');
  });
});

describe('a named symbol asked for its options', () => {
  const page = (name: string, kind: 'class' | 'interface' | 'function', pkg = 'kda') => ({ name, kind, route: `/api/${pkg}/${kind === 'class' ? 'classes' : `${kind}s`}/${name}`, title: `${name} · @pact-toolbox/${pkg}` });
  const coin = page('CoinService', 'class');
  const options = page('TransferCreateOptions', 'interface');
  const method = { owner: coin, name: 'transferCreate', anchor: 'transfercreate', section: 'Methods', label: 'transferCreate()' };
  const dir = { pages: [coin, options, page('transferOptions', 'interface', 'other')], members: [method] };
  it('leads with the options type named after it, in its package, when the query asks for options', () => {
    const found = namedSymbols(dir, 'coinservice transfercreate options');
    expect(found[0].link).toBe('/api/kda/classes/CoinService#transfercreate');
    expect(optionsTypeOf(dir, found[0], 'coinservice transfercreate options')?.link).toBe('/api/kda/interfaces/TransferCreateOptions');
    expect(optionsTypeOf(dir, found[0], 'coinservice transfercreate params')?.link).toBe('/api/kda/interfaces/TransferCreateOptions');
    // Not asked for options, or no such type in the package: the symbol leads alone.
    expect(optionsTypeOf(dir, found[0], 'coinservice transfercreate example')).toBeUndefined();
    const transfer = { ...method, name: 'transfer', anchor: 'transfer' };
    expect(optionsTypeOf(dir, { kind: 'member', member: transfer, link: '/api/kda/classes/CoinService#transfer', exactCase: false }, 'transfer options')).toBeUndefined();
  });
});

describe('a name pasted alone that only code writes so', () => {
  it('is a word joined by underscores, or led by $', () => {
    for (const name of ['__PACT_TOOLBOX_NETWORKS__', 'PACT_PRIVATE_KEY', 'LOG_LEVEL', '$store', 'DEBUG=1', 'LOG_LEVEL=debug', 'check:install', 'test:full']) expect(VERBATIM_NAME.test(name), name).toBe(true);
    for (const query of ['pact toolbox networks', 'createPactTestEnv', 'LOG_LEVEL=info pnpm dev', 'snake_case words here', 'debug=1', 'a = b', 'error: keyset failure', 'Error:Keyset']) expect(VERBATIM_NAME.test(query), query).toBe(false);
  });
  it('puts the pages writing it as written first, that section first; nothing moves when none writes it', () => {
    const text = (words: string) => `Intro.\nSettings\n${words}`;
    const site = buildIndex([
      { title: 'Network', routePath: '/network', content: text('The pact toolbox networks, networks of pact toolbox, for pact and toolbox networks.'), toc: [{ id: 'settings', text: 'Settings', depth: 2, charIndex: 7 }] },
      { title: 'Plugin', routePath: '/plugin', content: text('The plugin defines globalThis.__PACT_TOOLBOX_NETWORKS__ in the bundle.'), toc: [{ id: 'settings', text: 'Settings', depth: 2, charIndex: 7 }] },
    ]);
    const scored = [0, 1].map((doc) => ({ doc, score: 2 - doc, sections: site.docs[doc].sections.map((section) => ({ section, score: 1, matched: 1, inHeading: 0 })), inTitle: 0 }));
    const order = (q: string) => verbatimFirst(site, scored, q).map((p) => site.docs[p.doc].route);
    expect(order('__PACT_TOOLBOX_NETWORKS__')).toEqual(['/plugin', '/network']);
    expect(site.sections[verbatimFirst(site, scored, '__PACT_TOOLBOX_NETWORKS__')[0].sections[0].section].text).toContain('__PACT_TOOLBOX_NETWORKS__');
    expect(order('PACT_TOOLBOX_MISSING')).toEqual(['/network', '/plugin']);
    expect(order('pact toolbox networks')).toEqual(['/network', '/plugin']);
  });
  it('puts the section whose table has a row for a camelCase option first, not one that only mentions it', () => {
    const site = buildIndex([
      { title: 'Network', routePath: '/network', content: 'Intro.\nOverrides\nSet defaultNetwork to devnet, or name defaultNetwork per environment; defaultNetwork wins.', toc: [{ id: 'overrides', text: 'Overrides', depth: 2, charIndex: 7 }] },
      { title: 'Config', routePath: '/config', content: 'Intro.\nTop-level keys\nKey\tType\tMeaning\ndefaultNetwork\tstring\tNetwork used when none is named.', toc: [{ id: 'keys', text: 'Top-level keys', depth: 2, charIndex: 7 }] },
    ]);
    const scored = [0, 1].map((doc) => ({ doc, score: 2 - doc, sections: site.docs[doc].sections.map((section) => ({ section, score: 1, matched: 1, inHeading: 0 })), inTitle: 0 }));
    const order = (q: string) => verbatimFirst(site, scored, q).map((p) => site.docs[p.doc].route);
    expect(order('defaultNetwork')).toEqual(['/config', '/network']);
    // A name no row defines, or words: nothing moves.
    expect(order('networkOverrides')).toEqual(['/network', '/config']);
    expect(order('default network')).toEqual(['/network', '/config']);
  });
  it('puts the table row defining an environment variable first, then the sections writing it, with a word or two beside the name', () => {
    const site = buildIndex([
      { title: 'Tests', routePath: '/test', content: 'Intro.\nIn CI\nSet PACT_TOOLBOX_NETWORK=devnet in the job, and LOG_LEVEL=debug.', toc: [{ id: 'ci', text: 'In CI', depth: 2, charIndex: 7 }] },
      { title: 'CLI', routePath: '/cli', content: 'Intro.\nVariables\nVariable\tRead by\tMeaning\nPACT_TOOLBOX_NETWORK\ttests\tNetwork used.\nDEBUG, LOG_LEVEL\tall\tMore output.', toc: [{ id: 'vars', text: 'Variables', depth: 2, charIndex: 7 }] },
      { title: 'Other', routePath: '/other', content: 'Intro.\nNetworks\nThe network for tests.', toc: [{ id: 'n', text: 'Networks', depth: 2, charIndex: 7 }] },
    ]);
    const scored = [2, 0, 1].map((doc, i) => ({ doc, score: 3 - i, sections: site.docs[doc].sections.map((section) => ({ section, score: 1, matched: 1, inHeading: 0 })), inTitle: 0 }));
    const order = (q: string) => verbatimFirst(site, scored, q).map((p) => site.docs[p.doc].route);
    expect(order('PACT_TOOLBOX_NETWORK env')).toEqual(['/cli', '/test', '/other']);
    // A name listed with another in the row's first cell is defined there too.
    expect(order('LOG_LEVEL more')).toEqual(['/cli', '/test', '/other']);
    // Alone, the name goes to the sections writing it, as any pasted name; with a word the row's section lacks, the
    // pages stay as scored.
    expect(order('PACT_TOOLBOX_NETWORK')).toEqual(['/test', '/cli', '/other']);
    expect(order('PACT_TOOLBOX_NETWORK devnet')).toEqual(['/other', '/test', '/cli']);
    // Two names, a long query, or no name: the pages as scored.
    expect(order('PACT_TOOLBOX_NETWORK LOG_LEVEL')).toEqual(['/other', '/test', '/cli']);
    expect(order('how do i set PACT_TOOLBOX_NETWORK in ci')).toEqual(['/other', '/test', '/cli']);
    expect(rowDefines('\nDEBUG, LOG_LEVEL\tall', 'LOG_LEVEL')).toBe(true);
    expect(rowDefines('\nLOG_LEVEL=info npx pact-toolbox doctor', 'LOG_LEVEL')).toBe(false);
  });
});

describe('pasted markup', () => {
  it('an HTML tag with attributes finds nothing; a component in brackets, or words about markup, are searched', () => {
    expect(MARKUP_TAG.test('<img src=x onerror=alert(1)>')).toBe(true);
    expect(MARKUP_TAG.test('<a href="x">')).toBe(true);
    const site = buildIndex([{ title: 'Building the UI', routePath: '/ui', content: 'Building the UI\nShow an img from src, set onError to alert(1) the user.', toc: [] }]);
    expect(search(site, undefined, 'img src onerror alert 1').length).toBeGreaterThan(0);
    expect(search(site, undefined, '<img src=x onerror=alert(1)>')).toEqual([]);
    for (const query of ['<WalletModalProvider>', 'img src attribute', 'LOG_LEVEL=info pnpm dev', '<pact-wallet-selector>']) expect(MARKUP_TAG.test(query), query).toBe(false);
    expect(search(index, DIRECTORY, 'setupwallets').length).toBeGreaterThan(0);
  });
});

describe('a name this version lacks that a change page lists as removed on main', () => {
  const site = buildIndex([
    { title: 'Docker', routePath: '/setup/docker', content: 'Docker.\nContainers left behind or replaced\nAfter a run the containers are replaced.', toc: [{ id: 'containers-left-behind-or-replaced', text: 'Containers left behind or replaced', depth: 2, charIndex: 8 }] },
    { title: 'Changes between npm 0.2.0 and main · @pact-toolbox/signers', routePath: '/api/signers/changes', content: 'Counts.\nRemoved on main\nName\tKind\tOn main\ngenerateKeyPairSigner\tfunction\tKeyPairSigner.generate\nMessageSigner\ttype alias\t—', toc: [{ id: 'removed-on-main', text: 'Removed on main', depth: 2, charIndex: 8 }] },
  ]);
  const scored = [{ doc: 0, score: 5, sections: site.docs[0].sections.map((section) => ({ section, score: 5, matched: 2, inHeading: 1 })), inTitle: 0 }];
  const lead = (q: string, present: (name: string) => boolean = () => false) => {
    const first = removedFirst(site, scored, q, present)[0];
    return `${site.docs[first.doc].route}#${site.sections[first.sections[0].section].id}`;
  };
  it('puts that list first, the section leading its page, for the name in camel case or a long one in any case', () => {
    expect(lead('replace generateKeyPairSigner after moving to main')).toBe('/api/signers/changes#removed-on-main');
    expect(lead('generatekeypairsigner after')).toBe('/api/signers/changes#removed-on-main');
    expect(lead('MessageSigner')).toBe('/api/signers/changes#removed-on-main');
  });
  it('moves nothing for a name this version has, a name no list holds, or plain words', () => {
    expect(removedFirst(site, scored, 'replace generateKeyPairSigner', (name) => name === 'generatekeypairsigner')).toBe(scored);
    expect(removedFirst(site, scored, 'replace createNoopSigner', () => false)).toBe(scored);
    expect(removedFirst(site, scored, 'containers replaced after a run', () => false)).toBe(scored);
  });
});
