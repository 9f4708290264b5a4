/**
 * When each page's source last changed, from one `git log` over the docs folder, written as a date a reader
 * reads at a glance ("November 27, 2026"): Rspress's own last-updated plugin prints the time to the second.
 */

/** Path (relative to the repository root) → the newest commit's time in ms, from `git log --name-only` with `%x00%at` headers. */
export function newestChangeByPath(gitLog: string): Map<string, number> {
  const newest = new Map<string, number>();
  let time: number | undefined;
  for (const line of gitLog.split('\n')) {
    if (line.startsWith('\0')) {
      const seconds = Number(line.slice(1));
      time = Number.isFinite(seconds) ? seconds * 1000 : undefined;
      continue;
    }
    // git log lists the newest commit first: the first time a path is seen is its last change.
    if (line && time !== undefined && !newest.has(line)) newest.set(line, time);
  }
  return newest;
}

/** A day, without the time of day, in the site's language; UTC so the build machine's zone does not move it. */
export function readableDate(ms: number, lang = 'en'): string {
  return new Date(ms).toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
