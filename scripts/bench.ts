/**
 * npm run bench — builds the site and prints the project's figures:
 * build times and memory, output size, page weight per page type, search
 * index size and latency, Lighthouse (when installed), and how cost grows
 * with the size of the API reference (BENCH_SCALE=1000,2500,5000; "0" skips).
 * Not a test: it prints numbers, budgets are marked but nothing fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, measuringBrowser } from '../tests/support/browser';
import { locked } from './build-lock';
import { FIRST_LOAD_JS_BUDGET_BYTES, SCALE_BUILD_BUDGET } from './bench/budgets';
import { dirSize, mb, median, timed, type Run } from './bench/measure';
import { firstLoadJs, kb, pageWeight, type PageWeight, weighPageTypes } from './bench/page-weight';
import { searchIndexDownloads } from './bench/search-downloads';
import { searchLatency } from './bench/search-latency';
import { firstQueryLatency } from './bench/first-query';
import { qualityReport } from './bench/search-quality';
import { searchCoreReport } from './bench/search-core';
import { coldAndWarm, coldLines } from './bench/search-cold';
import { QUERIES, READER_GROUPS } from '../tests/e2e/search-queries';
import { asTemplates, errorHeadings, pastedQueries } from '../tests/support/error-queries';
import { copyDocsForScale } from './bench/scale-docs';
import { PLAIN_CONFIG } from './bench/plain';
import { oursAtScale, plainAtScale, withinScaleBudget } from './bench/scale-build';
import { writeSyntheticToolkit } from './bench/synthetic-toolkit';
import { startStaticServer } from './static-server';
import { toolkitSource, versionsBench } from './bench/versions-build';
import { options as siteOptions } from '../config/options';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, '.cache/bench');
const node = process.execPath;
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const rspress = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');
const env = (extra: Record<string, string>) => ({ ...process.env, ...extra });
const budget = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** Steps run unlocked: the whole benchmark holds the build lock (see the end of this file). */
function run(args: string[], extra: Record<string, string> = {}): Run {
  return timed(node, args, { cwd: ROOT, env: env(extra) });
}

function apiRun(outDir: string, cacheDir: string, extra: Record<string, string> = {}): Run {
  return run([tsx, path.join(ROOT, 'scripts/bench-api-run.ts'), outDir, cacheDir], extra);
}

