/**
 * The site's search (pure, browser-safe): our index over Rspress's pages plus the
 * API symbol directory. Order of the answer:
 * 1. Exact API names first (as before): when the query is an API name written in
 *    its exact case, or a compound name in any case ("createdevnetclient"), that
 *    page or member anchor leads. A name with a few words beside it leads too
 *    (namedSymbols), unless a guide section's heading is the query itself: that
 *    section comes first ("createPactTestEnv options"). A one-word name in another case ("wallet" for
 *    the `Wallet` interface) is a topic: it is only scored like any title.
 * 2. Then pages by score (score.ts); a package page that is the query brings the
 *    guide page that documents the package (the one naming it most) just above it.
 * 3. One entry per page with its best sections (group.ts), RESULT_LIMIT pages.
 */
import { withoutLogPrefix } from './log-prefix';
import { firstGuideWriting, isCodeName } from './written-name';
import { namedPage } from './page-names';
import { CONCEPT_DATA } from './concept-data';
import { comparedInGuide } from './compared';
import { findSymbols, firstCase, memberMatch, type SymbolDirectory, type SymbolMatch, type SymbolMember } from './directory';
import { withinOneEdit } from './fuzzy';
import { asksInWords, CHANGES_QUESTION, COMPARISON, RELATION_QUESTION, REMOVED_QUESTION } from './intents';
import { ENTRIES_PER_PAGE, RESULT_LIMIT } from '../../../config/reader-constants';
import { suggestionsFor } from './group';
import { pageOf, suggestionFor } from './rank';
import { correctedQuery, headingTerm, MATCH, type PageScore, type QueryTerm, queryTerms, sameSet, scorePages, wordSet } from './score';
import { GENERAL_STEMS } from './concepts';
import type { SearchIndex } from './search-index';
import { stem } from './stem';
import { type OtherVersion, otherVersionSuggestions } from './other-version';
import { inScope, kindOfWord, parseScope } from './scope';
import { escapeRegExp, normalizeText } from './text';
import { identifierParts, queryWords } from './tokenize';
import type { Suggestion } from './types';

/**
 * A symbol match that leads whatever the scores say: a compound name in any case
 * ("createdevnetclient"), a qualified member ("ChainwebClient.forChain"), or a
 * one-word top-level name typed in its exact case, unless it is all lowercase and
 * a guide page carries it as its title ("unplugin", "wallet": topics, scored like
 * any other title). One-word members ("timeout", "magic") never lead.
 */
