/**
 * Our search core against MiniSearch under the same ranking layer, and our stemmer
 * against Porter's (the `stemmer` package), measured in one run on one machine:
 * quality on the query set (hit@1 / hit@3), first query (index decode and build plus
 * one query) and per-keystroke query time, the index a serialized MiniSearch would
 * add to the site, the gzip size of the browser code, and the lines we maintain.
 * The searcher is bundled with esbuild once per stemmer (the swap reaches every file
 * that imports ./stem) and run in Node.
 * Usage: tsx scripts/bench/search-core.ts [search_index.json]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { decodeDirectory, type SymbolDirectory } from '../../plugins/search/runtime/directory';
import type { IndexPage } from '../../plugins/search/runtime/search-index';
import { readDirectory } from '../../plugins/search/setup';
import { figures, figuresTable, type QualityRow, rowOf } from '../../plugins/search/quality';
import { conceptData } from '../../plugins/search/concept-source';

/** The readers' words, inlined into each bundle as the site build inlines them (plugins/search/runtime/concept-data.ts). */
const CONCEPTS_DEFINE = { __PACT_SEARCH_CONCEPTS__: JSON.stringify(conceptData()) };
import { GROUPS, QUERIES } from '../../tests/e2e/search-queries';
import { asTemplates, errorHeadings, pastedQueries } from '../../tests/support/error-queries';
import type * as Entry from './search-core/entry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.cache/bench/search-core');
const PASTED = 300;
const RUNS = 7;
/** Typed a letter at a time: every prefix is a query, as in the panel. */
const TYPED = ['createTransaction', 'start local network', 'transacton', 'pactup install', 'how do I deploy a contract', 'Contract free.guestbook not deployed'];
/** The word families stem.test.ts states: a reader typing one form finds the others. */
const FAMILIES = [
  ['deploy', 'deploys', 'deploying', 'deployed', 'deployment', 'deployments'],
  ['chain', 'chains'],
  ['configure', 'configuring', 'configuration', 'configured'],
  ['run', 'running'],
  ['set', 'setting', 'settings'],
  ['test', 'tests', 'testing'],
  ['install', 'installing', 'installation', 'installed'],
  ['type', 'types'],
  ['switch', 'switches', 'switching'],
  ['library', 'libraries'],
];
/** Pairs stem.test.ts keeps apart. */
const APART = [
  ['wallet', 'walk'],
  ['sign', 'single'],
];
/** Files of our core (what MiniSearch would replace) and of the comparison adapter. */
const CORE_FILES = ['search-index.ts', 'tokenize.ts', 'stem.ts', 'fuzzy.ts'].map((f) => `plugins/search/runtime/${f}`);
const ADAPTER = 'scripts/bench/search-core/minisearch-core.ts';

type Stemmer = 'ours' | 'porter';
type Engine = typeof Entry;

/** Resolves every import of plugins/search/runtime/stem.ts to Porter's stemmer. */
const OUR_STEM = path.join(ROOT, 'plugins/search/runtime/stem');
const porterStem: Plugin = {
  name: 'porter-stem',
  setup(b) {
    b.onResolve({ filter: /(^|\/)stem$/ }, (args) => (path.resolve(args.resolveDir, args.path) === OUR_STEM ? { path: path.join(import.meta.dirname, 'search-core/porter-stem.ts') } : undefined));
  },
};

