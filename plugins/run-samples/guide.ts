/**
 * One call for the build and the tests: collect the guide's network samples,
 * run those that can run against the stand-in, and evaluate the runs.
 */
import path from 'node:path';
import { CONNECTED_WALLET, RUN_NETWORKS, RUN_TIMEOUT_MS } from '../../config/run-samples';
import type { ModulePaths } from './bundle';
import { evaluate, type Evaluated } from './outcomes';
import { collectGuide } from './pages';
import { runSamples } from './run';
import type { StandInOptions } from './stand-in';

export interface GuideRunOptions {
  /** The documents folder. */
  root: string;
  /** The toolkit's module map (api-gen's sample-modules.json `paths` in a source build). */
  paths: ModulePaths;
  toolkitDir: string;
  workDir: string;
  networks?: unknown;
  timeoutMs?: number;
  standIn?: StandInOptions;
}

export async function runGuideSamples(options: GuideRunOptions): Promise<Evaluated> {
  const collected = collectGuide(options.root);
  const targets = collected.samples.flatMap((s) => {
    if (s.verdict.kind !== 'run') return [];
    return s.verdict.wallet ? [{ id: s.id, code: `${CONNECTED_WALLET.preamble}${s.code}`, lang: s.lang, setup: CONNECTED_WALLET.label }] : [{ id: s.id, code: s.code, lang: s.lang }];
  });
  const runs = await runSamples(targets, {
    paths: options.paths,
    toolkitDir: path.resolve(options.toolkitDir),
    workDir: options.workDir,
    networks: options.networks ?? RUN_NETWORKS,
    timeoutMs: options.timeoutMs ?? RUN_TIMEOUT_MS,
    standIn: options.standIn,
  });
  return evaluate(collected, runs);
}
