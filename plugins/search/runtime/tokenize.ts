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