async function engine(stemmer: Stemmer): Promise<Engine> {
  mkdirSync(OUT, { recursive: true });
  const outfile = path.join(OUT, `engine-${stemmer}.mjs`);
  await build({ entryPoints: [path.join(import.meta.dirname, 'search-core/entry.ts')], bundle: true, platform: 'node', format: 'esm', outfile, plugins: stemmer === 'porter' ? [porterStem] : [], define: CONCEPTS_DEFINE, logLevel: 'error' });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** Minified browser bundle of `contents` (an entry module), gzip bytes. */
async function gzipOf(contents: string, plugins: Plugin[] = []): Promise<number> {
  const result = await build({ stdin: { contents, resolveDir: path.join(ROOT, 'plugins/search/runtime'), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, plugins, define: CONCEPTS_DEFINE, logLevel: 'error' });
  return gzipSync(result.outputFiles[0].contents).length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const lines = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').split('\n').filter((l) => l.trim()).length;

interface Variant {
  name: string;
  /** Builds what the first query needs from the index file's text; returns the search. */
  load(text: string): (query: string) => string[];
}

function variants(ours: Engine, porter: Engine, directory: SymbolDirectory): Variant[] {
  const plain = (e: Engine): Variant['load'] => (text) => {
    const index = e.buildIndex(JSON.parse(text));
    return (q) => e.search(index, directory, q).map((s) => s.link);
  };
  const mini = (e: Engine, tokenizer: 'minisearch' | 'ours', typos = 1): Variant['load'] => (text) => {
    const pages: IndexPage[] = JSON.parse(text);
    const index = e.buildIndex(pages);
    const scorer = e.miniScorer(e.buildMini(pages, index, e.stem, tokenizer, typos), e.stem);
    return (q) => e.search(index, directory, q, undefined, scorer).map((s) => s.link);
  };
  return [
    { name: 'ours', load: plain(ours) },
    { name: 'MiniSearch', load: mini(ours, 'minisearch') },
    { name: 'MiniSearch, 2 typos', load: mini(ours, 'minisearch', 2) },
    { name: 'MiniSearch + our tokenizer', load: mini(ours, 'ours') },
    { name: 'ours + Porter', load: plain(porter) },
    { name: 'MiniSearch + Porter', load: mini(porter, 'minisearch') },
  ];
}

function timed<T>(f: () => T): [T, number] {
  const t = performance.now();
  const value = f();
  return [value, performance.now() - t];
}

export async function searchCoreReport(indexFile: string, apiDir: string): Promise<string[]> {
  const out: string[] = [];
  const text = readFileSync(indexFile, 'utf8');
  const pages: IndexPage[] = JSON.parse(text);
  const directory = decodeDirectory(readDirectory(apiDir));
  const [ours, porter] = [await engine('ours'), await engine('porter')];
  const list = variants(ours, porter, directory);

  // Quality: the query set and the pasted messages, every variant over the same index.
  const headings = errorHeadings(pages);
  const pasted = pastedQueries(headings, PASTED);
  const queries = [...QUERIES, ...pasted];
  const read = (q: { target: string }, links: string[]) => (q.target.startsWith('template:') ? asTemplates(links, headings) : links);
  const groups = [...GROUPS, ...(pasted.length ? [pasted[0].group] : [])];
  const columns = list.map((v) => {
    const find = v.load(text);
    const rows: QualityRow[] = queries.map((q) => rowOf(q, read(q, find(q.query))));
    return { name: v.name, figures: figures(rows, groups) };
  });
  out.push(`Quality (${queries.length} queries: tests/e2e/search-queries.ts and ${pasted.length} pasted messages):`, ...figuresTable(columns));

  // Speed: runs interleaved so each variant meets the same machine load.
  const first = new Map<string, number[]>(list.map((v) => [v.name, []]));
  const keys = new Map<string, number[]>(list.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const v of list) {
      const [find, t] = timed(() => {
        const f = v.load(text);
        f('deploy');
        return f;
      });
      first.get(v.name)!.push(t);
      if (run === 0) for (const word of TYPED) for (let i = 1; i <= word.length; i++) keys.get(v.name)!.push(timed(() => find(word.slice(0, i)))[1]);
    }
  }
  out.push(
    '',
    `Speed in Node (${process.version}); first query = JSON decode + index build + one query, median of ${RUNS}; keystroke = one query per prefix of ${TYPED.length} typed queries:`,
    '| core | first query ms | keystroke median ms | keystroke p95 ms |',
    '| --- | --- | --- | --- |',
    ...list.map((v) => `| ${v.name} | ${ms(median(first.get(v.name)!))} | ${ms(median(keys.get(v.name)!))} | ${ms(p95(keys.get(v.name)!))} |`),
  );

  // Index: both cores build in the browser from the same file; a MiniSearch index serialized at site build would come on top.
  const index = ours.buildIndex(pages);
  const [core, buildMs] = timed(() => ours.buildMini(pages, index, ours.stem));
  const [json, saveMs] = timed(() => JSON.stringify({ pages: core.pages, sections: core.sections }));
  const loads: number[] = [];
  const MiniSearch = (await import('minisearch')).default;
  const opts = (fields: string[]) => ({ fields, processTerm: (t: string) => ours.stem(t.toLowerCase()) });
  for (let run = 0; run < RUNS; run++) {
    loads.push(
      timed(() => {
        const data = JSON.parse(json);
        MiniSearch.loadJS(data.pages, opts(['title', 'extra']));
        MiniSearch.loadJS(data.sections, opts(['heading', 'above', 'body']));
      })[1],
    );
  }
  const ourBuild = median(Array.from({ length: RUNS }, () => timed(() => ours.buildIndex(pages))[1]));
  out.push(
    '',
    '| index | gzip KB | build or load ms |',
    '| --- | --- | --- |',
    `| search_index.json (both cores build from it in the browser) | ${kb(gzipSync(text).length)} | ours: buildIndex ${ms(ourBuild)}; MiniSearch: buildIndex (section model) + addAll ${ms(ourBuild + buildMs)} |`,
    `| MiniSearch serialized at site build (on top of the file above: snippets need the text) | ${kb(gzipSync(json).length)} | toJSON at build ${ms(saveMs)}; loadJS in the browser ${ms(median(loads))} |`,
  );

  // Browser code: the searcher chunk (engine.ts) with each core, minified and gzipped.
  const engineGz = await gzipOf(`export { buildIndex } from './search-index'; export { search } from './searcher';`);
  const withMini = await gzipOf(`export { buildIndex } from './search-index'; export { search } from './searcher'; export { buildMini, miniScorer } from '${path.join(import.meta.dirname, 'search-core/minisearch-core')}';`);
  const porterGz = await gzipOf(`export { buildIndex } from './search-index'; export { search } from './searcher';`, [porterStem]);
  const miniAlone = await gzipOf(`export { default } from 'minisearch';`);
  const built = builtChunk(path.dirname(indexFile));
  out.push(
    '',
    '| searcher chunk (esbuild, minified, gzip) | KB |',
    '| --- | --- |',
    ...(built ? [`| ours as the site ships it (${path.relative(path.dirname(indexFile), built.file)}; shared modules in other chunks) | ${kb(built.gzip)} |`] : []),
    `| ours (plugins/search/runtime/engine.ts) | ${kb(engineGz)} |`,
    `| ours + MiniSearch adapter (upper bound of a swap: our index code still in) | ${kb(withMini)} |`,
    `| MiniSearch alone | ${kb(miniAlone)} |`,
    `| ours with Porter's stemmer | ${kb(porterGz)} |`,
  );

  // Stemmers on the word families of stem.test.ts.
  const stemLine = (name: string, e: Engine) => {
    const split = FAMILIES.filter((f) => new Set(f.map(e.stem)).size > 1).map((f) => f.map((w) => `${w}→${e.stem(w)}`).join(' '));
    const merged = APART.filter(([a, b]) => e.stem(a) === e.stem(b)).map((p) => p.join('/'));
    return `| ${name} | ${FAMILIES.length - split.length} of ${FAMILIES.length}${split.length ? ` (splits ${split.join('; ')})` : ''} | ${merged.length ? merged.join(', ') : 'none'} |`;
  };
  out.push('', '| stemmer | word families folded (stem.test.ts) | unrelated words merged |', '| --- | --- | --- |', stemLine('ours (stem.ts)', ours), stemLine("Porter (stemmer@2.0.1)", porter));

  // Lines we maintain.
  const coreLines = CORE_FILES.reduce((n, f) => n + lines(f), 0);
  const coreTests = CORE_FILES.map((f) => f.replace(/\.ts$/, '.test.ts')).filter((f) => existsSync(path.join(ROOT, f))).reduce((n, f) => n + lines(f), 0);
  out.push('', `Lines we maintain (non-blank): our core ${coreLines} (${CORE_FILES.map((f) => path.basename(f)).join(', ')}) + ${coreTests} test lines; the MiniSearch adapter ${lines(ADAPTER)}, which keeps search-index.ts's section model.`);
  return out;
}

/** The built site's searcher chunk (the one that defines engine.ts's exports), gzip bytes. */
function builtChunk(staticDir: string): { file: string; gzip: number } | undefined {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : []));
  const file = existsSync(path.join(staticDir, 'js')) ? walk(path.join(staticDir, 'js')).find((f) => /buildIndex:\(\)=>/.test(readFileSync(f, 'utf8'))) : undefined;
  return file ? { file, gzip: gzipSync(readFileSync(file)).length } : undefined;
}

/** The built site's index: the argument, else the e2e build's, else doc_build's. */
export function findIndexFile(arg?: string): string {
  if (arg) return arg;
  for (const dir of ['.cache/e2e/site-root/static', 'doc_build/static'].map((d) => path.join(ROOT, d))) {
    const file = existsSync(dir) ? readdirSync(dir).find((f) => /^search_index.*\.json$/.test(f)) : undefined;
    if (file) return path.join(dir, file);
  }
  throw new Error('search-core bench: no search_index*.json in .cache/e2e/site-root/static or doc_build/static; build the site first (npx rspress build) or pass the file.');
}

if (import.meta.filename === process.argv[1]) {
  searchCoreReport(findIndexFile(process.argv[2]), path.join(ROOT, 'docs/api')).then((l) => console.log(l.join('\n')));
}
