/**
 * The small line under each guide sample saying what it was checked against:
 * "Checked against main @ 823a06c and npm (transaction 0.2.0)", or, when it
 * does not compile against one of them, that and the first error. Pure; the
 * remark plugin (./remark.ts) puts it under the fence.
 */
import type { Paragraph } from 'mdast';
import type { SampleSources } from '../../api-gen/sample-sources';
import type { SampleOutcome } from './check';

/** The toolkit modules a sample imports ("@pact-toolbox/transaction", "pact-toolbox"), subpaths folded into their package, in order. */
export function toolkitImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import|import\()\s*['"]((?:@pact-toolbox\/[\w.-]+)|pact-toolbox)(?:\/[\w./-]+)?['"]/g)) found.add(m[1]);
  return [...found];
}

/** How a caption names npm for a sample: "npm (transaction 0.2.0, chainweb-client 0.1.0)"; plain "npm" when none of its imports is published. */
export function npmLabel(imports: readonly string[], npm: SampleSources['npm']): string {
  const versions = imports.filter((name) => npm[name]).map((name) => `${name.replace(/^@pact-toolbox\//, '')} ${npm[name]}`);
  return versions.length ? `npm (${versions.join(', ')})` : 'npm';
}

export interface CheckedAgainst {
  label: string;
  outcome: SampleOutcome;
}

/** The first line of the first error, short enough for a caption. */
export function firstError(outcome: SampleOutcome, max = 160): string {
  const line = outcome.problems[0]?.message.split('\n')[0].trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export interface Caption {
  text: string;
  /** Something did not compile: shown so that a reader notices. */
  warn: boolean;
}

/** The caption of a sample checked against one source or more (the build's own first); undefined when nothing was checked. */
export function captionOf(checks: readonly CheckedAgainst[]): Caption | undefined {
  if (!checks.length) return undefined;
  const passed = checks.filter((c) => c.outcome.status !== 'failed');
  const failed = checks.filter((c) => c.outcome.status === 'failed');
  const parts = [
    passed.length ? `Checked against ${passed.map((c) => c.label).join(' and ')}.` : '',
    ...failed.map((c) => `Does not compile against ${c.label}: ${firstError(c.outcome)}`),
  ].filter(Boolean);
  return { text: parts.join(' '), warn: failed.length > 0 };
}

/** What the checks of one sample are labelled, in the order they run: the build's source, then npm in a build from source. */
export function checkLabels(imports: readonly string[], sources: SampleSources): { primary: string; npm?: string } {
  if (!imports.length) return { primary: 'TypeScript' };
  if (sources.main) return { primary: sources.main, npm: npmLabel(imports, sources.npm) };
  return { primary: npmLabel(imports, sources.npm) };
}

export const CAPTION_CLASS = 'pt-sample-source';

/** The caption as an mdast paragraph that renders as `<p class="pt-sample-source">` in .md and .mdx alike. */
export function captionNode(caption: Caption): Paragraph {
  return {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: caption.warn ? [CAPTION_CLASS, `${CAPTION_CLASS}--warn`] : [CAPTION_CLASS] } },
    children: [{ type: 'text', value: caption.text }],
  };
}
