/**
 * Lighthouse (mobile defaults) on the page types, median of three runs, using the `lighthouse` npm package and the
 * system Chromium. Each run is gathered once into a folder and audited three times from it:
 * - raw: the trace as recorded;
 * - identity: the trace through the re-timing with nothing replaced, which must give the raw figures (a check of
 *   the method);
 * - load-corrected: every renderer main-thread task re-timed by its thread CPU time (retime-trace.ts), so time the
 *   machine spent on other work does not count as the page's.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measuringBrowser } from '../../tests/support/browser';
import { median } from './measure';
import { type RetimeMode, retimeTrace, type TraceEvent } from './retime-trace';
import { startStaticServer } from '../static-server';

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface LighthouseRow {
  page: string;
  performance: number;
  lcp: number;
  tbt: number;
  /** The same figures from the load-corrected trace. */
  corrected: { performance: number; lcp: number; tbt: number };
}

export const LIGHTHOUSE_PAGES: readonly (readonly [string, string])[] = [
  ['home', ''],
  ['guide page', 'packages/transaction'],
  ['overview', 'packages/'],
  ['API item page', 'api/chainweb-client/classes/ChainwebClient'],
];

/** A copy of a gathered run with its trace re-timed, for auditing. */
function retimedCopy(dir: string, mode: RetimeMode): string {
  const copy = `${dir}-${mode}`;
  cpSync(dir, copy, { recursive: true });
  for (const file of readdirSync(copy).filter((f) => f.endsWith('.trace.json'))) {
    const trace = JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const retimed = retimeTrace(events, mode).events;
    writeFileSync(path.join(copy, file), JSON.stringify(Array.isArray(trace) ? retimed : { ...trace, traceEvents: retimed }));
  }
  return copy;
}

/** Prints one table row per page type (median of three runs, raw and load-corrected) and returns the figures. */
export async function lighthouseScores(site: string, print: (line: string) => void, label = ''): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const server = await startStaticServer({ root: site, base: '/' });
  const chrome = await launch({ chromePath: measuringBrowser(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const audit = async (dir: string) => (await lighthouse(undefined, { auditMode: dir, output: 'json', logLevel: 'error' }))!.lhr as unknown as Lhr;
  try {
    print('| site | page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | load-corrected: performance, LCP ms, TBT ms |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, route] of LIGHTHOUSE_PAGES) {
      const raw: Lhr[] = [];
      const corrected: Lhr[] = [];
      for (let i = 0; i < 3; i++) {
        const dir = path.join(work, `${name.replace(/\W+/g, '-')}-${i}`);
        await lighthouse(`${server.url}${route}`, { port: chrome.port, gatherMode: dir, logLevel: 'error' });
        const asRecorded = await audit(dir);
        const identity = await audit(retimedCopy(dir, 'identity'));
        for (const id of ['largest-contentful-paint', 'total-blocking-time']) {
          if (identity.audits[id]?.numericValue !== asRecorded.audits[id]?.numericValue) {
            throw new Error(`The re-timing with nothing replaced changed ${id} (${asRecorded.audits[id]?.numericValue} → ${identity.audits[id]?.numericValue}): the load correction is not trustworthy.`);
          }
        }
        raw.push(asRecorded);
        corrected.push(await audit(retimedCopy(dir, 'cpu')));
      }
      const score = (runs: Lhr[], id: string) => median(runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
      const value = (runs: Lhr[], id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
      const row: LighthouseRow = {
        page: name,
        performance: score(raw, 'performance'),
        lcp: value(raw, 'largest-contentful-paint'),
        tbt: value(raw, 'total-blocking-time'),
        corrected: { performance: score(corrected, 'performance'), lcp: value(corrected, 'largest-contentful-paint'), tbt: value(corrected, 'total-blocking-time') },
      };
      rows.push(row);
      print(
        `| ${label} | ${name} | ${row.performance} | ${score(raw, 'accessibility')} | ${score(raw, 'best-practices')} | ${score(raw, 'seo')} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${value(raw, 'cumulative-layout-shift').toFixed(3)} | ${row.corrected.performance}, ${row.corrected.lcp.toFixed(0)}, ${row.corrected.tbt.toFixed(0)} |`,
      );
    }
  } finally {
    await chrome.kill();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
