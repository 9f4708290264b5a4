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

/** The words of `vocabulary` one edit from `word` (only for words of FUZZY_MIN_LENGTH letters or more). */
export function fuzzyMatches(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < FUZZY_MIN_LENGTH) return [];
  const out: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate !== word && Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate)) out.push(candidate);
  }
  return out;
}
