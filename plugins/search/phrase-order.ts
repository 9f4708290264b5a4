/**
 * Which reader phrases of one concept entry can never act (pure): a query holding a phrase also holds every shorter
 * phrase of the entry that the phrase contains, and the entry stands for its terms on the first listed phrase that
 * matches (plugins/search/runtime/concepts.ts), so the longer phrase must be listed first.
 */

/** Does `outer` hold `inner` as consecutive stems? */
function holds(outer: readonly string[], inner: readonly string[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++) if (inner.every((s, j) => outer[i + j] === s)) return true;
  return false;
}

/** One message per phrase listed after a shorter phrase (of the same entry) that it contains; `stems[i]` is `reader[i]`'s. */
export function phraseShadows(reader: readonly string[], stems: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  stems.forEach((later, j) => {
    const first = stems.findIndex((earlier, i) => i < j && earlier.length < later.length && holds(later, earlier));
    if (first >= 0) out.push(`"${reader[j]}" comes after "${reader[first]}", which it contains: list it first`);
  });
  return out;
}
