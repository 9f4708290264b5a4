/**
 * Runs the panel's search again for what its field holds (the retry button of NoSearchResult.tsx,
 * after the index could not load). Rspress's panel searches only when its field changes and offers
 * no call to search again, so this changes the field the way typing does, to nothing and back, in
 * one task: the panel's onChange sees both, its 150 ms debounce keeps the second, nothing is painted
 * in between, and its search (PageSearcher.ts) downloads the index again. Focus goes back to the field,
 * caret at the end, where the reader goes on typing or picks a result.
 */

/** The steps of a search again: the values the field takes, in order (a pure plan, tested on its own). */
export function searchAgainValues(query: string): string[] {
  return query ? ['', query] : [];
}

export function searchAgain(field: HTMLInputElement): void {
  const query = field.value;
  // The panel's field is uncontrolled, and React reads a change against the last value it saw: set the
  // value through the element's own setter (as typing does) so that React's onChange runs for each step.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  for (const value of searchAgainValues(query)) {
    if (setValue) setValue.call(field, value);
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  field.focus();
  field.setSelectionRange(query.length, query.length);
}
