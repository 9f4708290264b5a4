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

/** The line on the guide samples' run (plugins/run-samples/ writes its time into the report): how many ran of the network samples, and the time; or why there is none. */
export function samplesRunLine(reportFile: string): string {
  if (!existsSync(reportFile)) return 'Guide samples: no run report (the build ran no samples).';
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { seconds?: unknown; ran?: unknown[]; notRun?: unknown[]; threw?: unknown[] };
  if (typeof report.seconds !== 'number') return `Guide samples: ${reportFile} has no run time (written before the time was recorded).`;
  const ran = report.ran?.length ?? 0;
  const network = ran + (report.notRun?.length ?? 0) + (report.threw?.length ?? 0);
  return `Guide samples run against the Chainweb stand-in: ${ran} of ${network} network samples ran, ${report.seconds.toFixed(1)} s added to the build (budget ≤ ${RUN_SAMPLES_BUDGET_S} s: ${report.seconds <= RUN_SAMPLES_BUDGET_S ? 'ok' : 'OVER'}).`;
}

/**
 * The line on the API examples (plugins/api-examples/ writes the report): compiling of all, per version; in a source
 * build, run of those that send, per version; and the time they add; or why there is none.
 */
export function apiExamplesLine(reportFile: string): string {
  if (!existsSync(reportFile)) return 'API examples: no report (the build compiled none).';
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { seconds?: unknown; versions?: { dir: string; examples: number; compiling: number }[]; run?: { seconds: number; versions: { dir: string; sending: number; ran: number }[] } };
  if (typeof report.seconds !== 'number' || !Array.isArray(report.versions)) return `API examples: ${reportFile} is not an examples report (no time or versions).`;
  const versions = report.versions.map((v) => `${v.dir} ${v.compiling} of ${v.examples}`).join(', ');
  const run = report.run ? ` API examples run against the stand-in: ${report.run.versions.map((v) => `${v.dir} ${v.ran} of ${v.sending} that send`).join(', ')}.` : ' API examples run: none (not a source build).';
  return `API examples compiling: ${versions}.${run} ${report.seconds.toFixed(1)} s added to the build${report.run ? ` (${report.run.seconds.toFixed(1)} s of it running)` : ''}.`;
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
  const examples = path.join(options.root, '.cache/api-examples-report.json');
  rmSync(report, { force: true });
  rmSync(examples, { force: true });
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
    apiExamplesLine(examples),
    `Output per version: guide and main ${all.html - npm.html} HTML pages, ${mb(all.bytes - npm.bytes)} MB; npm ${npm.html} HTML pages, ${mb(npm.bytes)} MB (under npm/; shared scripts and the search indexes count with main).`,
  ];
}
