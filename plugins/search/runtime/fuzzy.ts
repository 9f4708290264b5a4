/**
 * Bounded-edit matching for typos (pure): is `b` at most one edit away from `a`?
 * One edit = one letter inserted, deleted, replaced, or two neighbours swapped
 * ("transacton", "walet", "netwrok"). Runs in O(length), no table.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // Replace one letter, or swap two neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // Insert or delete one letter.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words must be this long before a typo is forgiven (shorter ones have too many neighbours). */
export const FUZZY_MIN_LENGTH = 5;

/**
 * A word of this many letters, shorter than FUZZY_MIN_LENGTH, is forgiven one dropped letter only ("eror" → error,
 * "tets" → tests): a letter left out is the commonest slip, and a word one letter longer has few such neighbours.
 */
export const DROPPED_LETTER_MIN_LENGTH = 4;

/** Whether `candidate` is a word the reader may have meant by `word`, typed one slip off (see the two lengths above). */
export function isTypoOf(word: string, candidate: string): boolean {
  if (candidate === word) return false;
  if (word.length >= FUZZY_MIN_LENGTH) return Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate);
  return word.length >= DROPPED_LETTER_MIN_LENGTH && candidate.length === word.length + 1 && withinOneEdit(word, candidate);
}

/** The words of `vocabulary` one slip from `word` (isTypoOf). */
export function fuzzyMatches(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < DROPPED_LETTER_MIN_LENGTH) return [];
  const out: string[] = [];
  for (const candidate of vocabulary) if (isTypoOf(word, candidate)) out.push(candidate);
  return out;
}
