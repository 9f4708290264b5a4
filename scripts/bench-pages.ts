/**
 * npm run bench:pages -- <site> [<plain site>] — the page-load part of `npm run bench` alone, over sites already
 * built (no build, no API generation): Lighthouse (mobile defaults, median of 3, raw and load-corrected) on the four
 * page types, and the first-query latency of search (scripts/bench/first-query.ts, median of BENCH_RUNS, default 7).
 * Build the sites first, e.g. `DOCS_OUT_DIR=.cache/bench/site npx rspress build` and
 * `BENCH_PLAIN_OUT=.cache/bench/plain npx rspress build -c scripts/bench/plain-rspress.config.ts`.
 * BENCH_PARTS=lighthouse or BENCH_PARTS=first-query runs one part.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, measuringBrowser } from '../tests/support/browser';
import { median } from './bench/measure';
import { firstQueryLatency, type FirstQueryStart } from './bench/first-query';
import { startStaticServer } from './static-server';

const [siteArg, plainArg] = process.argv.slice(2);
if (!siteArg || !existsSync(path.join(siteArg, 'index.html'))) {
  console.error(`bench:pages: ${siteArg ? `${siteArg} holds no built site (no index.html)` : 'no site folder given'}. Build one (DOCS_OUT_DIR=<folder> npx rspress build) and pass its folder: npm run bench:pages -- <site> [<plain site>].`);
  process.exit(2);
}
const parts = new Set((process.env.BENCH_PARTS ?? 'lighthouse,first-query').split(','));
const runs = Number(process.env.BENCH_RUNS ?? 7);
const print = (line = '') => console.log(line);

async function main() {
  if (parts.has('first-query')) {
    print(`## Search: first query (intent → first results on screen, settled page, fresh cache; median of ${runs})`);
    print('| start | median ms | min | max |\n| --- | --- | --- | --- |');
    const server = await startStaticServer({ root: path.resolve(siteArg), base: '/' });
    const browser = await chromium.launch({ executablePath: measuringBrowser(), args: CHROME_ARGS });
    try {
      for (const start of ['shortcut', 'hover, then shortcut'] as FirstQueryStart[]) {
        const times = await firstQueryLatency(browser, `${server.url}intro`, 'transaction', start, runs);
        print(times.length ? `| ${start} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)} | ${Math.max(...times).toFixed(0)} |` : `| ${start} | no results shown | | |`);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
  if (parts.has('lighthouse')) {
    print('\n## Lighthouse (mobile defaults, median of 3)');
    const { lighthouseScores } = await import('./bench/lighthouse');
    await lighthouseScores(path.resolve(siteArg), print, 'ours');
    if (plainArg) await lighthouseScores(path.resolve(plainArg), print, 'plain Rspress 2');
  }
}

main().catch((error) => {
  console.error(`bench:pages: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
