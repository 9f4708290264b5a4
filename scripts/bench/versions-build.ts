/**
 * The two-version site's cost, beside the one-version build of the same run: api-gen over the toolkit's source and
 * the npm releases, then the site with both references; its build time against the one-version build (budget ≤ 2×)
 * and its output per version. Needs the toolkit's source: PACT_TOOLBOX_REPO, or the clone `npm run build` keeps.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RUN_SAMPLES_BUDGET_S } from '../../config/run-samples';
import { CHECKOUT_DIR } from '../toolkit-checkout';
import { dirSize, mb, type Run } from './measure';
import { copyDocsForScale } from './scale-docs';

/** Two-version build at most this many times the one-version build's time. */
export const VERSIONS_BUILD_RATIO_BUDGET = 2;

/** The line on the guide samples' run (plugins/run-samples/ writes its time into the report), or why there is none. */
export function samplesRunLine(reportFile: string): string {
  if (!existsSync(reportFile)) return 'Guide samples: no run report (the build ran no samples).';
  const seconds = (JSON.parse(readFileSync(reportFile, 'utf8')) as { seconds?: unknown }).seconds;
  if (typeof seconds !== 'number') return `Guide samples: ${reportFile} has no run time (written before the time was recorded).`;
  return `Guide samples run against the Chainweb stand-in: ${seconds.toFixed(1)} s added to the build (budget ≤ ${RUN_SAMPLES_BUDGET_S} s: ${seconds <= RUN_SAMPLES_BUDGET_S ? 'ok' : 'OVER'}).`;
}

export function toolkitSource(root: string, repo: string | undefined): string | undefined {
  if (repo) return repo;
  const clone = path.join(root, CHECKOUT_DIR);
  return existsSync(path.join(clone, '.git')) ? clone : undefined;
}

export function versionsBench(options: { root: string; work: string; toolkit: string | undefined; oneVersionBuild: Run; run: (args: string[], env?: Record<string, string>) => Run; tsx: string; rspress: string }): string[] {
  if (!options.toolkit) return ['Skipped: no toolkit source (set PACT_TOOLBOX_REPO to a checkout, or run `npm run build` once with the network to clone it).'];
  const dir = path.join(options.work, 'versions');
  const docs = copyDocsForScale(options.root, dir);
  const site = path.join(dir, 'site');
  const api = options.run([options.tsx, path.join(options.root, 'scripts/api.ts'), '--workspace', options.toolkit, '--out', path.join(docs, 'api'), '--force']);
  const report = path.join(options.root, '.cache/run-samples-report.json');
  rmSync(report, { force: true });
  const build = options.run([options.rspress, 'build'], { DOCS_ROOT: docs, DOCS_OUT_DIR: site, RSPRESS_PERSISTENT_CACHE: 'false', PACT_TOOLBOX_REPO: options.toolkit });
  const all = dirSize(site);
  const npm = existsSync(path.join(site, 'npm')) ? dirSize(path.join(site, 'npm')) : { files: 0, bytes: 0, html: 0 };
  const ratio = build.seconds / options.oneVersionBuild.seconds;
  return [
    '| step | wall s | peak MB |',
    '| --- | --- | --- |',
    `| api-gen, main and npm (forced) | ${api.seconds.toFixed(2)} | ${api.peakMb ?? 'n/a'} |`,
    `| rspress build, one version (above, again) | ${options.oneVersionBuild.seconds.toFixed(2)} | ${options.oneVersionBuild.peakMb ?? 'n/a'} |`,
    `| rspress build, two versions | ${build.seconds.toFixed(2)} | ${build.peakMb ?? 'n/a'} |`,
    '',
    `Two-version build: ${ratio.toFixed(2)}× the one-version build (budget ≤ ${VERSIONS_BUILD_RATIO_BUDGET}×: ${ratio <= VERSIONS_BUILD_RATIO_BUDGET ? 'ok' : 'OVER'}).`,
    samplesRunLine(report),
    `Output per version: guide and main ${all.html - npm.html} HTML pages, ${mb(all.bytes - npm.bytes)} MB; npm ${npm.html} HTML pages, ${mb(npm.bytes)} MB (under npm/; shared scripts and the search indexes count with main).`,
  ];
}
