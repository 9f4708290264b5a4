/**
 * What the search index means for the open panel: whether the last attempt to load it failed, for
 * the no-results slot (NoSearchResult.tsx) to say so; whether the index the panel searches has loaded,
 * and how many queries are waiting for it, for the loading sign (loading-sign.ts). Set by
 * PageSearcher.ts (the index it searches, failures, waiting queries) and index-load.ts (loaded indexes).
 */
type Listener = () => void;

let failed = false;
let waiting = 0;
/** The address of the index the panel searches (one per language and version). */
let searched: string | undefined;
/** The addresses of the indexes loaded on this page. */
const loaded = new Set<string>();
const listeners = new Set<Listener>();

const tell = () => {
  for (const listener of listeners) listener();
};

export function indexFailed(): boolean {
  return failed;
}

export function setIndexFailed(value: boolean): void {
  if (value === failed) return;
  failed = value;
  tell();
}

/** The panel searches the index at `url` (Rspress makes a new searcher when the language or version changes). */
export function setSearchedIndex(url: string | undefined): void {
  if (url === searched) return;
  searched = url;
  tell();
}

/** The index at `url` has loaded and can answer at once. */
export function markIndexLoaded(url: string): void {
  if (loaded.has(url)) return;
  loaded.add(url);
  if (url === searched) tell();
}

/** Whether the index the panel searches has loaded (true when there is none to load). */
export function searchedIndexReady(): boolean {
  return searched === undefined || loaded.has(searched);
}

/** How many queries the panel asked for that are waiting for the index to load. */
export function queriesWaiting(): number {
  return waiting;
}

/**
 * A query starts waiting for the index to load; the returned function says its wait is over
 * (answered, or the load failed). Calling it again does nothing.
 */
export function queryWaits(): () => void {
  waiting += 1;
  tell();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waiting -= 1;
    tell();
  };
}

export function onIndexStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
