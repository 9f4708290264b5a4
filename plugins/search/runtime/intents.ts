import { identifierParts, STOP_WORDS } from './tokenize';
import { KNOWN_ISSUES_PAGE } from '../../../config/generated-pages';

/**
 * Reader intents read from the wording of a query (configuration as data).
 * A definition question ("what is a keyset", "meaning of guard", "what does chain id mean", "explain keysets": a
 * term of one or two words after "explain", not "explain how …"; a few words followed by "meaning": "keyset meaning",
 * "kadena terms keyset capability meaning"; not "… definition", which may ask for code: "keyset definition") favours the
 * pages that define terms. A question of any other kind ("how do I…", "why is…", "which…") asks for an
 * explanation, which the guide writes and an API page, a list of members and their signatures, does not.
 */
export const DEFINITION_QUESTION = /^\s*(what\s+is|what\s+are|what's|whats|define|definition\s+of|meaning\s+of)\b|^\s*what\s+(does|do)\s+.+\s(mean|stand\s+for)\s*\??\s*$|^\s*explain\s+(an?\s+|the\s+)?(?!how\b|why\b|when\b|where\b|what\b)[\w:-]+(\s+[\w:-]+)?\s*\??\s*$|^\s*[\w:-]+(\s+[\w:-]+){0,3}\s+meaning\s*\??\s*$/i;

/** Routes of the pages that define terms, and the factor they get for a definition question. */
export const DEFINITION_PAGES: readonly string[] = ['/glossary'];
export const DEFINITION_BOOST = 2;
/**
 * The factor of a definition page for any other query: its terms are sections of their own (glossary-sections.ts),
 * so a one-word topic ("capability") would find the term's one-line definition above the page that explains it in use.
 */
export const DEFINITION_ELSEWHERE = 0.4;
/** The factor of a definition page for a topic of two or three words that is one of its terms ("chain id", "network id"): the reader may want the definition. A one-word term ("prelude") keeps DEFINITION_ELSEWHERE. */
export const DEFINITION_TERM = 0.8;

/**
 * Routes of the pages that survey the toolkit: each section sums up what another page explains in full, so for the
 * same words the focused page should come first ("transaction builder" → the Transaction page, not the intro's
 * paragraph about it). The factor these pages get for every query.
 */
export const OVERVIEW_PAGES: readonly string[] = ['/intro'];
export const OVERVIEW = 0.75;

/**
 * Routes of the pages that gather one sentence of many other sections (Known Issues: the first sentence of every
 * "Known issue" box): the box's own section explains it, so the digest counts this much, unless the query holds every
 * word of its title ("known issues", "list of known issues").
 */
export const DIGEST_PAGES: readonly string[] = [KNOWN_ISSUES_PAGE.route];
export const DIGEST = 0.4;

/** A question asked in words: it opens with a question word or an auxiliary verb ("how to…", "can I…", "is there…"). */
export const QUESTION = /^\s*(how|why|when|where|which|what|who|can|could|should|would|will|do|does|did|is|are|am)\b/i;

/**
 * A question asked in words (QUESTION), or a task written as a sentence: three words or more, a small word such as
 * "to", "of", "for" or "my" after the first, and no word typed as code (camelCase, a dot, a bracket, an underscore).
 * "deploy to multiple chains" asks the guide how; "getBalance", "createScript context" ask for a signature.
 */
export function asksInWords(query: string): boolean {
  if (QUESTION.test(query) || COMPARISON.test(query)) return true;
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 3 || /[.#(_]/.test(query) || words.some((w) => identifierParts(w).length > 1)) return false;
  return words.slice(1).some((w) => STOP_WORDS.has(w.toLowerCase()) || SENTENCE_WORDS.has(w.toLowerCase()));
}

/**
 * Two things weighed against each other ("dirtyread vs local", "local versus send", "difference between wallet-core
 * and wallet-adapters"): the guide compares them, where each API page shows one of them.
 */
export const COMPARISON = /\b(vs|versus|difference|differences|differ|differs|compare|compared|comparison)\b/i;

/** Small words beyond the stop words that only a sentence holds ("transfer kda between accounts"). */
export const SENTENCE_WORDS: ReadonlySet<string> = new Set(['between', 'without', 'about', 'via', 'through', 'within', 'across', 'after', 'before', 'than']);

/** The factor of an API page (a symbol or a package index) for a query asked in words (asksInWords). */
export const QUESTION_API = 0.5;

/**
 * One to three plain words in lower case ("nonce", "timeout", "on demand mining") name a topic, which the guide
 * explains; an API page whose member has that name (a web component's `nonce`, `hasOnDemandMining`) weighs TOPIC_API.
 * A name typed as one ("submitAndWait", "ChainwebClient") is no plain word.
 */
export const TOPIC_WORD = /^\s*[a-z]+(\s+[a-z]+){0,2}\s*$/;
export const TOPIC_API = 0.7;
/**
 * A constant's API page (`DEFAULT_GAS_LIMIT`, `DEFAULT_TTL`) for a topic: its title holds the topic's words, yet it
 * shows one value where the guide says where the value applies and how to change it.
 */
export const CONSTANT_PAGE = /\/variables\/[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
export const TOPIC_CONSTANT = 0.2;

/**
 * A question about how an API name stands to other types ("which interface does BaseWallet implement", "what does
 * PactToolboxNetwork extend", "what does submitAndWait return"): its API page or member shows it (Implements, Extends,
 * the signature's return type) where the guide, if it says it at all, says it in passing.
 */
export const RELATION_QUESTION = /\b(implements?|implemented|implementing|extends?|extended|extending|inherits?|inherited|subclass(es)?|superclass|base\s+class|parent\s+class|returns?|return\s+type)\b/i;

/**
 * A query asking what changed in a package between its npm release and main ("what changed in signers on main",
 * "network changelog", "crypto changes since npm", "signers diff npm vs main", "is kda on npm identical to main",
 * "list exports removed from signers"): the
 * package's change page answers it, as does "did chainweb-client change since 0.1.0" or a hyphenated package name
 * with "changes" alone ("wallet-adapters changes"). A bare "changes" is left out otherwise
 * ("listen for network changes" asks for switching), and so is "difference" ("difference between wallet-core and
 * wallet-adapters" compares two packages).
 */
export const CHANGES_QUESTION = /\b(changelog|release\s+notes|what'?s\s+new|new\s+on\s+main|what\s+changed|changed\s+on\s+main|removed\s+on\s+main)\b|\b(changes|diff|identical|same)\b.*\b(main|npm)\b|\b(removed|renamed|dropped)\s+(from|in)\b|\bexports?\s+(removed|renamed)\b|\b(removed|renamed)\s+exports?\b|\bchange[ds]?\s+since\b|^\s*[a-z]+(-[a-z]+)+\s+(changes|diff)\s*$/i;

/** Of those, a question about names that are gone ("list exports removed from signers", "what was renamed in network"). */
export const REMOVED_QUESTION = /\b(removed|renamed|dropped|deleted|gone)\b/i;
