/**
 * The small line under each guide sample saying what it was checked against:
 * "Checked against main @ 823a06c and npm (transaction 0.2.0)". A sample that
 * does not compile against npm gets one quiet mark instead of the compiler's
 * words: "Checked against main @ 823a06c · not in npm (transaction 0.2.0)",
 * the mark linked to what changed in that package (or to its API page). The
 * compiler error goes to the build report (.cache/samples-report.json), never
 * onto the page. Pure; the remark plugin (./remark.ts) puts it under the fence.
 */
import type { Link, Paragraph, PhrasingContent } from 'mdast';
import type { SampleSources } from '../../api-gen/sample-sources';
import type { SampleOutcome, SampleProblem } from './check';

/** The toolkit modules a sample imports ("@pact-toolbox/transaction", "pact-toolbox"), subpaths folded into their package, in order. */
export function toolkitImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import|import\()\s*['"]((?:@pact-toolbox\/[\w.-]+)|pact-toolbox)(?:\/[\w./-]+)?['"]/g)) found.add(m[1]);
  return [...found];
}

/** A package as a caption names it: "transaction" for "@pact-toolbox/transaction", "pact-toolbox" for the CLI. */
export const shortName = (name: string): string => name.replace(/^@pact-toolbox\//, '');

/** How a caption names npm for a sample: "npm (transaction 0.2.0, chainweb-client 0.1.0)"; plain "npm" when none of its imports is published. */
export function npmLabel(imports: readonly string[], npm: SampleSources['npm']): string {
  const versions = imports.filter((name) => npm[name]).map((name) => `${shortName(name)} ${npm[name]}`);
  return versions.length ? `npm (${versions.join(', ')})` : 'npm';
}

/** What the checks of one sample are labelled, in the order they run: the build's source, then npm in a build from source. */
export function checkLabels(imports: readonly string[], sources: SampleSources): { primary: string; npm?: string } {
  if (!imports.length) return { primary: 'TypeScript' };
  if (sources.main) return { primary: sources.main, npm: npmLabel(imports, sources.npm) };
  return { primary: npmLabel(imports, sources.npm) };
}

/**
 * The toolkit package a failed check is about: the first `@pact-toolbox/…` (or `pact-toolbox`) module its errors
 * name (a module npm lacks, a name a module does not export), else the sample's first toolkit import.
 */
export function failingPackage(problems: readonly SampleProblem[], imports: readonly string[]): string | undefined {
  for (const { message } of problems) {
    const named = /['"]((?:@pact-toolbox\/[\w.-]+)|pact-toolbox)(?:\/[\w./-]+)?['"]/.exec(message)?.[1];
    if (named) return named;
  }
  return imports[0];
}

/** Where a mark links for a package: its change page when the build has both versions, else its API page; undefined when the site has neither. */
export type MarkTarget = (pkg: string) => { href: string; changes: boolean } | undefined;

export interface CaptionMark {
  text: string;
  href?: string;
  /** What the link opens, for its title (a pointer's tooltip, a screen reader's description). */
  title?: string;
}

export interface Caption {
  text: string;
  /** The sample does not compile against npm: one quiet, linked mark after the text. */
  mark?: CaptionMark;
}

/** The mark of a sample that does not compile against npm because of `pkg`. */
export function npmMark(pkg: string, sources: SampleSources, target: MarkTarget): CaptionMark {
  const version = sources.npm[pkg];
  const text = version ? `not in npm (${shortName(pkg)} ${version})` : `not on npm (${shortName(pkg)})`;
  const to = target(pkg);
  if (!to) return { text };
  const title = to.changes ? `What changed in ${pkg} between npm ${version} and main` : `${pkg} in the API reference`;
  return { text, href: to.href, title };
}

export interface SampleChecks {
  /** The toolkit modules the sample imports (toolkitImports). */
  imports: readonly string[];
  /** Against what this build documents: main in a build from source, npm otherwise. */
  primary: SampleOutcome;
  /** A build from source with the published packages at hand: against npm (skipped when primary failed). */
  npm?: SampleOutcome;
}

/** The caption of a sample: what it was checked against, and the mark where it does not compile against npm. */
export function captionOf(checks: SampleChecks, sources: SampleSources, target: MarkTarget): Caption {
  const labels = checkLabels(checks.imports, sources);
  if (checks.primary.status === 'failed') {
    // The guide teaches main: a registry build (npm alone) marks where npm differs, like a build from source does.
    if (!sources.main && checks.imports.length) {
      const pkg = failingPackage(checks.primary.problems, checks.imports);
      if (pkg) return { text: 'Written for main', mark: npmMark(pkg, sources, target) };
    }
    return { text: `Does not compile against ${labels.primary}; the build report lists the error.` };
  }
  if (checks.npm?.status === 'failed') {
    const pkg = failingPackage(checks.npm.problems, checks.imports);
    if (pkg) return { text: `Checked against ${labels.primary}`, mark: npmMark(pkg, sources, target) };
  }
  const against = checks.npm && labels.npm ? `${labels.primary} and ${labels.npm}` : labels.primary;
  return { text: `Checked against ${against}.` };
}

export const CAPTION_CLASS = 'pt-sample-source';
export const MARK_CLASS = 'pt-sample-mark';

/** The caption as an mdast paragraph that renders as `<p class="pt-sample-source">` in .md and .mdx alike. */
export function captionNode(caption: Caption): Paragraph {
  const children: PhrasingContent[] = [{ type: 'text', value: caption.mark ? `${caption.text} · ` : caption.text }];
  if (caption.mark?.href) {
    const link: Link = {
      type: 'link',
      url: caption.mark.href,
      title: caption.mark.title ?? null,
      data: { hProperties: { className: [MARK_CLASS] } },
      children: [{ type: 'text', value: caption.mark.text }],
    };
    children.push(link);
  } else if (caption.mark) {
    children.push({ type: 'emphasis', data: { hName: 'span', hProperties: { className: [MARK_CLASS] } }, children: [{ type: 'text', value: caption.mark.text }] });
  }
  return { type: 'paragraph', data: { hName: 'p', hProperties: { className: [CAPTION_CLASS] } }, children };
}
