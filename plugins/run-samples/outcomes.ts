/**
 * From runs to what the build reports: each network sample's outcome, the
 * problems a strict build fails on (a sample that threw, a `sends:` line no
 * request meets, a marker that does not parse), and the one-line summary
 * `samples: N of M network samples ran against a local Chainweb stand-in`.
 * Pure.
 */
import { unmet } from './expectations';
import type { CollectedSamples, PageSample } from './pages';
import type { RunOutcome } from './run';

export interface Evaluated {
  /** Outcome per sample id, for network samples only. */
  outcomes: Map<string, RunOutcome>;
  problems: string[];
  tally: { network: number; ran: number; notRun: number; threw: number; sentNothing: number };
  /** The report file's content. */
  report: {
    ran: { id: string; requests: number }[];
    notRun: { id: string; reason: string }[];
    threw: { id: string; error: string }[];
    /** Samples that need a `pact` binary, Docker or a browser wallet (their pages say so under them). */
    needs: { id: string; needs: string }[];
  };
}

/** Network samples that did not run get the verdict's reason; `runs` holds the outcome of each that was run. */
export function evaluate(collected: CollectedSamples, runs: ReadonlyMap<string, RunOutcome>): Evaluated {
  const outcomes = new Map<string, RunOutcome>();
  const problems = [...collected.problems];
  const tally = { network: 0, ran: 0, notRun: 0, threw: 0, sentNothing: 0 };
  const report: Evaluated['report'] = { ran: [], notRun: [], threw: [], needs: [] };
  for (const s of collected.samples) {
    const outcome = outcomeOf(s, runs);
    if (!outcome) {
      if (s.expectations.length) problems.push(`${s.id}: has "sends:" lines but calls nothing that sends a request: remove them or fix the sample`);
      continue;
    }
    tally.network++;
    outcomes.set(s.id, outcome);
    if (outcome.status === 'not-run') {
      tally.notRun++;
      report.notRun.push({ id: s.id, reason: outcome.reason });
      if (outcome.needs) report.needs.push({ id: s.id, needs: outcome.needs });
      continue;
    }
    if (outcome.status === 'threw') {
      tally.threw++;
      report.threw.push({ id: s.id, error: outcome.error });
      problems.push(`${s.id}: threw when run against the stand-in: ${outcome.error}`);
    } else {
      tally.ran++;
      report.ran.push({ id: s.id, requests: outcome.requests.length });
      if (!outcome.requests.length) tally.sentNothing++;
    }
    for (const message of unmet(s.expectations, outcome.requests)) problems.push(`${s.id}: ${message}`);
  }
  return { outcomes, problems, tally, report };
}

function outcomeOf(s: PageSample, runs: ReadonlyMap<string, RunOutcome>): RunOutcome | undefined {
  if (s.verdict.kind === 'offline') return undefined;
  if (s.verdict.kind === 'not-run') return s.verdict.needs ? { status: 'not-run', reason: s.verdict.reason, needs: s.verdict.needs } : { status: 'not-run', reason: s.verdict.reason };
  return runs.get(s.id) ?? { status: 'not-run', reason: 'not run in this build' };
}

export function summaryLine(tally: Evaluated['tally'], reportFile: string, seconds?: number): string {
  const rest = tally.network - tally.ran;
  const parts = [
    `samples: ${tally.ran} of ${tally.network} network samples ran against a local Chainweb stand-in${seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`}`,
    tally.sentNothing ? `${tally.sentNothing} of them sent nothing as written` : '',
    tally.threw ? `${tally.threw} threw` : '',
    rest - tally.threw ? `${rest - tally.threw} not run` : '',
  ].filter(Boolean);
  return `${parts.join('; ')}${rest ? ` (each listed with its reason in ${reportFile})` : ''}`;
}

/**
 * The summary's list of samples that cannot run in a build (they need a `pact` binary, Docker or a browser
 * wallet), each with what it needs; undefined when there are none.
 */
export function needsLine(needs: Evaluated['report']['needs']): string | undefined {
  if (!needs.length) return undefined;
  return `samples: ${needs.length} not run because a build cannot give them what they need (their pages say so): ${needs.map((n) => `${n.id} (${n.needs.replace(/ \(.*\)$/, '')})`).join(', ')}`;
}

/** The line a build prints when it runs no samples at all. */
export function notRunLine(reason: string): string {
  return `samples: network samples not run: ${reason}`;
}
