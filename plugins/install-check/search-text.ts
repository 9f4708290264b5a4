/**
 * The "Packages on npm" table is drawn by a component (theme/components/PublishedPackages.tsx), and Rspress reads a
 * page's search text from its source, where the component is one tag: the index held the page's two paragraphs and
 * none of its rows, so "kda on npm" or a pasted `ERR_MODULE_NOT_FOUND` from an npm install never found it. Here the
 * rows are written into the indexed page's text as the page shows them, one line a package (name, version, note),
 * after the text the source gives. Pure; the plugin (index.ts) finds the page by the component's tag in its source.
 */
import type { PackageRow } from './runtime/published-packages';

/** The tag that draws the table in a page's source. */
export const TABLE_TAG = '<PublishedPackages';

/** The table's rows as index text: "name<tab>version<tab>note" a line, "No (404)" (`notOnNpm`) where npm has no version. */
export function packageRowsText(rows: readonly PackageRow[], notOnNpm: string): string {
  return rows.map((row) => [row.name, row.version ?? notOnNpm, row.note].filter(Boolean).join('\t')).join('\n');
}

interface IndexedPage {
  content?: string;
  [key: string]: unknown;
}

/** The page with the table's text after its own; its headings keep their offsets (the text is added at the end). */
export function withTableText<T extends IndexedPage>(page: T, text: string): T {
  const content = page.content ?? '';
  return { ...page, content: content ? `${content}\n\n${text}` : text };
}
