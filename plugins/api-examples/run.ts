/**
 * Runs the API examples that send a request against the Chainweb stand-in,
 * with the guide samples' own code (plugins/run-samples/: the verdict of
 * ./classify.ts, the run of ./run.ts, a signing example's connected wallet of
 * ./guide.ts targetOf), so an example and a guide sample are run alike.
 *
 * Of one version's examples, those whose code calls something that sends are
 * the sending ones; one that does not compile is not run (its page already
 * says why); one that needs a `pact` binary, Docker or a browser wallet is not
 * run and says so; the others run, each in its own process, and what they sent
 * goes in a "What this sends" panel under them. A version whose code this build
 * cannot load (the npm release: its files are fetched for their declarations,
 * not installed) runs none, and each sending example says why.
 */
import { installFinding, type InstallData } from '../../api-gen/install-results';
import { fullName } from '../../api-gen/packages';
import { classify } from '../run-samples/classify';
import { targetOf } from '../run-samples/guide';
import type { PageSample } from '../run-samples/pages';
import { runSamples, type RunOptions, type RunOutcome, type RunTarget } from '../run-samples/run';
import type { ExampleResult, VersionExamples } from './check';

/** "api/transaction/classes/PactTransactionBuilder.md:120": the example's page and its fence's line. */
export const exampleId = (r: Pick<ExampleResult, 'page' | 'line'>) => `${r.page}:${r.line}`;

/** What a deployment script among the examples needs (config/run-samples.ts SCRIPT_RUN). */
export const SCRIPT_NEEDS = 'a project holding the contracts it deploys, which an API page does not show';

/** One version's sending examples: what runs, and the outcome of each that does not. */
export interface SendingExamples {
  dir: string;
  /** Every sending example's id, in page order. */
  ids: string[];
  targets: RunTarget[];
  notRun: Map<string, RunOutcome>;
}

/**
 * What an example of the npm reference would need to run, per package folder: a release that imports, where the
 * install check (config/npm-install.json) found that it does not; else the release installed with its dependencies.
 */
export function npmNeeds(npmVersions: Readonly<Record<string, string>>, install: InstallData, otherwise: string): (pkg: string) => string {
  return (pkg) => {
    const name = fullName(pkg);
    const version = npmVersions[name];
    const finding = version ? installFinding(name, version, install) : null;
    // The error itself is on the package's page (its "Does not import from npm" note): one quiet line names the finding.
    return finding ? `a release of \`${name}\` that imports: \`${finding.command}\` ${finding.verdict} (the package's page shows the error)` : otherwise;
  };
}

/**
 * Which examples of a version send, and how each is run or why not. `cannotLoad`: what a package's examples would
 * need to run at all (this build cannot load the version's code), or undefined when they can run.
 */
export function sendingExamples(version: VersionExamples, cannotLoad?: (pkg: string) => string): SendingExamples {
  const out: SendingExamples = { dir: version.dir, ids: [], targets: [], notRun: new Map() };
  for (const r of version.results) {
    const verdict = classify(r.source);
    if (verdict.kind === 'offline') continue;
    const id = exampleId(r);
    out.ids.push(id);
    if (r.error) out.notRun.set(id, { status: 'not-run', reason: `does not compile: ${r.error}` });
    else if (verdict.kind === 'not-run') out.notRun.set(id, verdict.needs ? { status: 'not-run', reason: verdict.reason, needs: verdict.needs } : { status: 'not-run', reason: verdict.reason });
    // A deployment script runs in a project holding the contracts its page shows; an API page shows none.
    else if (verdict.script) out.notRun.set(id, { status: 'not-run', reason: 'a deployment script, and its API page shows no contract for its project', needs: SCRIPT_NEEDS });
    else if (cannotLoad) out.notRun.set(id, { status: 'not-run', reason: `this build cannot load its code: it needs ${cannotLoad(r.pkg)}`, needs: cannotLoad(r.pkg) });
    else {
      const sample: PageSample = { id, page: r.page, line: r.line, lang: r.lang, code: r.source, verdict, expectations: [] };
      out.targets.push(targetOf(sample, new Map()));
    }
  }
  return out;
}

/** One version's sending examples after the run: the outcome of each, by id. */
export interface ExampleRuns {
  dir: string;
  outcomes: Map<string, RunOutcome>;
}

/** Runs the examples that can run (all versions' in one run: one bundle pass, one stand-in). */
export async function runExamples(versions: readonly SendingExamples[], options: RunOptions): Promise<ExampleRuns[]> {
  const runs = await runSamples(versions.flatMap((v) => v.targets), options);
  return versions.map((v) => ({ dir: v.dir, outcomes: new Map(v.ids.map((id) => [id, v.notRun.get(id) ?? runs.get(id) ?? { status: 'not-run', reason: 'not run in this build' }])) }));
}

/** The figures of one version's run, for the summary line, the report and the bench. */
export function runTally(run: ExampleRuns): { dir: string; sending: number; ran: number; threw: { id: string; error: string }[]; notRun: { id: string; reason: string }[] } {
  const tally = { dir: run.dir, sending: run.outcomes.size, ran: 0, threw: [] as { id: string; error: string }[], notRun: [] as { id: string; reason: string }[] };
  for (const [id, o] of run.outcomes) {
    if (o.status === 'ran') tally.ran++;
    else if (o.status === 'threw') tally.threw.push({ id, error: o.error });
    else tally.notRun.push({ id, reason: o.reason });
  }
  return tally;
}

/** The build's line on the run: "api examples run: api 2 of 3 that send; npm/api 0 of 2 …", or why none ran. */
export function runLine(runs: readonly ExampleRuns[], seconds: number): string {
  const parts = runs.map(runTally).map((t) => `${t.dir} ${t.ran} of ${t.sending} that send${t.threw.length ? ` (${t.threw.length} threw)` : ''}`);
  return `api examples run against a local Chainweb stand-in: ${parts.join('; ')} (${seconds.toFixed(1)} s; each not run says why under it)`;
}

/** The quiet line under an example that ran and threw before it sent anything (one that sent shows its panel, which names the error). */
export const threwLine = (error: string) => `Ran against a local Chainweb stand-in when this site was built, and threw before sending anything: ${error}`;
