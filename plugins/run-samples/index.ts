/**
 * The Rspress plugin that runs the guide's network samples against a local
 * Chainweb stand-in and shows "What this sends" under each (see
 * dev-docs/run-samples.md). Before the build it collects the samples, runs the
 * runnable ones through the toolkit's source (a build from a checkout only),
 * checks the pages' `sends:` lines, fails a strict build on a sample that threw
 * or a contradicted line, and prints one summary line after the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { RUN_NETWORKS_LABEL } from '../../config/run-samples';
import { loadModuleMap } from '../samples/setup';
import { runGuideSamples } from './guide';
import { needsLine, notRunLine, summaryLine, type Evaluated } from './outcomes';
import { remarkSendsPanels } from './remark';

export interface RunSamplesPluginOptions {
  /** The documents folder. */
  root: string;
  /** api-gen's data folder (docs/api/_data), which holds the module map. */
  dataDir: string;
  projectDir: string;
  /** The toolkit checkout (PACT_TOOLBOX_REPO); without one nothing runs. */
  toolkitRepo?: string;
  strict: boolean;
  reportFile: string;
  log?: (line: string) => void;
}

export class SampleRunError extends Error {}

/** Why a build runs nothing, or undefined when it can run the samples. */
export function skipReason(mode: string, toolkitRepo: string | undefined): string | undefined {
  if (!toolkitRepo || mode !== 'workspace') return 'this build documents the published npm packages; set PACT_TOOLBOX_REPO to a toolkit checkout to run them against a local Chainweb stand-in';
  return undefined;
}

/** The strict failure: every problem, then the fix. */
export function strictMessage(problems: readonly string[]): string {
  return `${problems.length} problem(s) running the guide's network samples:\n${problems.map((p) => `  ${p}`).join('\n')}\nFix the sample or the page's "sends:" line, or build without DOCS_STRICT=1 to list them instead.`;
}

export function pluginRunSamples(options: RunSamplesPluginOptions): RspressPlugin {
  const log = options.log ?? ((line: string) => console.warn(line));
  let evaluated: Evaluated | undefined;
  let line = '';
  return {
    name: 'pact-docs-run-samples',
    globalStyles: path.join(import.meta.dirname, 'runtime/sends.css'),
    markdown: {
      remarkPlugins: [[remarkSendsPanels, { root: options.root, outcomes: () => evaluated?.outcomes, networksLabel: RUN_NETWORKS_LABEL }]],
    },
    async beforeBuild() {
      const map = loadModuleMap(options.dataDir);
      const skip = skipReason(map.mode, options.toolkitRepo);
      if (skip) {
        line = notRunLine(skip);
        return;
      }
      const started = performance.now();
      evaluated = await runGuideSamples({
        root: options.root,
        paths: map.paths,
        toolkitDir: options.toolkitRepo!,
        workDir: path.join(options.projectDir, '.cache/run-samples'),
      });
      mkdirSync(path.dirname(options.reportFile), { recursive: true });
      // The time the build waits for the run (the bench reports it against the budget of RUN_SAMPLES_BUDGET_S).
      const seconds = (performance.now() - started) / 1000;
      writeFileSync(options.reportFile, `${JSON.stringify({ ...evaluated.report, problems: evaluated.problems, seconds }, null, 1)}\n`);
      const report = path.relative(options.projectDir, options.reportFile);
      line = [summaryLine(evaluated.tally, report, seconds), needsLine(evaluated.report.needs)].filter(Boolean).join('\n');
      if (evaluated.problems.length && options.strict) throw new SampleRunError(strictMessage(evaluated.problems));
      for (const problem of evaluated.problems) log(`samples: ${problem}`);
    },
    afterBuild() {
      if (line) console.log(line);
      // Once: `rspress dev` calls afterBuild after every recompile.
      line = '';
    },
  };
}
