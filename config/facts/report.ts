import type { FactProblem } from './remark-facts';

/** One build-log line per page: how many facts fail or are unchecked, by kind, with their lines. */
export function factsReportLine(page: string, problems: FactProblem[]): string {
  if (!problems.length) return `facts: ${page}: all stated facts check out`;
  const unchecked = problems.filter((p) => p.kind === 'cli-unchecked');
  const failing = problems.filter((p) => p.kind !== 'cli-unchecked');
  const parts: string[] = [];
  if (failing.length) parts.push(`${failing.length} do not hold: ${failing.map((p) => `L${p.line} ${p.name} (${p.reason})`).join('; ')}`);
  if (unchecked.length) parts.push(`${unchecked.length} CLI command(s) unchecked (no CLI definition in this build): ${[...new Set(unchecked.map((p) => p.name))].join(', ')}`);
  return `facts: ${page}: ${parts.join('; ')}`;
}
