/**
 * Lighthouse (mobile defaults) on the page types, median of three runs, using
 * the `lighthouse` npm package and the system Chromium.
 */
import { chromeExecutable } from '../../tests/support/browser';
import { median } from './measure';
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
}

export const LIGHTHOUSE_PAGES: readonly (readonly [string, string])[] = [
  ['home', ''],
  ['guide page', 'packages/transaction'],
  ['overview', 'packages/'],
  ['API item page', 'api/chainweb-client/classes/ChainwebClient'],
];

/** Prints one table row per page type (median of three runs) and returns the figures. */
export async function lighthouseScores(site: string, print: (line: string) => void, label = ''): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const server = await startStaticServer({ root: site, base: '/' });
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? chromeExecutable(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    print('| site | page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, route] of LIGHTHOUSE_PAGES) {
      const runs: Lhr[] = [];
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (result) runs.push(result.lhr as unknown as Lhr);
      }
      const score = (id: string) => median(runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
      const audit = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
      rows.push({ page: name, performance: score('performance'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time') });
      print(`| ${label} | ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('largest-contentful-paint').toFixed(0)} | ${audit('total-blocking-time').toFixed(0)} | ${audit('cumulative-layout-shift').toFixed(3)} |`);
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return rows;
}
