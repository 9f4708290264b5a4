/**
 * Search quality without a browser: the quality set (tests/e2e/search-queries.ts)
 * run through our searcher (plugins/search/runtime/) and through a replay of Rspress
 * 2.0.22's own search over the same index file (flexsearch with the options its
 * LocalProvider uses, then its rule that a page shows only when its title,
 * a heading or its text holds the whole query). Prints hit@1 / hit@3 per group.
 * Then one line over the reader groups: hit@1, hit@3, MRR, and how often the long First Project page came first.
 * Usage: tsx scripts/bench/search-quality.ts <search_index.json> [--rows]
 */
import '../../plugins/search/concept-globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document } from 'flexsearch';
import { decodeDirectory } from '../../plugins/search/runtime/directory';
import { readDirectory } from '../../plugins/search/setup';
import { figures, figuresTable, rowLines, rowOf, summaryLine, type QualityRow } from '../../plugins/search/quality';
import { buildIndex, type IndexPage } from '../../plugins/search/runtime/search-index';
import { search } from '../../plugins/search/runtime/searcher';
import { normalizeText } from '../../plugins/search/runtime/text';
import { GROUPS, QUERIES, READER_GROUPS } from '../../tests/e2e/search-queries';
import { asTemplates, errorHeadings, pastedQueries } from '../../tests/support/error-queries';

/** The long page that should come first only where it is the best answer. */
const LONG_PAGE = '/getting-started/first-project';

/** Pasted messages made from the error reference's entries (every distinct one up to this many). */
const PASTED = 300;

/** Rspress's order: flexsearch hits (limit 7) that hold the whole query somewhere, in flexsearch's order. */
export async function rspressOrder(pages: IndexPage[]): Promise<(query: string) => Promise<string[]>> {
  const docs = new Document({ tokenize: 'full', document: { id: 'id', store: true, index: ['normalizedTitle', 'headers', 'normalizedContent'] }, cache: 100, encoder: { maxlength: 64 } } as never);
  pages.forEach((p, id) =>
    docs.add({ id, normalizedTitle: normalizeText(p.title), headers: (p.toc ?? []).map((h) => normalizeText(h.text)).join(' '), normalizedContent: normalizeText(p.content ?? '') } as never),
  );
  return async (query: string) => {
    const q = normalizeText(query);
    const found = (await docs.searchAsync(query, { limit: 7, index: ['normalizedTitle', 'headers', 'normalizedContent'] } as never)) as unknown as { result: number[] }[];
    const ids = [...new Set(found.flatMap((f) => f.result))];
    const links: string[] = [];
    for (const id of ids) {
      const p = pages[id];
      if (normalizeText(p.title).includes(q)) links.push(p.routePath);
      for (const h of p.toc ?? []) if (normalizeText(h.text).includes(q)) links.push(`${p.routePath}#${h.id}`);
      if (normalizeText(p.content ?? '').includes(q)) links.push(p.routePath);
    }
    return links;
  };
}

export async function qualityReport(indexFile: string, apiDir: string, showRows = false): Promise<string[]> {
  const pages: IndexPage[] = JSON.parse(readFileSync(indexFile, 'utf8'));
  const index = buildIndex(pages);
  const directory = decodeDirectory(readDirectory(apiDir));
  const headings = errorHeadings(pages);
  const pasted = pastedQueries(headings, PASTED);
  const queries = [...QUERIES, ...pasted];
  // A generated query is answered by any entry stating its message; the others read links as they are.
  const read = (q: { target: string }, links: string[]) => (q.target.startsWith('template:') ? asTemplates(links, headings) : links);
  const ours: QualityRow[] = queries.map((q) => rowOf(q, read(q, search(index, directory, q.query).map((s) => s.link))));
  const replay = await rspressOrder(pages);
  const theirs: QualityRow[] = [];
  for (const q of queries) theirs.push(rowOf(q, read(q, await replay(q.query))));
  const groups = [...GROUPS, ...(pasted.length ? [pasted[0].group] : [])];
  return [
    ...(showRows ? rowLines(ours) : []),
    ...figuresTable([
      { name: 'ours', figures: figures(ours, groups) },
      { name: 'Rspress', figures: figures(theirs, groups) },
    ]),
    summaryLine('reader queries (ours)', ours, READER_GROUPS, LONG_PAGE),
  ];
}

if (import.meta.filename === process.argv[1]) {
  const [file, flag] = process.argv.slice(2);
  const root = path.resolve(import.meta.dirname, '../..');
  qualityReport(file, process.env.SEARCH_API_DIR ?? path.join(root, "docs/api"), flag === "--rows").then((lines) => console.log(lines.join('\n')));
}
