/**
 * Whether the last attempt to download the search index failed, for the panel's
 * no-results slot (NoSearchResult.tsx) to say so instead of "No results". Set by
 * PageSearcher.ts after each attempt; one value for the page, as the download is.
 */
type Listener = () => void;

let failed = false;
const listeners = new Set<Listener>();

export function indexFailed(): boolean {
  return failed;
}

export function setIndexFailed(value: boolean): void {
  if (value === failed) return;
  failed = value;
  for (const listener of listeners) listener();
}

export function onIndexStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