export function leads(match: SymbolMatch, query: string, guideTitles: Set<string>): boolean {
  const name = match.kind === 'page' ? match.page.name : match.member.name;
  if (identifierParts(name).length > 1 || identifierParts(query.trim()).length > 1 || /\d/.test(name) || /[.#]/.test(query)) return true;
  // One-word members ("timeout", "magic", "wallet") are topics first; their headings are scored.
  if (!match.exactCase || match.kind === 'member') return false;
  return /[A-Z]/.test(name) || !guideTitles.has(normalizeText(name));
}

/** A member name this many API symbols or more share ("chainId") names a setting, not one entry. */
export const SHARED_MEMBER_OWNERS = 4;

/**
 * Whether a query of several words names members many symbols share and nothing else by name: every word that matches
 * a symbol matches shared members only (isSharedMemberName), and one of them is typed in camel case, as code writes
 * it ("networkId chainId config"; "error reference" names no member).
 */
/** A name written in camel case, as code names its members ("chainId", "rpcUrl"). */
const CAMEL_NAME = /^[a-z]+[A-Z][A-Za-z]*$/;

export function sharedMemberWords(dir: SymbolDirectory, query: string): boolean {
  const words = query.trim().split(/\s+/);
  if (words.length < 2) return false;
  // A word of the reader's language ("error", "reference") that happens to be a member's name is no name being typed.
  const named = words.map((w) => findSymbols(dir, w)).filter((m) => m.length);
  return named.length > 0 && named.every(isSharedMemberName) && words.some((w) => CAMEL_NAME.test(w) && findSymbols(dir, w).length > 0);
}

/**
 * Whether a name's matches are members only, of SHARED_MEMBER_OWNERS symbols or more: "chainId" alone is a property of
 * a dozen interfaces, so no one entry answers; the guide section that explains the setting leads, the entries follow.
 */
export function isSharedMemberName(matches: readonly SymbolMatch[]): boolean {
  if (!matches.length || matches.some((m) => m.kind === 'page')) return false;
  return new Set(matches.map((m) => (m.kind === 'member' ? m.member.owner.route : m.link))).size >= SHARED_MEMBER_OWNERS;
}

/** A compound name this long or longer, typed one typo away from a top-level API name, leads with that name. */
export const NEAR_NAME_MIN_LENGTH = 8;

/**
 * Top-level API pages one typo away from a compound name typed as one word ("createPactTestEvn" for
 * createPactTestEnv, or "defineconfg" all in lower case for defineConfig): they lead as the exact name would. One-word
 * names and members are left to the scores.
 */
export function nearSymbols(dir: SymbolDirectory, query: string): SymbolMatch[] {
  const typed = query.trim();
  if (!/^[A-Za-z_$][\w$]*$/.test(typed) || typed.length < NEAR_NAME_MIN_LENGTH) return [];
  // Typed in camelCase, any near name; typed all in lower case ("defineconfg"), a near compound name.
  const camel = identifierParts(typed).length >= 2;
  if (!camel && typed !== typed.toLowerCase()) return [];
  const name = typed.toLowerCase();
  const near = dir.pages
    .filter((p) => camel || identifierParts(p.name).length >= 2)
    .filter((p) => Math.abs(p.name.length - name.length) <= 1 && p.name.toLowerCase() !== name && withinOneEdit(name, p.name.toLowerCase()))
    .sort((a, b) => firstCase(typed, b.name) - firstCase(typed, a.name));
  return (near.length || !camel ? near : missingPart(dir, typed)).map((page) => ({ kind: 'page' as const, page, link: page.route, exactCase: false }));
}

/** At most this many names (case apart) may have the part a camelCase name was typed without, for them to lead. */
export const MISSING_PART_NAMES_MAX = 2;

/**
 * Top-level API pages a camelCase name was typed without one of its inner parts ("createNetworkContext" for
 * createToolboxNetworkContext, "getNetworkContext" for getGlobalNetworkContext): same first part, the typed parts in
 * order, one part more; none when the name is exact or when more than MISSING_PART_NAMES_MAX names would fit.
 */
export function missingPart<P extends { name: string }>(dir: { pages: readonly P[] }, typed: string): P[] {
  const parts = identifierParts(typed);
  if (parts.length < 2 || dir.pages.some((p) => p.name.toLowerCase() === typed.toLowerCase())) return [];
  const fits = (name: string) => {
    const full = identifierParts(name);
    if (full.length !== parts.length + 1 || full[0] !== parts[0] || full[full.length - 1] !== parts[parts.length - 1]) return false;
    return full.some((_, skip) => skip > 0 && skip < full.length - 1 && full.filter((__, i) => i !== skip).every((p, i) => p === parts[i]));
  };
  const pages = dir.pages.filter((p) => fits(p.name));
  return new Set(pages.map((p) => p.name.toLowerCase())).size > MISSING_PART_NAMES_MAX ? [] : pages;
}

/** Of members sharing a name, the one, or else the one of the type the guide names most (none on a tie or if unnamed). */
export function guidesMember(members: readonly SymbolMember[], mentions: (name: string) => number): SymbolMember | undefined {
  if (members.length === 1) return members[0];
  const told = members.map((m) => mentions(m.owner.name));
  const top = Math.max(0, ...told);
  return top > 0 && told.filter((n) => n === top).length === 1 ? members[told.indexOf(top)] : undefined;
}

/** Of members sharing a name, the one of the type the guide names most, if the guide names any (ties: the first). */
function mostNamedMember(members: readonly SymbolMember[], mentions: (name: string) => number): SymbolMember[] {
  return members.filter((m) => mentions(m.owner.name) > 0).sort((a, b) => mentions(b.owner.name) - mentions(a.owner.name)).slice(0, 1);
}

/**
 * The API member a Pact-style word of the query spells with hyphens ("describe-module" → describeModule), wherever it
 * stands, even in a sentence ("describe-module from typescript"): the one member of that name or, of several, the one
 * of the type the guide names most.
 */
export function hyphenatedSymbols(dir: SymbolDirectory, query: string, mentions: (name: string) => number = () => 0): SymbolMatch[] {
  // A command-line flag ("--contracts-dir") is the command's, not a name; nor is a dotfile (".pact-version"), where a
  // Pact call after its module ("coin.get-balance") is.
  for (const word of query.match(/(?<![-\w])(?<!(?:^|[\s"'`(])\.)[A-Za-z]+(?:-[A-Za-z]+)+/g) ?? []) {
    // Only members: a hyphenated word that spells a type is a package's name ("chainweb-client", not ChainwebClient).
    const joined = word.replace(/-/g, '').toLowerCase();
    const member = guidesMember(dir.members.filter((m) => m.name.toLowerCase() === joined && identifierParts(m.name).length > 1), mentions);
    if (member) return [memberMatch(member, false)];
  }
  return [];
}

/**
 * The API page a short query names with its kind ("wallet interface methods", "class walletservice"), as docs.rs reads
 * "struct Foo": words equal, in any case, to a top-level name of the kind another word names lead with that page. The
 * name may be written as words ("wallet provider interface" → WalletProvider) and, NEAR_NAME_MIN_LENGTH letters or
 * more, one typo off ("walet provider interface"); the longest name written wins ("wallet provider", not Wallet).
 */
export function kindNamedSymbols(dir: SymbolDirectory, query: string): SymbolMatch[] {
  const words = query.trim().split(/\s+/);
  if (words.length < 2 || words.length > NAMED_MAX_WORDS) return [];
  const kinds = words.map(kindOfWord);
  // Runs of adjacent words that name no kind, joined, longest first.
  const names: string[] = [];
  for (let size = words.length - 1; size >= 1; size--) {
    for (let at = 0; at + size <= words.length; at++) if (!kinds.slice(at, at + size).some(Boolean)) names.push(words.slice(at, at + size).join('').toLowerCase());
  }
  for (const kind of kinds) {
    if (!kind) continue;
    const ofKind = dir.pages.filter((p) => inScope(p.route, { area: 'api', kind }));
    const spelled = (name: string, p: { name: string }) => p.name.toLowerCase() === name || (name.length >= NEAR_NAME_MIN_LENGTH && withinOneEdit(name, p.name.toLowerCase()));
    for (const name of names) {
      const page = ofKind.find((p) => p.name.toLowerCase() === name) ?? ofKind.find((p) => spelled(name, p));
      if (page) return [{ kind: 'page', page, link: page.route, exactCase: false }];
    }
  }
  return [];
}

/** A word typed this long or longer that begins API names may be a name being typed. */
export const PREFIX_NAME_MIN_LENGTH = 7;
/** At most this many names (case apart) may begin with it for them to lead. */
export const PREFIX_NAMES_MAX = 2;

/**
 * Top-level API names the query, one word the site does not use, begins ("walletserv" → WalletService and
 * walletService): they lead when there are at most PREFIX_NAMES_MAX of them, as a name typed in full would.
 */
export function prefixSymbols(dir: SymbolDirectory, query: string, known: (word: string) => boolean): SymbolMatch[] {
  const typed = query.trim();
  if (!/^[A-Za-z_$][\w$]*$/.test(typed) || typed.length < PREFIX_NAME_MIN_LENGTH || known(typed.toLowerCase())) return [];
  const word = typed.toLowerCase();
  const pages = dir.pages.filter((p) => p.name.length > word.length && p.name.toLowerCase().startsWith(word) && identifierParts(p.name).length > 1);
  if (!pages.length || new Set(pages.map((p) => p.name.toLowerCase())).size > PREFIX_NAMES_MAX) return [];
  return pages
    .sort((a, b) => firstCase(typed, b.name) - firstCase(typed, a.name) || a.name.length - b.name.length)
    .map((page) => ({ kind: 'page' as const, page, link: page.route, exactCase: false }));
}

/** The names of a function's options type, after the function's own name ("setupWallets" → SetupWalletsOptions). */
export const OPTIONS_SUFFIXES = ['options', 'config', 'props', 'params'];

/** Whether a page is the options type named after `name` (setupWallets → SetupWalletsOptions, any case). */
const namesOptionsOf = (page: { name: string }, name: string) => OPTIONS_SUFFIXES.some((x) => page.name.toLowerCase() === name.toLowerCase() + x);

/** A compound member name typed in lower case this long or shorter may be a plain word ("keypair", "gaslimit"). */
export const NAME_AS_WORD_MAX = 9;

/** A query naming an API page with a few words beside the name: at most this many words. */
export const NAMED_MAX_WORDS = 4;
/** An owner's word typed this long or longer counts one typo away (shorter words are too often other words). */
export const OWNER_TYPO_MIN_LENGTH = 5;

/**
 * The API pages a longer query names by a compound name ("createDevNetNetworkConfig params", "createScript run
 * context"): its first or last word equal, in any case, to a top-level name of two parts or more leads with
 * that page, as docs.rs does; "fromBase64Url:" with a colon opens a message, not a name. A question or task asked in words ("what does createPactTestEnv return") is left to
 * the scores: the guide answers it.
 */
export function namedSymbols(dir: SymbolDirectory, query: string, mentions: (name: string) => number = () => 0, known: (word: string) => boolean = () => false): SymbolMatch[] {
  const words = query.trim().split(/\s+/);
  if (words.length < 2 || words.length > NAMED_MAX_WORDS || asksInWords(query)) return [];
  const ends = [...new Set([words[0], words[words.length - 1]])];
  const typed = words.map((w) => w.toLowerCase());
  const asMember = (m: SymbolMember) => memberMatch(m, false);
  // The name opens or closes the query; a name inside a sentence ("Value is not a KeyPairSigner") is a pasted message.
  // A name one typo off counts too, as it does typed alone (nearSymbols): in camelCase ("getPrimaryWalet return type"),
  // or in lower case when the site never uses the word ("basewalet sign overloads").
  const byName = (word: string) => {
    const exact = findSymbols(dir, word);
    return exact.length || (identifierParts(word).length < 2 && known(word.toLowerCase())) ? exact : nearSymbols(dir, word);
  };
  const pages = ends.flatMap((word) => byName(word).filter((m): m is Extract<SymbolMatch, { kind: 'page' }> => m.kind === 'page' && identifierParts(m.page.name).length > 1));
  // Another word naming a member of the page, or of its options type ("setupWallets preferredWallets" → the member of
  // SetupWalletsOptions), by name or one typo from it ("chainwebclient forchian", six letters or more), leads with it.
  const owners = new Set(pages.flatMap((p) => [p.page, ...dir.pages.filter((o) => namesOptionsOf(o, p.page.name))]));
  // A word that is a member's exact name names only that one ("deploycontract" is deployContract, not deployContracts).
  const owned = dir.members.filter((m) => owners.has(m.owner));
  const exact = new Set(owned.map((m) => m.name.toLowerCase()).filter((n) => typed.includes(n)));
  const named = (m: SymbolMember) => typed.some((w) => w === m.name.toLowerCase() || (!exact.has(w) && w.length >= NEAR_NAME_MIN_LENGTH - 2 && withinOneEdit(w, m.name.toLowerCase())));
  // One member leads (the longest name named: "autoConnect" over "wallets"), then the page itself.
  const members = owned.filter(named).sort((a, b) => b.name.length - a.name.length).slice(0, 1).map(asMember);
  // After the page, the method of the same name on the type the guide names most ("submitAndListen params" → the
  // function, then PactTransactionDispatcher#submitAndListen, which the guide's `.sign().submitAndListen()` calls).
  const sameName = new Set(pages.map((p) => p.page.name));
  const namesake = mostNamedMember(dir.members.filter((m) => sameName.has(m.name)), mentions).map(asMember);
  if (pages.length) return [...members, ...pages, ...namesake];
  // No page by that name: a compound member name ("autoStartNetwork script option") leads with the member whose owner
  // the other words name best (ScriptOptions), or with the one member of that name.
  // A name typed as a call ("sign()") is a member's name whatever its length; a Pact-style name ("describe-module") is
  // the toolkit's camelCase one (describeModule).
  const called = (w: string) => /\(\)$/.test(w);
  const bare = (w: string) => w.toLowerCase().replace(/\(\)$/, '').replace(/-/g, '');
  const candidateWords = [...new Set([...ends, ...words.filter(called)])];
  const exactly = candidateWords.flatMap((word) => dir.members.filter((m) => m.name.toLowerCase() === bare(word) && (identifierParts(m.name).length > 1 || called(word))));
  // With none of that name, a compound member name one typo from a word too long for a plain one ("ondemandminning
  // devnet" → onDemandMining), as a page's name is found one typo off (nearSymbols).
  const nearly = (word: string) => /^[a-z\d]+$/.test(bare(word)) && bare(word).length > NAME_AS_WORD_MAX && !findSymbols(dir, bare(word)).length;
  const spells = (m: SymbolMember, w: string) => m.name.toLowerCase() === bare(w) || (!exactly.length && nearly(w) && withinOneEdit(bare(w), m.name.toLowerCase()));
  const candidates = exactly.length ? exactly : candidateWords.flatMap((word) => dir.members.filter((m) => identifierParts(m.name).length > 1 && spells(m, word)));
  // An owner word typed one letter off counts too ("contractsdir confg option" → PactToolboxConfigObj).
  const ownerWord = (w: string, part: string) => stem(w) === stem(part) || (w.length >= OWNER_TYPO_MIN_LENGTH && withinOneEdit(w, part.toLowerCase()));
  const overlap = (m: SymbolMember) => identifierParts(m.owner.name).filter((part) => typed.some((w) => !spells(m, w) && ownerWord(w, part))).length;
  const most = Math.max(0, ...candidates.map(overlap));
  if (most > 0) return candidates.filter((m) => overlap(m) === most).map(asMember);
  // A compound member name only one type has ("submitAndWait return type") needs no owner word to be found; of several
  // types, the one the guide names most ("deployContract upgrade option" → PactToolboxClient, not DeploymentHelper).
  if (candidates.length === 1) return candidates.map(asMember);
  // Only a word typed as a name: in camelCase, or too long for a plain word ("keypair", "gaslimit" are words too).
  const typedAsName = candidateWords.some((w) => candidates.some((m) => spells(m, w)) && (/[a-z][A-Z]/.test(w) || called(w) || w.includes('-') || w.length >= NAME_AS_WORD_MAX + 1));
  if (!typedAsName) return [];
  const member = guidesMember(candidates, mentions);
  return member ? [asMember(member)] : [];
}

/** The fewest parts a name spelled out in words must have (spelledSymbols): "get balance" is a task, not getBalance. */
export const SPELLED_MIN_PARTS = 3;
/** The most adjacent words read as one name spelled out. */
export const SPELLED_MAX_WORDS = 5;

/**
 * A name begun in camelCase and finished in words ("getTxData or fail" → getTxDataOrFail, "createKeyPairSigner from
 * base16 private key"): a camelCase word and at least two words after it that, joined, are exactly an API page's
 * name of SPELLED_MIN_PARTS parts or more. Words alone ("run repl tests in ci", "auto connect wallet") are a task, not
 * runReplTests; one word after ("WalletError type") asks about the name. The longest such run wins.
 */
export function spelledSymbols(dir: SymbolDirectory, query: string): SymbolMatch[] {
  const typed = query.trim().split(/\s+/).map((w) => w.replace(/\(\)$/, ''));
  const words = typed.map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
  for (let size = Math.min(SPELLED_MAX_WORDS, words.length); size >= 3; size--) {
    for (let at = 0; at + size <= words.length; at++) {
      if (!/^[a-z]+[A-Z]/.test(typed[at]) || words.slice(at, at + size).some((w) => !w)) continue;
      const joined = words.slice(at, at + size).join('');
      const pages = findSymbols(dir, joined).filter((m): m is Extract<SymbolMatch, { kind: 'page' }> => m.kind === 'page' && identifierParts(m.page.name).length >= SPELLED_MIN_PARTS);
      if (pages.length) return pages;
    }
  }
  return [];
}

/** Words that ask for a call's options object ("transfercreate options", "setupwallets params"). */
export const OPTIONS_WORDS = ['option', 'options', 'opts', 'param', 'params', 'parameter', 'parameters', 'arg', 'args', 'argument', 'arguments'];
const OPTIONS_STEMS = new Set(OPTIONS_WORDS.map(stem));

/**
 * The options type of a named symbol, for a query asking for its options: a page of the same package named after it
 * with an options suffix (transferCreate → TransferCreateOptions, setupWallets → SetupWalletsOptions). Its entry
 * only links to that type, whose page lists the fields, so the type leads and the symbol follows.
 */
export function optionsTypeOf(dir: SymbolDirectory, symbol: SymbolMatch, query: string): SymbolMatch | undefined {
  if (!queryWords(query).some((w) => OPTIONS_STEMS.has(stem(w)))) return undefined;
  const name = symbol.kind === 'page' ? symbol.page.name : symbol.member.name;
  const route = symbol.kind === 'page' ? symbol.page.route : symbol.member.owner.route;
  const pkg = route.split('/').slice(0, 3).join('/');
  const page = dir.pages.find((o) => o.route.startsWith(`${pkg}/`) && namesOptionsOf(o, name));
  return page ? { kind: 'page', page, link: page.route, exactCase: false } : undefined;
}

/**
 * The API name a question about type relations names (RELATION_QUESTION: "which interface does BaseWallet
 * implement", "what does submitandwait return"), wherever it stands in the query: a compound top-level name, else a
 * compound member name (of several types, the one the guide names most, as in namedSymbols).
 */
export function relationSymbols(dir: SymbolDirectory, query: string, mentions: (name: string) => number = () => 0): SymbolMatch[] {
  if (!RELATION_QUESTION.test(query)) return [];
  const all = (query.match(/[\p{L}\p{N}_$]+/gu) ?? []).map((w) => w.toLowerCase());
  const words = (query.match(/[\p{L}\p{N}_$]+/gu) ?? []).filter((w) => identifierParts(w).length > 1 || w.length > NAME_AS_WORD_MAX);
  for (const word of words) {
    const found = findSymbols(dir, word);
    const members = found.flatMap((m) => (m.kind === 'member' && identifierParts(m.member.name).length > 1 ? [m.member] : []));
    const page = found.find((m) => m.kind === 'page' && identifierParts(m.page.name).length > 1);
    // A function and a method of the same name (submitAndListen): the method of the type the guide names most follows.
    const namesake = mostNamedMember(members, mentions).map((m) => memberMatch(m, false));
    // A page named with one of its members ("what does chainwebclient poll return"): the member, then the page.
    const own = page?.kind === 'page' ? dir.members.find((m) => m.owner === page.page && all.some((w) => w !== word.toLowerCase() && w === m.name.toLowerCase())) : undefined;
    if (page && own) return [memberMatch(own, false), page];
    if (page) return [page, ...namesake];
    const member = guidesMember(members, mentions);
    if (member) return [memberMatch(member, false)];
  }
  return [];
}

const mentionsCache = new WeakMap<SearchIndex, Map<string, number>>();

/** How many guide sections name an API type ("PactToolboxClient"), counted once per index and name. */
export function guideMentions(index: SearchIndex, name: string): number {
  let cache = mentionsCache.get(index);
  if (!cache) mentionsCache.set(index, (cache = new Map()));
  let count = cache.get(name);
  if (count === undefined) {
    const word = new RegExp(`\\b${name.replace(/[$]/g, '\\$&')}\\b`);
    count = index.sections.filter((s) => index.docs[s.doc].kind === 'guide' && word.test(s.text)).length;
    cache.set(name, count);
  }
  return count;
}

/** The section's own heading holds the query's words and no others (the query read as meant, typos mended). */
export function headingIsQuery(index: SearchIndex, section: number, query: string): boolean {
  const heading = index.sections[section].path.at(-1);
  const want = wordSet(correctedQuery(index, query));
  return heading !== undefined && want.size > 0 && sameSet(wordSet(heading), want);
}

/** The text of the index section a symbol link lands on (its member's section, or the top of its page). */
function entryText(index: SearchIndex, link: string): string | undefined {
  const [route, anchor = ''] = link.split('#');
  const doc = index.docs.findIndex((d) => d.route === route);
  if (doc < 0) return undefined;
  const section = index.docs[doc].sections.find((s) => index.sections[s].id === anchor);
  return section === undefined ? undefined : index.sections[section].text;
}

/**
 * Words that ask for what an API entry shows by its form, whether or not its text spells them: its signature, what
 * it returns, its parameters and options ("submitandwait return type", "connectwallet options signature"); typed one
 * letter off, they still count (asksForShape).
 */
export const ENTRY_SHAPE_WORDS = ['signature', 'return', 'returns', 'type', 'types', 'parameter', 'parameters', 'param', 'params', 'argument', 'arguments', 'args', 'option', 'options', 'method', 'methods', 'property', 'properties', 'member', 'members', 'field', 'fields', 'definition', 'declaration', 'interface', 'class', 'function', 'api', 'reference', 'docs'];
const ENTRY_SHAPE_STEMS = new Set(ENTRY_SHAPE_WORDS.map(stem));
/** A shape word as typed, one letter off included in a word of five letters or more ("signiture", "retrun"). */
export function asksForShape(word: string): boolean {
  const w = normalizeText(word);
  return ENTRY_SHAPE_STEMS.has(stem(w)) || (w.length >= 5 && ENTRY_SHAPE_WORDS.some((s) => s.length >= 5 && withinOneEdit(w, s)));
}

/**
 * A named symbol leads for what its own entry says. When the query adds a word its entry lacks ("connectwallet
 * timeout option": connectWallet's page says nothing of a timeout) and the best section of a guide page names the
 * symbol and holds every word of the query, that section answers first, as one headed by the query does.
 */
export function explainedInGuide(index: SearchIndex, pages: PageScore[], symbol: SymbolMatch, terms: QueryTerm[]): PageScore | undefined {
  const name = symbol.kind === 'page' ? symbol.page.name : symbol.member.name;
  const entry = entryText(index, symbol.link);
  if (entry === undefined) return undefined;
  const owner = symbol.kind === 'member' ? symbol.member.owner.name : '';
  const nameParts = new Set([...identifierParts(name), ...identifierParts(owner)].map(stem));
  const has = wordSet(entry);
  const rest = terms.filter((t) => !nameParts.has(stem(t.word)) && ![name, owner].some((n) => normalizeText(t.word) === normalizeText(n)) && !GENERAL_STEMS.has(stem(t.word)) && !asksForShape(t.word));
  if (!rest.some((t) => ![...t.keys.keys()].some((k) => has.has(k)))) return undefined;
  const lower = name.toLowerCase();
  return pages.find((p) => {
    const best = p.sections[0];
    return index.docs[p.doc].kind === 'guide' && best !== undefined && best.matched >= terms.length && index.sections[best.section].text.toLowerCase().includes(lower);
  });
}

/**
 * A member whose entry gives its type and nothing else: the member list opening its owner's page shows it with no
 * description ("projectId property" and no text after it). Unknown (the page or the line not found) counts as
 * described, so the member keeps its place.
 */
export function undocumentedMember(index: SearchIndex, member: SymbolMember): boolean {
  const doc = index.docs.find((d) => d.route === member.owner.route);
  const top = doc?.sections.find((s) => index.sections[s].path.length === 0);
  if (top === undefined) return false;
  const line = index.sections[top].text.split('\n').find((l) => l.split('\t')[0].trim().split(' ')[0] === member.name);
  return line !== undefined && !line.split('\t').slice(1).some((cell) => cell.trim());
}

/**
 * A member named by the query whose entry says only its type answers after the guide section that defines it: of the
 * guide pages in score order, the first with a matched section holding a table row for it (a line that starts with
 * its name, or with its name and a dot: "contractsDir\tstring\t…", "serverConfig.port\tnumber\t9091\t…"), led by
 * that section.
 */
export function explainsBareMember(index: SearchIndex, pages: PageScore[], symbol: SymbolMatch): PageScore | undefined {
  if (symbol.kind !== 'member' || !undocumentedMember(index, symbol.member)) return undefined;
  const name = symbol.member.name;
  const defines = (text: string) => text.split('\n').some((line) => line.startsWith(`${name}\t`) || line.startsWith(`${name}.`));
  for (const p of pages) {
    if (index.docs[p.doc].kind !== 'guide') continue;
    const at = p.sections.find((s) => defines(index.sections[s.section].text));
    if (at) return leadingSection(index, pages, at.section);
  }
  return undefined;
}

/** The page of an index section, led by that section (its title line not before it), from `pages` when listed there. */
export function leadingSection(index: SearchIndex, pages: PageScore[], section: number): PageScore {
  const doc = index.sections[section].doc;
  const page = pages.find((p) => p.doc === doc) ?? { doc, score: 0, sections: [], inTitle: 0 };
  const own = page.sections.find((s) => s.section === section) ?? { section, score: 0, matched: 0, inHeading: 0 };
  return { ...page, titleFirst: false, inTitle: page.sections.includes(own) ? page.inTitle : 0, sections: [own, ...page.sections.filter((s) => s !== own)] };
}

const guideTitleCache = new WeakMap<SearchIndex, Set<string>>();

function guideTitles(index: SearchIndex): Set<string> {
  let titles = guideTitleCache.get(index);
  if (!titles) guideTitleCache.set(index, (titles = new Set(index.docs.filter((d) => d.kind === 'guide').map((d) => normalizeText(d.titleText)))));
  return titles;
}

/** The word stems of a package's name without its scope: "@pact-toolbox/wallet-adapters" → wallet, adapter. */
function packageWords(packageTitle: string): Set<string> {
  return new Set(queryWords(packageTitle.replace(/^@[^/]+\//, '')).map(stem));
}

/** How often each guide page names "@pact-toolbox/x" (computed once per index). */
const mentionCache = new WeakMap<SearchIndex, Map<string, number>>();

function guideFor(index: SearchIndex, packageTitle: string): number | undefined {
  let cache = mentionCache.get(index);
  if (!cache) mentionCache.set(index, (cache = new Map()));
  const key = packageTitle;
  if (cache.has(key)) return cache.get(key) === -1 ? undefined : cache.get(key);
  let bestDoc = -1;
  let bestCount = 0;
  const named = packageWords(packageTitle);
  index.docs.forEach((doc, d) => {
    // A guide page that documents the package carries one of its words in its title ("Wallet" for wallet-adapters).
    if (doc.kind !== 'guide' || !queryWords(doc.titleText).some((w) => named.has(stem(w)))) return;
    let count = 0;
    for (const s of doc.sections) count += index.sections[s].text.split(packageTitle).length - 1;
    if (count > bestCount) [bestDoc, bestCount] = [d, count];
  });
  cache.set(key, bestDoc);
  return bestDoc < 0 ? undefined : bestDoc;
}

/**
 * With no guide page titled after the package, the listed guide page whose section is headed by the package's word as
 * a term ("prelude: download the preludes" for @pact-toolbox/prelude): the section that explains it.
 */
function termPageFor(index: SearchIndex, pages: PageScore[], packageTitle: string): number | undefined {
  const named = packageWords(packageTitle);
  const isTerm = (s: number) => {
    const heading = index.sections[s].path.at(-1);
    const term = heading === undefined ? [] : queryWords(headingTerm(heading)).map(stem);
    return term.length > 0 && term.length === named.size && term.every((w) => named.has(w));
  };
  return pages.find((p) => index.docs[p.doc].kind === 'guide' && p.sections.some((x) => isTerm(x.section)))?.doc;
}

/** Words that, beside a package's name, ask for its API reference rather than its guide page. */
export const REFERENCE_WORDS = ['api', 'reference', 'typedoc', 'exports'];
const REFERENCE_STEMS = new Set(REFERENCE_WORDS.map(stem));

/**
 * Moves the guide page of a package that the query names just above that package's page. A name written as one
 * ("@pact-toolbox/test") asks for the package as a whole: on a guide page titled after that package alone, the title
 * line leads, not the section that happens to spell the name (its install command).
 */
export function guideBeforePackage(index: SearchIndex, pages: PageScore[], query: string): PageScore[] {
  const typed = queryWords(query).map(stem);
  const wanted = new Set(typed.filter((w) => !REFERENCE_STEMS.has(w)));
  // "@pact-toolbox/test api": the package named with a word for its reference asks for the API page, title line first.
  const forReference = wanted.size > 0 && wanted.size < new Set(typed).size;
  const at = pages.findIndex((p) => {
    const doc = index.docs[p.doc];
    if (doc.kind !== 'api-package') return false;
    const words = new Set(queryWords(doc.titleText).map(stem));
    const full = new Set(queryWords(doc.title).map(stem));
    const same = (a: Set<string>) => a.size === wanted.size && [...a].every((w) => wanted.has(w));
    return same(words) || same(full);
  });
  if (at < 0) return pages;
  if (forReference) return [{ ...pages[at], titleFirst: true }, ...pages.filter((_, i) => i !== at)];
  // A package's name written as one ("@pact-toolbox/prelude") asks for the package; its plain word ("preludes") for the idea too.
  const plain = !/[@/]/.test(query);
  const guide = guideFor(index, index.docs[pages[at].doc].title) ?? (plain ? termPageFor(index, pages, index.docs[pages[at].doc].title) : undefined);
  const from = pages.findIndex((p) => p.doc === guide);
  if (guide === undefined) return pages;
  const found = from >= 0 ? pages[from] : undefined;
  // Only a page about that one package: the Wallet page's top is no answer for "@pact-toolbox/wallet-ui", its section is.
  const own = sameSet(packageWords(index.docs[pages[at].doc].title), new Set(queryWords(index.docs[guide].titleText).map(stem)));
  const moved = found ? (plain || !own ? found : { ...found, titleFirst: true }) : { doc: guide, score: pages[at].score, sections: [], inTitle: 0 };
  if (from >= 0 && from < at) return pages.map((p, i) => (i === from ? moved : p));
  const rest = pages.filter((_, i) => i !== from);
  rest.splice(rest.indexOf(pages[at]), 0, moved);
  return rest;
}

/** The route of a package's change page, under the package's API route. */
const CHANGES_ROUTE = /^\/api\/([^/]+)\/changes$/;

/**
 * For a query asking what changed (CHANGES_QUESTION) that names a package by its short name ("signers"), that
 * package's change page first; the pages otherwise as scored.
 */
export function changesFirst(index: SearchIndex, pages: PageScore[], query: string): PageScore[] {
  // Read as the reader meant it too: "signers chnages since npm".
  const meant = correctedQuery(index, query);
  if (!CHANGES_QUESTION.test(query) && !CHANGES_QUESTION.test(meant)) return pages;
  const typed = new Set(queryWords(meant).map(stem));
  // The package whose name's words the query holds, the longest name first ("chainweb-client" over "client").
  let doc = -1;
  let words = 0;
  index.docs.forEach((d, i) => {
    const parts = CHANGES_ROUTE.exec(d.route)?.[1].split('-').map(stem);
    if (parts && parts.every((p) => p !== '' && typed.has(p)) && parts.length > words) [doc, words] = [i, parts.length];
  });
  if (doc < 0) return pages;
  const found = pages.find((p) => p.doc === doc);
  const score = found?.score ?? pages[0]?.score ?? 0;
  // A question about what was removed or renamed: the page's list of the names main removed, each beside what does
  // its job on main. Any other: the page itself, whose top says what was compared and counts each list.
  const removed = REMOVED_QUESTION.test(meant) ? index.sections.findIndex((x) => x.doc === doc && x.id === REMOVED_SECTION) : -1;
  const sections = removed < 0 ? [] : [{ section: removed, score, matched: 1, inHeading: 0 }];
  return [{ doc, score, sections, inTitle: found?.inTitle ?? 0 }, ...pages.filter((p) => p.doc !== doc)];
}

/** The anchor of a change page's list of the names main removed (api-gen/versions/changes-page.ts writes it). */
export const REMOVED_SECTION = 'removed-on-main';
/** A word of the query taken for a removed name: written in camel case and this long, or this long in any case. */
export const REMOVED_NAME_MIN_LENGTH = 6;
export const REMOVED_NAME_ANY_CASE_MIN_LENGTH = 12;

/**
 * A query naming an export this version lacks that a change page lists as removed on main ("replace
 * generateKeyPairSigner after moving to main", on main's pages): that list first, where the name stands beside what
 * does its job on main. `present` says whether this version's directory has a name; a name it has is no removed one.
 */
export function removedFirst(index: SearchIndex, pages: PageScore[], query: string, present: (name: string) => boolean): PageScore[] {
  const names = query
    .split(/[^A-Za-z0-9_$]+/)
    .filter((w) => (w.length >= REMOVED_NAME_MIN_LENGTH && /[a-z][A-Z]/.test(w)) || w.length >= REMOVED_NAME_ANY_CASE_MIN_LENGTH)
    .map((w) => w.toLowerCase())
    .filter((w) => !present(w));
  if (!names.length) return pages;
  const lists = index.sections.flatMap((section, i) => {
    if (section.id !== REMOVED_SECTION || !CHANGES_ROUTE.test(index.docs[section.doc].route)) return [];
    const listed = new Set(section.text.toLowerCase().split(/\s+/));
    return names.some((n) => listed.has(n)) ? [i] : [];
  });
  if (!lists.length) return pages;
  const top = pages[0]?.score ?? 0;
  const first = lists.map((section): PageScore => {
    const doc = index.sections[section].doc;
    const found = pages.find((p) => p.doc === doc);
    return { doc, score: Math.max(found?.score ?? 0, top), sections: [{ section, score: top, matched: 1, inHeading: 0 }, ...(found?.sections.filter((x) => x.section !== section) ?? [])], inTitle: 0 };
  });
  const docs = new Set(first.map((p) => p.doc));
  return [...first, ...pages.filter((p) => !docs.has(p.doc))];
}

/**
 * A name pasted alone that only code writes so: a word joined by underscores or led by `$` (`__PACT_TOOLBOX_NETWORKS__`,
 * `PACT_PRIVATE_KEY`), an environment variable given its value (`DEBUG=1`, `LOG_LEVEL=debug`) or an npm script with
 * its colon (`check:install`), this long at least. Its parts are common words, so it is looked for as written.
 */
export const VERBATIM_NAME = /^[$_]*[A-Za-z0-9]+(?:_+[A-Za-z0-9]+)+_*$|^\$[A-Za-z][A-Za-z0-9_]*$|^[A-Z][A-Z0-9_]*=[^\s=]+$|^[a-z][\w-]*:[a-z][\w:-]*$/;
export const VERBATIM_NAME_MIN_LENGTH = 6;
/** An option or member name pasted alone, in camelCase ("defaultNetwork", "onDemandMining"): a table row's first cell defines it. */
export const OPTION_NAME = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;

/** An environment variable's name (`PACT_TOOLBOX_NETWORK`, `LOG_LEVEL`): capitals, its words joined by underscores. */
export const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** A query this short that holds one such name and words about it ("PACT_TOOLBOX_NETWORK env") asks what it is. */
export const ENV_NAME_MAX_WORDS = 3;
/** Words that only say the name is an environment variable. */
export const ENV_WORDS = ['env', 'var', 'vars', 'variable', 'variables', 'environment'];

/** Whether a text has a table row whose first cell is `name`, alone or in a list of names ("DEBUG, LOG_LEVEL"). */
export function rowDefines(text: string, name: string): boolean {
  return new RegExp(`\\n(?:[^\\t\\n]*,\\s*)?${escapeRegExp(name)}(?:\\s*,[^\\t\\n]*)?\\t`).test(text);
}

/**
 * For a name pasted alone (VERBATIM_NAME), the pages with a section that writes it, as written, first, and that
 * section first on its page; for a camelCase option name (OPTION_NAME), the guide sections with a table row for it.
 * An environment variable's name with a word or two about it ("PACT_TOOLBOX_NETWORK env", "LOG_LEVEL info") goes to the
 * guide's table row defining it (the CLI's table of variables), then to the sections writing it; only when each other
 * word says it is a variable (ENV_WORDS) or stands in that row's section ("DOCKER_HOST npipe" is about Docker's own
 * section). The rest as scored; nothing changes when no section writes it.
 */
export function verbatimFirst(index: SearchIndex, pages: PageScore[], query: string): PageScore[] {
  const words = query.trim().split(/\s+/);
  const envNames = words.length > 1 && words.length <= ENV_NAME_MAX_WORDS ? words.filter((w) => ENV_NAME.test(w)) : [];
  // A camelCase option name is written in many sentences; the guide section whose table has a row for it defines it
  // (an API index's table of functions lists the name, and the symbol's own page comes first).
  const rowFor = (name: string) => (x: { section: number }) => index.docs[index.sections[x.section].doc].kind === 'guide' && rowDefines(index.sections[x.section].text, name);
  const others = words.filter((w) => w !== envNames[0]).map((w) => w.toLowerCase());
  const about = (x: { section: number }) => others.every((w) => ENV_WORDS.includes(w) || wordSet(index.sections[x.section].text).has(stem(w)));
  const env = envNames.length === 1 && pages.some((p) => p.sections.some((x) => rowFor(envNames[0])(x) && about(x)));
  const name = env ? envNames[0] : query.trim();
  const option = OPTION_NAME.test(name) && identifierParts(name).length > 1;
  if (!option && !env && (name.length < VERBATIM_NAME_MIN_LENGTH || !VERBATIM_NAME.test(name))) return pages;
  const defines = rowFor(name);
  const writes = (x: { section: number }) => index.sections[x.section].text.includes(name);
  // 0: defines it, 1: writes it, 2: neither. An option counts only where a row defines it.
  const rank = (x: { section: number }) => (option || env ? (defines(x) ? 0 : !option && writes(x) ? 1 : 2) : writes(x) ? 0 : 2);
  const best = (p: PageScore) => Math.min(2, ...p.sections.map(rank));
  if (pages.every((p) => best(p) === 2)) return pages;
  const ordered = pages.map((p) => ({ ...p, sections: [0, 1, 2].flatMap((r) => p.sections.filter((x) => rank(x) === r)) }));
  return [0, 1, 2].flatMap((r) => ordered.filter((p) => best(p) === r));
}

/**
 * A query that is one HTML tag with attributes (`<img src=x onerror=alert(1)>`): pasted markup, not a reader's words.
 * It finds nothing, rather than pages that happen to share an attribute's words. A component named in brackets
 * (`<PactWalletModal>`) has no attribute and is searched as usual.
 */
export const MARKUP_TAG = /^\s*<[a-z][\w-]*(?:\s+[\w-]+=[^\s>]*)+\s*\/?>\s*$/i;

/** What finds and scores pages under the ranking above: our core (score.ts); scripts/bench/search-core.ts passes another to compare. */
export interface Scorer {
  terms(index: SearchIndex, query: string): QueryTerm[];
  pages(index: SearchIndex, query: string): PageScore[];
}

const OURS: Scorer = { terms: queryTerms, pages: scorePages };

/**
 * The answer to a query; a scope prefix ("class:", "guide:", scope.ts) keeps only results in that part of the site.
 * After this version's results, a name only the other version has (other-version.ts).
 */
export function search(index: SearchIndex, directory: SymbolDirectory | undefined, typed: string, limit = RESULT_LIMIT, scorer: Scorer = OURS, other?: OtherVersion): Suggestion[] {
  const { scope, query: asTyped } = parseScope(typed);
  // A line pasted from a log: its timestamp and level are no words of the message.
  const query = withoutLogPrefix(asTyped);
  const q = normalizeText(query.trim());
  if (!q || MARKUP_TAG.test(query)) return [];
  const wanted = (link: string) => !scope || inScope(link, scope);
  const terms = scorer.terms(index, query).filter((t) => t.keys.size);
  const matched = directory ? findSymbols(directory, query) : [];
  // A member name many symbols share ("chainId"): the guide section that explains the setting leads, its entries follow.
  // So too for shared member names among plain words ("networkId chainId config"), when no word names a symbol page.
  const sharedWords = directory && !matched.length ? sharedMemberWords(directory, query) : false;
  const spread = isSharedMemberName(matched) || sharedWords;
  const exact = matched.filter((m) => wanted(m.link) && leads(m, query, guideTitles(index)));
  const nearOnly = exact.length || !directory ? exact : nearSymbols(directory, query).filter((m) => wanted(m.link));
  // A word the site uses, one typo from one, or a reader's word for a concept ("multichain") is no name being typed.
  const known = () => terms.some((t) => [...t.keys.values()].some((f) => f >= MATCH.typo));
  // A name the guide writes out is one readers use as it is ("createClient", @kadena/client's, in the migration table):
  // it is not the start of a longer toolkit name being typed.
  const written = () => known() || guideMentions(index, query.trim()) > 0;
  const near = nearOnly.length || !directory ? nearOnly : prefixSymbols(directory, query, written).filter((m) => wanted(m.link));
  const told = (name: string) => guideMentions(index, name);
  const siteWord = (word: string) => index.pagesWith.has(stem(word));
  // Names inside a comparison ("dirtyread vs local") are what the guide weighs against each other: no one of them leads.
  const found = near.length || !directory || COMPARISON.test(query) ? [] : [...relationSymbols(directory, query, told), ...hyphenatedSymbols(directory, query, told), ...kindNamedSymbols(directory, query), ...namedSymbols(directory, query, told, siteWord), ...spelledSymbols(directory, query)];
  const options = directory && found.length ? optionsTypeOf(directory, found[0], query) : undefined;
  const named = [...(options ? [options] : []), ...found].filter((m, i, all) => wanted(m.link) && all.findIndex((x) => x.link === m.link) === i);
  const present = (name: string) => !!directory && findSymbols(directory, name).some((m) => (m.kind === 'page' ? m.page.name : m.member.name).toLowerCase() === name);
  const pages = verbatimFirst(index, removedFirst(index, changesFirst(index, guideBeforePackage(index, scorer.pages(index, query), query), query), query, present), query).filter((p) => wanted(index.docs[p.doc].route));
  // A guide section headed by the query itself ("createPactTestEnv options") answers before the API pages it names; one
  // explaining what the named symbol's own entry lacks too (judged on the symbol, not on its options type).
  let headed = spread && (exact.length || sharedWords) ? pages.find((p) => index.docs[p.doc].kind === 'guide' && p.sections.length > 0) : undefined;
  if (headed) headed = leadingSection(index, pages, headed.sections[0].section);
  if (!headed) headed = named.length ? (pages.find((p) => index.docs[p.doc].kind === 'guide' && p.sections.length > 0 && headingIsQuery(index, p.sections[0].section, query)) ?? explainedInGuide(index, pages, found.find((m) => wanted(m.link)) ?? named[0], terms) ?? explainsBareMember(index, pages, found.find((m) => wanted(m.link)) ?? named[0])) : undefined;
  // A comparison of API names opens on the guide section that links to each of them.
  const comparing = !headed && !named.length && directory ? comparedInGuide(index, directory, query) : undefined;
  if (comparing !== undefined) headed = leadingSection(index, pages, comparing);
  const symbols = near.length ? near : named;
  // A code name no API page has, which the guide writes (another library's name, in the migration table), opens there.
  const writing = !headed && !symbols.length && !spread && isCodeName(query.trim()) ? firstGuideWriting(index, query.trim()) : undefined;
  if (writing !== undefined) headed = leadingSection(index, pages, writing);
  // A reader's name for a whole page ("error reference", "known bugs") opens that page.
  const naming = headed ? undefined : namedPage(index, query, CONCEPT_DATA.pages ?? []);
  if (naming !== undefined) headed = leadingSection(index, pages, index.docs[naming].sections[0]);

  const groups = new Map<string, Suggestion[]>();
  const addPage = (page: PageScore, entries = ENTRIES_PER_PAGE) => {
    const route = index.docs[page.doc].route;
    if (groups.size >= limit && !groups.has(route)) return false;
    const list = groups.get(route) ?? [];
    for (const s of suggestionsFor(index, page, terms, q)) {
      if (list.length >= entries) break;
      if (!list.some((x) => x.link === s.link)) list.push(s);
    }
    groups.set(route, list);
    return true;
  };
  // Only that section: the names it is about follow it, then the rest of the pages.
  if (headed) addPage(headed, 1);

  for (const m of symbols) {
    const route = pageOf(m.link);
    const list = groups.get(route) ?? [];
    if (!list.some((s) => s.link === m.link)) list.push(suggestionFor(m, q));
    groups.set(route, list);
  }
  // After a shared member's leading section, its page's other sections would push the entries out of sight.
  for (const page of pages) if (page !== headed && !(spread && page.doc === headed?.doc) && !addPage(page)) break;
  const elsewhere = other ? otherVersionSuggestions(query, directory, other.directory, other.name, other.npmVersions).filter((s) => wanted(s.link)) : [];
  return [...[...groups.values()].slice(0, limit).flat(), ...elsewhere];
}
