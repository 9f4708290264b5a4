/**
 * Runs network samples against the Chainweb stand-in (./stand-in.ts): each
 * sample is bundled with the toolkit's source (./bundle.ts, all in one pass) and run in a Node.js
 * process of its own, started by ./harness.ts (fetch to the stand-in, the
 * plugin's network settings; ends the process when the sample's module is done). What it sent is what the stand-in recorded under
 * the sample's id. Two samples run at a time.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckedLang } from '../samples/fences';
import { BundleError, bundleHarness, bundleSamples } from './bundle';
import type { ModulePaths } from './toolkit-modules';
import { loadToolkitTransform, type PactToJS } from './contracts';
import { HARNESS_ENV, type HarnessOptions } from './harness';
import { startStandIn, type RecordedRequest, type StandInOptions } from './stand-in';

export interface RunTarget {
  /** "packages/transaction.mdx:412" */
  id: string;
  /** The code to run, any preamble of the run included. */
  code: string;
  lang: CheckedLang;
  /** What the run set up besides the network settings, for the panel ("sender00's key-pair wallet connected …"). */
  setup?: string;
  /** Samples that run first in the same process (a continuation's earlier samples); their requests are not the sample's. */
  before?: { id: string; code: string; lang: CheckedLang; contracts?: Record<string, string> }[];
  /** The contracts its page shows, by the path their fence's title gives (./contracts.ts). */
  contracts?: Record<string, string>;
  /**
   * A deployment script (config/run-samples.ts SCRIPT_RUN): `code` is the runner; the script is bundled into the
   * `scripts/` folder of a project made for the run, beside a `pact/` folder holding the page's contracts, and the
   * process runs in that project.
   */
  script?: { name: string; code: string; lang: CheckedLang; contracts: Record<string, string> };
}

export type RunOutcome =
  | { status: 'ran'; requests: RecordedRequest[]; setup?: string }
  | { status: 'threw'; requests: RecordedRequest[]; error: string; setup?: string }
  /** `needs`: what the sample needs that this build cannot give it (config/run-samples.ts NOT_RUN_RULES); the page says so. */
  | { status: 'not-run'; reason: string; needs?: string };

export interface RunOptions {
  /** The module map of the toolkit's source (api-gen's sample-modules.json paths). */
  paths: ModulePaths;
  /** The toolkit checkout (bare imports of a sample resolve from its dependencies). */
  toolkitDir: string;
  /** Where bundles are written. */
  workDir: string;
  networks: unknown;
  timeoutMs: number;
  standIn?: StandInOptions;
  /** Samples run at once (default 2). */
  concurrency?: number;
}

/** The last meaningful line of a failed process's output: the error's message. */
export function errorLine(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  const thrown = lines.find((l) => /^(?:\w*Error|Error)\b.*?:/.test(l) || /^Uncaught/.test(l));
  return (thrown ?? lines.at(-1) ?? 'exited with an error and no message').slice(0, 300);
}

