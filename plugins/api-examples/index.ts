/**
 * The Rspress plugin that compiles every `@example` of the API reference
 * against the declarations of the version it documents (docs/api; in a
 * two-version build also docs/npm/api against the published packages), with
 * the guide's sample checker. Before the build it compiles them all
 * (./check.ts, giving way between compiles to the guide samples' runs, which
 * go on at the same time); while pages compile, ./remark.ts marks the ones that do not
 * compile and counts them on each package page; after the build one line sums
 * up, and `.cache/api-examples-report.json` keeps the figures for the bench.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { NPM_EXAMPLES_NEED, RUN_NETWORKS, RUN_NETWORKS_LABEL, RUN_TIMEOUT_MS } from '../../config/run-samples';
import { dataFile } from '../../api-gen/data-files';
import { fullName } from '../../api-gen/packages';
import type { SampleSources } from '../../api-gen/sample-sources';
import { skipReason } from '../run-samples/index';
import { loadModuleMap, loadSampleSetup } from '../samples/setup';
import { checkExamples, exportsByPackage, type VersionExamples } from './check';
import { remarkExampleMarks } from './remark';
import { parseInstallData } from '../../api-gen/install-results';
import { npmNeeds, runExamples, runLine, runTally, sendingExamples, type ExampleRuns } from './run';

export interface ApiExamplesPluginOptions {
  /** The documents folder. */
  root: string;
  /** api-gen's data folder of the default reference (docs/api/_data). */
  dataDir: string;
  /** The npm reference's data folder of a two-version build (docs/npm/api/_data), else undefined. */
  npmDataDir?: string;
  projectDir: string;
  reportFile: string;
  /** The toolkit checkout (PACT_TOOLBOX_REPO): with one, the default reference's sending examples run against the stand-in. */
  toolkitRepo?: string;
}

/** What a version's examples are compiled against, per package: the documented commit, or the npm version. */
export function againstOf(sources: SampleSources | undefined, version: 'main' | 'npm'): (pkg: string) => string {
  return (pkg) => {
    if (version === 'main' && sources?.main) return sources.main;
    const npm = sources?.npm[fullName(pkg)];
    return npm ? `npm ${npm}` : 'npm';
  };
}

/** The build's summary line: per version, how many examples compile. */
export function summaryLine(versions: readonly VersionExamples[], seconds: number): string {
  const parts = versions.map((v) => {
    const total = v.results.length;
    const ok = v.results.filter((r) => !r.error).length;
    return `${v.dir}: ${ok} of ${total} compile`;
  });
  return `api examples: ${parts.join('; ')} (${seconds.toFixed(1)} s; each failure named under its example)`;
}

export function pluginApiExamples(options: ApiExamplesPluginOptions): RspressPlugin {
  let versions: VersionExamples[] | undefined;
  let runs: ExampleRuns[] | undefined;
  let line = '';
  return {
    name: 'pact-docs-api-examples',
    globalStyles: path.join(import.meta.dirname, 'runtime/examples.css'),
    markdown: {
      remarkPlugins: [[remarkExampleMarks, { root: options.root, versions: () => versions, runs: () => runs, networksLabel: RUN_NETWORKS_LABEL }]],
    },
    async beforeBuild() {
      if (!existsSync(dataFile(options.dataDir, 'sampleModules'))) return;
      const started = performance.now();
      const setup = loadSampleSetup(options.dataDir, options.projectDir);
      const readJson = (dir: string, name: 'symbols' | 'sampleSources') => {
        const file = dataFile(dir, name);
        return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      };
      const sources = readJson(options.dataDir, 'sampleSources') as SampleSources | undefined;
      const apiDir = path.relative(options.root, path.dirname(options.dataDir)).split(path.sep).join('/');
      versions = [
        await checkExamples({ root: options.root, dir: apiDir, checker: setup.checker, exports: exportsByPackage(readJson(options.dataDir, 'symbols') ?? {}), moduleName: fullName, against: againstOf(sources, 'main') }),
      ];
      if (options.npmDataDir && setup.npmChecker) {
        const npmDir = path.relative(options.root, path.dirname(options.npmDataDir)).split(path.sep).join('/');
        versions.push(await checkExamples({ root: options.root, dir: npmDir, checker: setup.npmChecker, exports: exportsByPackage(readJson(options.npmDataDir, 'symbols') ?? {}), moduleName: fullName, against: againstOf(sources, 'npm') }));
      }
      const seconds = (performance.now() - started) / 1000;
      line = summaryLine(versions, seconds);
      // The sending examples run as the guide's samples do, in a source build only: the default reference's against
      // the checkout's source; the npm reference's cannot be loaded (never installed), and each says so.
      const map = loadModuleMap(options.dataDir);
      const skip = skipReason(map.mode, options.toolkitRepo);
      let run: { seconds: number; versions: ReturnType<typeof runTally>[] } | undefined;
      // A build of the published packages runs no example; the guide samples' line already says why and how to.
      if (!skip) {
        const runStarted = performance.now();
        const install = parseInstallData(JSON.parse(readFileSync(path.join(options.projectDir, 'config/npm-install.json'), 'utf8')));
        const npm = npmNeeds(sources?.npm ?? {}, install, NPM_EXAMPLES_NEED);
        const sending = versions.map((v, i) => sendingExamples(v, i === 0 ? undefined : npm));
        runs = await runExamples(sending, { paths: map.paths, toolkitDir: path.resolve(options.toolkitRepo!), workDir: path.join(options.projectDir, '.cache/api-examples-run'), networks: RUN_NETWORKS, timeoutMs: RUN_TIMEOUT_MS });
        const runSeconds = (performance.now() - runStarted) / 1000;
        run = { seconds: runSeconds, versions: runs.map(runTally) };
        line += `\n${runLine(runs, runSeconds)}`;
      }
      mkdirSync(path.dirname(options.reportFile), { recursive: true });
      const report = { seconds: (performance.now() - started) / 1000, compileSeconds: seconds, versions: versions.map((v) => ({ dir: v.dir, examples: v.results.length, compiling: v.results.filter((r) => !r.error).length, counts: v.counts, failures: v.results.filter((r) => r.error).map((r) => ({ at: `${r.page}:${r.line}`, error: r.error })) })), ...(run ? { run } : {}) };
      writeFileSync(options.reportFile, `${JSON.stringify(report, null, 1)}\n`);
    },
    afterBuild() {
      if (line) console.log(line);
      // Once: `rspress dev` calls afterBuild after every recompile.
      line = '';
    },
  };
}
