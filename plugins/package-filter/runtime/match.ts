/**
 * Which rows of a package page's export lists a filter query keeps. Pure: the words of the query must each
 * appear in the row's text (name, kind, description), in any order, case ignored.
 */
export function rowMatches(rowText: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = rowText.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** What the filter says after a query: how many rows are shown. */
export function filterStatus(shown: number, total: number, query: string): string {
  if (!query.trim()) return '';
  return shown ? `${shown} of ${total} shown` : `Nothing matches “${query.trim()}”`;
}
