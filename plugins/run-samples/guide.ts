/**
 * One call for the build and the tests: collect the guide's network samples,
 * run those that can run against the stand-in, and evaluate the runs.
 */
import path from 'node:path';
import { CONNECTED_WALLET, RUN_NETWORKS, RUN_TIMEOUT_MS, SCRIPT_RUN } from '../../config/run-samples';
import type { ModulePaths } from './toolkit-modules';
import { evaluate, type Evaluated } from './outcomes';
import { exposeCode } from './continues';
import { collectGuide, type PageSample } from './pages';
import { runSamples, type RunTarget } from './run';
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
  const byId = new Map(collected.samples.map((s) => [s.id, s]));
  const targets = collected.samples.flatMap((s): RunTarget[] => (s.verdict.kind === 'run' ? [targetOf(s, byId)] : []));
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

/**
 * What runs for a sample: its code, after the samples it continues (each handing on the names it needs), with
 * sender00's wallet connected first when one of them signs with the connected wallet.
 */
export function targetOf(s: PageSample, byId: ReadonlyMap<string, PageSample>): RunTarget {
  // A deployment script: the toolkit's runner runs in the process and loads the sample from the run's project.
  if (s.verdict.kind === 'run' && s.verdict.script) {
    return { id: s.id, code: SCRIPT_RUN.runner(SCRIPT_RUN.name), lang: 'ts', script: { name: SCRIPT_RUN.name, code: s.code, lang: s.lang, contracts: s.contracts ?? {} }, setup: SCRIPT_RUN.label };
  }
  const before = (s.before ?? []).map((part) => ({ sample: byId.get(part.id)!, exposes: part.exposes }));
  const wallet = [s, ...before.map((b) => b.sample)].some((x) => x.verdict.kind === 'run' && x.verdict.wallet);
  const contracts = (x: PageSample) => (x.contracts ? { contracts: x.contracts } : {});
  const parts = [
    ...before.map((b) => ({ id: b.sample.id, code: `${b.sample.code}${exposeCode(b.exposes)}`, lang: b.sample.lang, ...contracts(b.sample) })),
    { id: s.id, code: s.code, lang: s.lang, ...contracts(s) },
  ];
  if (wallet) parts[0] = { ...parts[0], code: `${CONNECTED_WALLET.preamble}${parts[0].code}` };
  const main = parts.pop()!;
  const lines = before.map((b) => b.sample.line);
  const setup = [
    wallet ? CONNECTED_WALLET.label : '',
    lines.length ? `after the sample${lines.length > 1 ? 's' : ''} it continues (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')} of this page) ran first in the same process` : '',
  ].filter(Boolean);
  return { ...main, ...(parts.length ? { before: parts } : {}), ...(setup.length ? { setup: setup.join(', and ') } : {}) };
}
