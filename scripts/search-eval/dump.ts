/**
 * Search answers for judging: runs reader queries through the site's searcher over a built site's index, as the
 * panel does on a guide page (and, on a two-version site, with the npm release's names offered apart), and writes
 * each query's first distinct links with their titles, so a judge can read the pages they point to.
 * Usage: tsx scripts/search-eval/dump.ts <build dir> <out.json> <queries.json ...>
 *   <build dir> holds `site/` (a copy of doc_build) and `docs/` (a copy of docs/, at least docs/api and docs/npm/api);
 *   a queries file is a JSON list of { q, intent } (scripts/search-eval/README.md).
 */
import '../../plugins/search/concept-globals';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import npmInstall from '../../config/npm-install.json';
import { readDirectory } from '../../plugins/search/setup';
import { decodeDirectory } from '../../plugins/search/runtime/directory';
import { otherVersionOf } from '../../plugins/search/runtime/other-version';
import { buildIndex, type IndexPage } from '../../plugins/search/runtime/search-index';
import { search } from '../../plugins/search/runtime/searcher';

/** How many distinct links a judge reads per query. */
export const JUDGED = 3;

export interface EvalQuery {
  q: string;
  intent: string;
}

export interface Answer {
  link: string;
  title: string;
  header: string;
}

export interface Dumped extends EvalQuery {
  set: string;
  answers: Answer[];
}

/** The first `n` distinct links of a search's suggestions, in order. */
export function firstLinks(suggestions: readonly { link: string; title: string; header: string }[], n = JUDGED): Answer[] {
  const seen = new Set<string>();
  const out: Answer[] = [];
  for (const s of suggestions) {
    if (seen.has(s.link)) continue;
    seen.add(s.link);
    out.push({ link: s.link, title: s.title, header: s.header });
    if (out.length === n) break;
  }
  return out;
}

function defaultIndex(siteDir: string): string {
  const dir = path.join(siteDir, 'static');
  const file = readdirSync(dir).find((f) => /^search_index\.[0-9a-f]+\.json$/.test(f) || /^search_index\.en\.[0-9a-f]+\.json$/.test(f));
  if (!file) throw new Error(`${dir} has no search index (search_index.<hash>.json): copy a built site's doc_build there.`);
  return path.join(dir, file);
}

/** The pages of a copied build's default search index. */
export function indexPagesOf(buildDir: string): IndexPage[] {
  return JSON.parse(readFileSync(defaultIndex(path.join(buildDir, 'site')), 'utf8'));
}

export function searcherFor(buildDir: string, n = JUDGED): (q: string) => Answer[] {
  const pages = indexPagesOf(buildDir);
  const index = buildIndex(pages);
  const main = readDirectory(path.join(buildDir, 'docs/api'));
  const npmDir = path.join(buildDir, 'docs/npm/api');
  const npm = existsSync(npmDir) ? readDirectory(npmDir) : undefined;
  const directory = decodeDirectory(main);
  const other = otherVersionOf(pages, main, npm, npmInstall.packages);
  return (q) => firstLinks(search(index, directory, q, undefined, undefined, other), n);
}

if (import.meta.filename === process.argv[1]) {
  const [buildDir, out, ...sets] = process.argv.slice(2);
  if (!buildDir || !out || !sets.length) {
    console.error('usage: tsx scripts/search-eval/dump.ts <build dir> <out.json> <queries.json ...>');
    process.exit(2);
  }
  const ask = searcherFor(buildDir);
  const dumped: Dumped[] = sets.flatMap((file) => {
    const set = path.basename(file, '.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as EvalQuery[]).map((e) => ({ ...e, set, answers: ask(e.q) }));
  });
  writeFileSync(out, JSON.stringify(dumped, null, 1));
  console.log(`${out}: ${dumped.length} queries from ${sets.length} set(s)`);
}
