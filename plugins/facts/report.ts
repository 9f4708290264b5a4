import type { ExpectedFindings } from '../../lib/page-report';
import type { FactProblem } from './remark-facts';

/**
 * One build-log line per page, for the API source the build documents: failing
 * facts with their lines, keys the reference lacks (in a registry build they may
 * exist on the toolkit's main branch only), and CLI commands nothing could check.
 */
export function factsReportLine(source: string) {
  return (page: string, problems: FactProblem[]): string => {
    if (!problems.length) return `facts: ${page}: all stated facts check out`;
    const of = (...kinds: FactProblem['kind'][]) => problems.filter((p) => kinds.includes(p.kind));
    const listed = (items: FactProblem[]) => items.map((p) => `L${p.line} ${p.name} (${p.reason})`).join('; ');
    const parts: string[] = [];
    const failing = of('pact', 'cli', 'marker', 'command', 'api-name', 'commit');
    if (failing.length) parts.push(`${failing.length} do not hold: ${listed(failing)}`);
    const keys = of('config-key');
    if (keys.length) parts.push(`${keys.length} documented key(s) not in the ${source} API reference: ${listed(keys)}`);
    const unchecked = of('cli-unchecked');
    if (unchecked.length) parts.push(`${unchecked.length} CLI command(s) unchecked (no CLI definition in this build): ${[...new Set(unchecked.map((p) => p.name))].join(', ')}`);
    const unparsed = of('pact-unchecked');
    if (unparsed.length) parts.push(`${unparsed.length} Pact block(s) unchecked: ${unparsed[0].reason}`);
    return `facts: ${page}: ${parts.join('; ')}`;
  };
}

/**
 * What a build of the npm packages (source "registry") expects of a guide written for the toolkit's main branch:
 * config keys its API reference lacks, and CLI commands it has no definition to check against. Failing facts are
 * never expected.
 */
export function factsExpected(source: string): ExpectedFindings<FactProblem> | undefined {
  if (source !== 'registry') return undefined;
  return {
    test: (problems) => problems.every((p) => p.kind === 'config-key' || p.kind === 'cli-unchecked'),
    summary: (pages) => `facts: ${pages} page(s) with keys or commands npm cannot check, as expected`,
  };
}
