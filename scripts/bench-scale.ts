/**
 * npm run bench:scale — only the scale step of `npm run bench`: a synthetic toolkit with about
 * BENCH_SCALE (default 5000) API pages, api-gen over it, then `rspress build` timed with its peak
 * memory, the build's own phase lines (compile per environment, markdown and HTML rendering) and the
 * output size; then plain Rspress 2 over the same pages (scripts/bench/plain-rspress.config.ts), timed the
 * same way, for what Rspress alone costs at this size. Holds the build lock like the full benchmark. Prints figures; nothing fails on a budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { locked } from './build-lock';
import { copyDocsForScale } from './bench/scale-docs';
import { dirSize, mb, timed } from './bench/measure';
import { SCALE_BUILD_BUDGET } from './bench/budgets';
import { oursAtScale, plainAtScale, withinScaleBudget } from './bench/scale-build';
import { writeSyntheticToolkit } from './bench/synthetic-toolkit';

const ROOT = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const rspress = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');

/** The lines of Rspress's build log that time a phase ("built in 2m 4s (node_md)", "Pages rendered in 12100 ms."). */
export function phaseLines(output: string): string[] {
  return output.split('\n').filter((line) => /built in|rendered in/.test(line)).map((line) => line.trim());
}

function main() {
  const size = Number(process.env.BENCH_SCALE ?? '5000');
  if (!Number.isInteger(size) || size <= 0) throw new Error(`BENCH_SCALE must be one positive page count for bench:scale (got "${process.env.BENCH_SCALE}"); e.g. BENCH_SCALE=5000`);
  const dir = path.join(ROOT, '.cache/bench', `scale-${size}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const repo = writeSyntheticToolkit(path.join(dir, 'toolkit'), size);
  const docs = copyDocsForScale(ROOT, dir);
  const api = timed(node, [tsx, path.join(ROOT, 'scripts/bench-api-run.ts'), path.join(docs, 'api'), path.join(dir, 'cache')], {
    cwd: ROOT,
    env: { ...process.env, PACT_TOOLBOX_REPO: repo },
  });
  const apiPages = dirSize(path.join(docs, 'api')).files - 4;
  const site = path.join(dir, 'site');
  const ours = oursAtScale(docs, site);
  const build = timed(node, [rspress, ...ours.args], { cwd: ROOT, env: { ...process.env, ...ours.env } });
  const out = dirSize(site);
  console.log(`# bench:scale ${new Date().toISOString()} — ${apiPages} API pages`);
  console.log(`api-gen ${api.seconds.toFixed(1)} s, ${api.peakMb ?? 'n/a'} MB`);
  console.log(`site build ${build.seconds.toFixed(1)} s, ${build.peakMb ?? 'n/a'} MB peak (target ≤ ${SCALE_BUILD_BUDGET.seconds} s, ≤ ${SCALE_BUILD_BUDGET.peakMb} MB: ${withinScaleBudget(build) ? 'ok' : 'OVER'})`);
  for (const line of phaseLines(build.output)) console.log(`  ${line}`);
  console.log(`output ${out.html} HTML pages, ${out.files} files, ${mb(out.bytes)} MB`);
  rmSync(site, { recursive: true, force: true });
  const plainSite = path.join(dir, 'plain');
  const plainCommand = plainAtScale(docs, plainSite);
  const plain = timed(node, [rspress, ...plainCommand.args], { cwd: ROOT, env: { ...process.env, ...plainCommand.env } });
  console.log(`plain Rspress 2, same pages: ${plain.seconds.toFixed(1)} s, ${plain.peakMb ?? 'n/a'} MB peak`);
  for (const line of phaseLines(plain.output)) console.log(`  ${line}`);
  rmSync(plainSite, { recursive: true, force: true });
}

if (process.env.BENCH_HOLDS_LOCK === '1') main();
else {
  const [cmd, args] = locked(ROOT, node, [tsx, import.meta.filename]);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, BENCH_HOLDS_LOCK: '1' } });
  process.exit(result.status ?? 1);
}
