/**
 * Splits text into search words (browser-safe, pure). A word is a run of letters
 * and digits in any script, case- and accent-folded as Rspress folds it. A
 * camelCase or PascalCase identifier also yields its parts ("createTransaction"
 * → "createtransaction", "create", "transaction"), so "create transaction" finds
 * the function; parts count half. A dotted name with a short suffix ("Next.js") also yields the two joined
 * ("nextjs"), as a part.
 */
import { normalizeText } from './text';

export interface Token {
  /** The folded word. */
  word: string;
  /** Where it starts in the text, in characters. */
  start: number;
  /** Its length in the text. */
  length: number;
  /** 1 for a whole word, PART_WEIGHT for a part of an identifier. */
  weight: number;
}

export const PART_WEIGHT = 0.5;

const WORD = /[\p{L}\p{N}]+/gu;
/** Boundaries inside identifiers: "fooBar", "HTTPServer", "sha256Hash". */
const CAMEL = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;

/** Words that carry no intent on their own; a query of nothing else keeps them. */
export const STOP_WORDS = new Set(
  'a an and are as at be by can did do does for from how i in into is it its my of on or that the this to what when where which why with you your vs versus whats'.split(' '),
);

/** normalizeText for one word; plain ASCII (almost every word here) only needs lower case. */
function fold(word: string): string {
  return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : normalizeText(word);
}

/**
 * A name and a script suffix written with a dot and no space ("Next.js", "Node.js", "Vue.js"), which readers also type
 * joined. Only these suffixes: "wallet.on" or "client.local" are a call, not a name.
 */
const DOTTED_SUFFIX = /^(js|ts|mjs|cjs)$/i;

/** The weight of a dotted name joined ("nextjs"): the whole name written another way, nearly a word's (below 1, so a query typing "next.js" keeps two words). */
export const JOINED_WEIGHT = 0.9;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let previous: { raw: string; start: number } | undefined;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index ?? 0;
    out.push({ word: fold(raw), start, length: raw.length, weight: 1 });
    const parts = [...raw.matchAll(CAMEL)];
    if (parts.length > 1) {
      for (const p of parts) out.push({ word: fold(p[0]), start: start + (p.index ?? 0), length: p[0].length, weight: PART_WEIGHT });
    }
    // "next.js" also yields "nextjs", nearly as a word: "nextjs" finds the "Next.js" heading as the name it is, and
    // phrases still read "next" then "js".
    if (previous && start === previous.start + previous.raw.length + 1 && text[start - 1] === '.' && /^\p{L}+$/u.test(previous.raw) && DOTTED_SUFFIX.test(raw)) {
      out.push({ word: fold(previous.raw + raw), start: previous.start, length: start + raw.length - previous.start, weight: JOINED_WEIGHT });
    }
    previous = { raw, start };
  }
  return out;
}

/** The most words a heading run may join (headingRuns). */
export const HEADING_RUN_WORDS = 3;

/**
 * A heading's runs of two to HEADING_RUN_WORDS neighbouring words, joined as one word ("On-demand mining" →
 * "ondemand", "ondemandmining", "demandmining"), at JOINED_WEIGHT: an option or name a reader types in camel case
 * (`onDemandMining`) finds the section whose heading says it in words. Words separated by anything but a space or a
 * hyphen (a comma, a slash, a code span's edge) are not neighbours, a stop word has a neighbour only across a hyphen
 * ("On-demand", not "with Pact"), and a name already in camel case
 * (`setupWallets options`) joins nothing: it is a name of its own.
 */
export function headingRuns(text: string): Token[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ raw: m[0], start: m.index ?? 0 }));
  const plain = (raw: string) => [...raw.matchAll(CAMEL)].length <= 1;
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!plain(words[i].raw)) continue;
    let joined = words[i].raw;
    for (let j = i + 1; j < words.length && j - i < HEADING_RUN_WORDS; j++) {
      const gap = text.slice(words[j - 1].start + words[j - 1].raw.length, words[j].start);
      // A little word joins only across a hyphen: "On-demand" is a name, "with Pact Toolbox" is no `withPactToolbox`.
      const little = STOP_WORDS.has(fold(words[j - 1].raw)) || STOP_WORDS.has(fold(words[j].raw));
      if ((gap !== ' ' && gap !== '-') || (little && gap !== '-') || !plain(words[j].raw)) break;
      joined += words[j].raw;
      out.push({ word: fold(joined), start: words[i].start, length: words[j].start + words[j].raw.length - words[i].start, weight: JOINED_WEIGHT });
    }
  }
  return out;
}

/** The distinct whole words of a query, without stop words unless nothing else is left. */
export function queryWords(query: string): string[] {
  const words = [...new Set(tokenize(query).filter((t) => t.weight === 1).map((t) => t.word))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}

/** The parts of an identifier-like word as it was typed ("createTransaction" → create, transaction), or [] for a plain word. */
export function identifierParts(raw: string): string[] {
  const parts = [...raw.matchAll(CAMEL)].map((p) => normalizeText(p[0]));
  return parts.length > 1 ? parts : [];
}

/** Fewest letter-digit changes that make a word a value: a hash, a key, an id ("5a7ce2f1e3c9"), not a name ("sender00"). */
export const OPAQUE_SWITCHES_MIN = 4;

/**
 * A value pasted with a message (a key, a hash, a namespace's or token's id): letters and digits mixed, switching
 * between them OPAQUE_SWITCHES_MIN times or more. Its parts are no words of the reader's ("5a7ce2f1" is not "a", "ce").
 */
export function looksOpaque(word: string): boolean {
  const runs = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  return runs.length - 1 >= OPAQUE_SWITCHES_MIN && /\p{L}/u.test(word) && /\p{N}/u.test(word);
}

