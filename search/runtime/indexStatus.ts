/**
 * Whether the local search index loaded. PageSearcher writes it; the search hooks
 * read it, so that after a failed fetch nothing (not even the symbol directory)
 * adds results to what the empty index found.
 */
let available = true;

export function setSearchIndexAvailable(value: boolean): void {
  available = value;
}

export function searchIndexAvailable(): boolean {
  return available;
}