/** First-load JS (and, in brackets, other data) of pages of a built site, measured in the browser. */
async function scaleFirstLoads(site: string, routes: string[]): Promise<PageWeight[]> {
  const server = await startStaticServer({ root: site, base: '/' });
  const browser = await chromium.launch({ executablePath: measuringBrowser(), args: CHROME_ARGS });
  try {
    const out: PageWeight[] = [];
    for (const route of routes) out.push(await pageWeight(browser, route || 'home', `${server.url}${route}`, async () => {}));
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}

const lines: string[] = [];
const print = (line = '') => {
  lines.push(line);
  console.log(line);
};

async function main() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const site = path.join(WORK, 'site');
  print(`# Pact Toolbox docs benchmark — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.versions.node}`);

  // Build
  const apiCold = apiRun(path.join(ROOT, 'docs/api'), path.join(WORK, 'api-cache'), { API_GEN_FORCE: '1' });
  const apiWarm = apiRun(path.join(ROOT, 'docs/api'), path.join(WORK, 'api-cache'));
  const siteCold = run([rspress, 'build'], { DOCS_OUT_DIR: site, RSPRESS_PERSISTENT_CACHE: 'false' });
  const siteWarm = run([rspress, 'build'], { DOCS_OUT_DIR: site, RSPRESS_PERSISTENT_CACHE: 'false' });
  // The baseline: plain Rspress 2 over the same content (scripts/bench/plain-rspress.config.ts).
  const plain = path.join(WORK, 'plain');
  const plainBuild = run([rspress, 'build', '-c', PLAIN_CONFIG], { BENCH_PLAIN_OUT: plain, RSPRESS_PERSISTENT_CACHE: 'false' });
  const out = dirSize(site);
  const plainOut = dirSize(plain);
  print('\n## Build');
  print('| step | wall s | peak MB |\n| --- | --- | --- |');
  for (const [name, r] of [['api-gen cold (empty cache)', apiCold], ['api-gen warm (unchanged)', apiWarm], ['rspress build (first)', siteCold], ['rspress build (again)', siteWarm], ['plain Rspress 2, same content', plainBuild]] as const) {
    print(`| ${name} | ${r.seconds.toFixed(2)} | ${r.peakMb ?? 'n/a'} |`);
  }
  print(`| **total (api cold + site)** | **${(apiCold.seconds + siteCold.seconds).toFixed(2)}** | ${Math.max(apiCold.peakMb ?? 0, siteCold.peakMb ?? 0) || 'n/a'} |`);
  print(`\nOutput: ${out.html} HTML pages, ${out.files} files, ${mb(out.bytes)} MB (reported, not a budget: a reader downloads pages, not the site). Plain Rspress 2: ${plainOut.html} HTML pages, ${mb(plainOut.bytes)} MB.`);

  print('\n## Two versions (main and the npm releases)');
  // Against the second one-version build: like the two-version build, it runs with the disk caches warm (the first
  // build of a bench pays for reading node_modules cold, 97 s against 48 s on 2026-11-27).
  for (const line of versionsBench({ root: ROOT, work: WORK, toolkit: toolkitSource(ROOT, siteOptions.toolkitRepo), oneVersionBuild: siteWarm, run, tsx, rspress })) print(line);

  // Page weight, search
  const server = await startStaticServer({ root: site, base: '/' });
  const plainServer = await startStaticServer({ root: plain, base: '/' });
  const browser = await chromium.launch({ executablePath: measuringBrowser(), args: CHROME_ARGS });
  try {
    const weights = await weighPageTypes(browser, server.url);
    const plainWeights = await weighPageTypes(browser, plainServer.url);
    print('\n## Page weight (bytes transferred, gzip)');
    print('"first" is everything until the load event (what the first paint and hydration wait for); "idle" is what follows while the page settles; "second" is a client-side navigation from it.');
    print(`| site | page | load | requests | JS KB | CSS KB | HTML KB | other KB | first + idle JS KB (budget ≤ ${kb(FIRST_LOAD_JS_BUDGET_BYTES)}) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
    for (const [label, list] of [['ours', weights], ['plain Rspress 2', plainWeights]] as const) {
      for (const w of list) {
        print(`| ${label} | ${w.name} | first | ${w.first.requests} | ${kb(w.first.js)} | ${kb(w.first.css)} | ${kb(w.first.html)} | ${kb(w.first.other)} | ${kb(firstLoadJs(w))}${label === 'ours' ? ` ${budget(firstLoadJs(w) <= FIRST_LOAD_JS_BUDGET_BYTES)}` : ''} |`);
        print(`| ${label} | ${w.name} | idle | ${w.idle.requests} | ${kb(w.idle.js)} | ${kb(w.idle.css)} | ${kb(w.idle.html)} | ${kb(w.idle.other)} | |`);
        print(`| ${label} | ${w.name} | second | ${w.second.requests} | ${kb(w.second.js)} | ${kb(w.second.css)} | ${kb(w.second.html)} | ${kb(w.second.other)} | |`);
      }
    }

    print('\n## Search');
    print('| index | raw KB | gzip KB |\n| --- | --- | --- |');
    const staticDir = path.join(site, 'static');
    for (const file of readdirSync(staticDir).filter((f) => f.startsWith('search_index'))) {
      const bytes = readFileSync(path.join(staticDir, file));
      print(`| ${file} | ${kb(bytes.length)} | ${kb(gzipSync(bytes).length)} |`);
    }
    const alone = await searchIndexDownloads(browser, server.url, 'none');
    const searched = await searchIndexDownloads(browser, server.url, 'shortcut');
    print(`\nIndex downloads on a first page load left alone (until idle): ${alone.requests} request(s), ${kb(alone.transferred)} KB on the wire; with Ctrl+K: ${searched.requests} request(s), ${kb(searched.transferred)} KB.`);
    print('\nSearch quality (tests/e2e/search-queries.ts; ours, and Rspress 2.0.22\'s own order on the same index):');
    const indexFile = readdirSync(staticDir).find((f) => f.startsWith('search_index'));
    if (indexFile) for (const line of await qualityReport(path.join(staticDir, indexFile), path.join(ROOT, 'docs/api'))) print(line);
    if (indexFile) {
      print('\n### Search core: ours against MiniSearch under the same ranking, our stemmer against Porter\'s (scripts/bench/search-core.ts)');
      for (const line of await searchCoreReport(path.join(staticDir, indexFile), path.join(ROOT, 'docs/api'))) print(line);
    }
    if (indexFile) {
      // Reader-worded queries and pasted messages, each typed at once on a fresh page (cold) and on a settled one (warm).
      const headings = errorHeadings(JSON.parse(readFileSync(path.join(staticDir, indexFile), 'utf8')));
      const pasted = pastedQueries(headings, 20);
      const sample = [...QUERIES.filter((q) => READER_GROUPS.includes(q.group)), ...pasted];
      const report = await coldAndWarm(browser, server.url, sample, (q, links) => (q.target.startsWith('template:') ? asTemplates(links, headings) : links));
      print(`\nSearch warm and cold (${sample.length} reader queries and pasted messages; cold: Ctrl+K and typing at once on a page that has just appeared):`);
      for (const line of coldLines(report, [...READER_GROUPS, ...(pasted.length ? [pasted[0].group] : [])])) print(line);
    }
    const first = await firstQueryLatency(browser, `${server.url}intro`, 'transaction', 'shortcut', 5);
    print(
      first.length
        ? `\nFirst query on a settled page (Ctrl+K → first results on screen, fresh cache, index fetched and decoded after the press), median of ${first.length}: ${median(first).toFixed(0)} ms (min ${Math.min(...first).toFixed(0)}, max ${Math.max(...first).toFixed(0)}). \`npm run bench:pages\` measures it alone.`
        : '\nFirst query on a settled page: no results shown.',
    );
    const latency = await searchLatency(browser, server.url, ['createTransaction', 'ChainwebClient', 'deploy', 'wallet', 'pactup install', 'start local network', 'transacton']);
    print(
      latency.length
        ? `\nLast keystroke → rendered results (includes the 150 ms debounce), median of ${latency.length}: ${median(latency).toFixed(0)} ms (min ${Math.min(...latency).toFixed(0)}, max ${Math.max(...latency).toFixed(0)}).`
        : '\nLast keystroke → rendered results: not measured (no query changed the results).',
    );
  } finally {
    await browser.close();
    await server.close();
    await plainServer.close();
  }

  // Lighthouse, ours and plain Rspress 2 in the same run
  print('\n## Lighthouse (mobile defaults, median of 3)');
  try {
    const { lighthouseScores } = await import('./bench/lighthouse');
    const ours = await lighthouseScores(site, print, 'ours');
    const base = await lighthouseScores(plain, print, 'plain Rspress 2');
    print('\nTargets, ours (plain Rspress 2 in brackets); "corrected" re-runs Lighthouse\'s simulation with every main-thread task timed by its CPU time (scripts/bench/retime-trace.ts).');
    print('| page | performance ours − plain (target ≥ +5) | LCP ≤ 1500 ms | TBT ≤ 100 ms | corrected LCP ≤ 1500 ms | corrected TBT ≤ 100 ms |\n| --- | --- | --- | --- | --- | --- |');
    for (const row of ours) {
      const other = base.find((b) => b.page === row.page);
      const lead = other ? row.performance - other.performance : NaN;
      const ms = (value: number, plain: number | undefined, limit: number) => `${value.toFixed(0)} (${plain?.toFixed(0) ?? '–'}) ${budget(value <= limit)}`;
      print(
        `| ${row.page} | ${lead >= 0 ? '+' : ''}${lead} ${budget(lead >= 5)} | ${ms(row.lcp, other?.lcp, 1500)} | ${ms(row.tbt, other?.tbt, 100)} | ${ms(row.corrected.lcp, other?.corrected.lcp, 1500)} | ${ms(row.corrected.tbt, other?.corrected.tbt, 100)} |`,
      );
    }
  } catch (error) {
    print(`Not measured: ${(error as Error).message.split('\n')[0]}`);
  }

  // Scale
  const sizes = (process.env.BENCH_SCALE ?? '1000,2500,5000').split(',').map(Number).filter((n) => n > 0);
  if (sizes.length) {
    const SCALE_ROUTES = ['', 'api/chainweb-client/'];
    // Today's site, the same two pages, for the "at most 5 KB more" target.
    const today = await scaleFirstLoads(site, SCALE_ROUTES);
    const firstLoad = (w: PageWeight, base?: PageWeight) =>
      `${kb(firstLoadJs(w))} (+${kb(w.first.other + w.idle.other)})${base ? `, ${firstLoadJs(w) - firstLoadJs(base) >= 0 ? '+' : ''}${kb(firstLoadJs(w) - firstLoadJs(base))} vs today ${budget(firstLoadJs(w) - firstLoadJs(base) <= 5 * 1024)}` : ''}`;
    print('\n## Scale (synthetic toolkit)');
    print(`First load measured in the browser until the network is idle (our scripts start after the load event): JS KB gzip, then (+ other KB: page data and sidebar files, images), then the JS difference from today's site (target ≤ +5 KB). Build target at ${SCALE_BUILD_BUDGET.pages} pages: ≤ ${SCALE_BUILD_BUDGET.seconds} s, ≤ ${SCALE_BUILD_BUDGET.peakMb} MB.`);
    print('| target pages | API pages | api-gen s | api-gen MB | site build s | site build MB | plain Rspress 2 build s | plain Rspress 2 build MB | output MB | first load, home | first load, API package page |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    print(`| today | ${out.html} HTML | | | ${siteCold.seconds.toFixed(1)} | ${siteCold.peakMb ?? 'n/a'} | ${plainBuild.seconds.toFixed(1)} | ${plainBuild.peakMb ?? 'n/a'} | ${mb(out.bytes)} | ${firstLoad(today[0])} | ${firstLoad(today[1])} |`);
    for (const size of sizes) {
      const dir = path.join(WORK, `scale-${size}`);
      const repo = writeSyntheticToolkit(path.join(dir, 'toolkit'), size);
      const docs = copyDocsForScale(ROOT, dir);
      const api = apiRun(path.join(docs, 'api'), path.join(dir, 'cache'), { PACT_TOOLBOX_REPO: repo });
      const apiPages = dirSize(path.join(docs, 'api')).files - 4; // less the four _data files (sidebar, symbols, stamp, sample modules)
      let build: Run | null = null;
      const scaled = path.join(dir, 'site');
      try {
        const ours = oursAtScale(docs, scaled);
        build = run([rspress, ...ours.args], ours.env);
      } catch (error) {
        print(`| ${size} | ${apiPages} | ${api.seconds.toFixed(1)} | ${api.peakMb} | failed: ${(error as Error).message.split('\n')[0].slice(0, 80)} | | | | | | |`);
        continue;
      }
      const [home, apiPage] = await scaleFirstLoads(scaled, SCALE_ROUTES);
      const outBytes = dirSize(scaled).bytes;
      rmSync(scaled, { recursive: true, force: true });
      // The same pages through plain Rspress 2: what Rspress alone costs at this size.
      const plainScaled = path.join(dir, 'plain');
      const plainCommand = plainAtScale(docs, plainScaled);
      const plainScale = run([rspress, ...plainCommand.args], plainCommand.env);
      rmSync(plainScaled, { recursive: true, force: true });
      const buildOk = size < SCALE_BUILD_BUDGET.pages ? '' : ` ${budget(withinScaleBudget(build))}`;
      print(`| ${size} | ${apiPages} | ${api.seconds.toFixed(1)} | ${api.peakMb ?? 'n/a'} | ${build.seconds.toFixed(1)}${buildOk} | ${build.peakMb ?? 'n/a'} | ${plainScale.seconds.toFixed(1)} | ${plainScale.peakMb ?? 'n/a'} | ${mb(outBytes)} | ${firstLoad(home, today[0])} | ${firstLoad(apiPage, today[1])} |`);
    }
  }
  print(`\n(work files in ${path.relative(ROOT, WORK)}; ${statSync(WORK).isDirectory() ? 'kept' : ''})`);
}

if (process.env.BENCH_HOLDS_LOCK === '1') {
  main().catch((error) => {
    console.error(`bench: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
} else {
  // Take the build lock once for the whole run, so no other build skews the timings.
  const [cmd, args] = locked(ROOT, node, [tsx, import.meta.filename]);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: env({ BENCH_HOLDS_LOCK: '1' }) });
  process.exit(result.status ?? 1);
}