function runProcess(files: string[], harness: string, options: HarnessOptions, timeoutMs: number, cwd = path.dirname(files[0])): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [harness, ...files], {
      cwd,
      env: { ...process.env, [HARNESS_ENV]: JSON.stringify(options), NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}

/** Bare package names (not toolkit ones) a bundle could not find: the checkout's dependencies are missing. */
const missingDependencies = (error: BundleError) => error.missing.filter((m) => !/^(?:@pact-toolbox\/|pact-toolbox$|\.)/.test(m));

export async function runSamples(targets: readonly RunTarget[], options: RunOptions): Promise<Map<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>();
  if (!targets.length) return outcomes;
  mkdirSync(options.workDir, { recursive: true });
  const harness = path.join(options.workDir, 'harness.mjs');
  writeFileSync(harness, await bundleHarness());
  const nameOf = (t: RunTarget) => `s${createHash('sha256').update(t.id).digest('hex').slice(0, 16)}`;
  const partsOf = (t: RunTarget) => [
    ...(t.before ?? []).map((b, i) => ({ name: `${nameOf(t)}_${i}`, code: b.code, lang: b.lang, contracts: b.contracts })),
    { name: nameOf(t), code: t.code, lang: t.lang, contracts: t.contracts },
  ];
  // The checkout's contract transform, loaded once and only when a sample imports a contract.
  let transform: Promise<PactToJS> | undefined;
  const transformOnce = () => (transform ??= loadToolkitTransform(options.paths, options.toolkitDir, options.workDir));
  const bundle = (list: readonly RunTarget[], dir: string) => bundleSamples(list.flatMap(partsOf), options.paths, options.toolkitDir, path.join(options.workDir, dir), transformOnce);
  const notBundled = (error: BundleError): RunOutcome => {
    const missing = missingDependencies(error);
    return missing.length
      ? { status: 'not-run', reason: `the toolkit checkout's dependencies are not installed (cannot resolve ${missing.join(', ')}): run \`pnpm install\` in ${options.toolkitDir}` }
      : { status: 'threw', requests: [], error: error.message };
  };
  /** One pass for all of a list; when it fails, one pass per sample tells which cannot be bundled and why. */
  const bundleAllOrEach = async (list: readonly RunTarget[], pass: (some: readonly RunTarget[], dir: string) => Promise<void>, dir: string) => {
    try {
      if (list.length) await pass(list, dir);
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      for (const target of list) {
        try {
          await pass([target], `${dir}-${nameOf(target)}`);
        } catch (one) {
          if (!(one instanceof BundleError)) throw one;
          outcomes.set(target.id, notBundled(one));
        }
      }
    }
  };
  const files = new Map<string, string>();
  await bundleAllOrEach(targets.filter((t) => !t.script), async (list, dir) => {
    for (const [name, file] of await bundle(list, dir)) files.set(name, file);
  }, 'all');
  // Deployment scripts: the runners and the scripts in a pass of their own (they reach the script runner's
  // packages), each script in the `scripts/` folder of a project of its own, beside the page's contracts in
  // `pact/`; its process runs in that project.
  const projects = new Map<string, string>();
  const projectOf = (t: RunTarget) => `${nameOf(t)}-project`;
  const scriptParts = (t: RunTarget) => [partsOf(t)[0], { name: `${projectOf(t)}/scripts/${t.script!.name}`, code: t.script!.code, lang: t.script!.lang }];
  await bundleAllOrEach(targets.filter((t) => t.script), async (list, dir) => {
    const out = path.join(options.workDir, dir);
    const bundled = await bundleSamples(list.flatMap(scriptParts), options.paths, options.toolkitDir, out, transformOnce, true);
    for (const target of list) {
      const project = path.join(out, projectOf(target));
      mkdirSync(path.join(project, 'pact'), { recursive: true });
      for (const [title, source] of Object.entries(target.script!.contracts)) writeFileSync(path.join(project, 'pact', path.basename(title)), source);
      files.set(nameOf(target), bundled.get(nameOf(target))!);
      projects.set(target.id, project);
    }
  }, 'scripts');
  const standIn = await startStandIn(options.standIn);
  try {
    const queue = targets.filter((t) => !outcomes.has(t.id));
    const runOne = async (target: RunTarget): Promise<RunOutcome> => {
      // Earlier parts record under their own id suffixed, so only the sample's own requests are its.
      const samples = [...(target.before ?? []).map((b) => `${b.id} before ${target.id}`), target.id];
      const parts = partsOf(target).map((p) => files.get(p.name)!);
      const result = await runProcess(parts, harness, { standIn: standIn.origin, samples, networks: options.networks }, options.timeoutMs, projects.get(target.id));
      const requests = standIn.requestsOf(target.id);
      const setup = target.setup ? { setup: target.setup } : {};
      if (result.timedOut) return { status: 'threw', requests, error: `did not finish within ${options.timeoutMs / 1000} s and was stopped`, ...setup };
      if (result.code !== 0) return { status: 'threw', requests, error: errorLine(result.stderr), ...setup };
      return { status: 'ran', requests, ...setup };
    };
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) outcomes.set(target.id, await runOne(target));
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  } finally {
    await standIn.close();
  }
  return outcomes;
}
