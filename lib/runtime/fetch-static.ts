/**
 * Fetches a JSON file from the site's static/ folder once per page load: every
 * caller asking for the same file shares one request. A failed fetch is not
 * remembered, so the next navigation tries again.
 */
declare const __webpack_public_path__: string;

const pending = new Map<string, Promise<unknown>>();

/** @param file a path under static/, with any cache-busting query, e.g. "page-data/intro.json?v=…" */
export function fetchStaticJson<T>(file: string): Promise<T> {
  let load = pending.get(file);
  if (!load) {
    const url = `${__webpack_public_path__.replace(/\/$/, '')}/static/${file}`;
    load = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    load.catch(() => pending.delete(file));
    pending.set(file, load);
  }
  return load as Promise<T>;
}
