/**
 * A query that names a page (pure): "error reference" is the page titled "Error messages", "known bugs" the Known
 * Issues list (config/search-page-names.ts). The whole query must be the name, so a task or an error that happens to
 * hold those words is ranked as usual.
 */
import { NPM_API_ROUTE, rebaseRoute } from '../../../api-gen/layout';
import { isTypoOf } from './fuzzy';
import type { SearchIndex } from './search-index';

export interface RuntimePageName {
  reader: readonly string[];
  route: string;
}

/** The query as a page name is compared: lowercase words, punctuation and a trailing "page" dropped. */
export function asPageName(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+page$/, '');
}

/** The index's page the query names, if any: its route as named, or under the npm reference on that version's index. */
export function namedPage(index: SearchIndex, query: string, names: readonly RuntimePageName[]): number | undefined {
  const name = asPageName(query);
  const entry = name ? (names.find((n) => n.reader.includes(name)) ?? oneSlipFrom(name, names)) : undefined;
  if (!entry) return undefined;
  for (const route of [entry.route, rebaseRoute(entry.route, NPM_API_ROUTE)]) {
    const doc = index.docs.findIndex((d) => d.route === route);
    if (doc >= 0) return doc;
  }
  return undefined;
}

/**
 * The one entry with a name the query spells with a slip in one word ("error refrence"): same words otherwise, in the
 * same order. None when two entries would fit.
 */
function oneSlipFrom(name: string, names: readonly RuntimePageName[]): RuntimePageName | undefined {
  const typed = name.split(' ');
  const fits = names.filter((n) =>
    n.reader.some((r) => {
      const words = r.split(' ');
      if (words.length !== typed.length) return false;
      const differ = words.filter((w, i) => w !== typed[i]);
      return differ.length === 1 && isTypoOf(typed[words.indexOf(differ[0])], differ[0]);
    }),
  );
  return fits.length === 1 ? fits[0] : undefined;
}
