/**
 * A "Known issue" on an API page for each member whose doc comment promises what the code at the pin does not do
 * (api-gen/known-issue-entries.ts): a mark beside the member's name in its table row, linking to a "Known issues"
 * section that states what the code does, with its source lines and the guide section that explains what works.
 * Pure: the pass over the written pages is in api-gen/annotate.ts.
 */
import type { ApiKnownIssue, KnownIssueFacts } from './known-issue-entries';
import type { Problem } from './problems';
import { headingSlug } from './anchors';
import { mapProse } from './markdown';

export const KNOWN_ISSUES_HEADING = 'Known issues';
export const KNOWN_ISSUES_ANCHOR = 'known-issues';
/** The section the "Known issues" go before when the page has it (api-gen/backlinks.ts writes it). */
const BEFORE = '\n## In the guide';

/** The mark beside a member's name. */
export function knownIssueMark(): string {
  return `<a class="pt-known-issue-mark" href="#${KNOWN_ISSUES_ANCHOR}">known issue</a>`;
}

/**
 * The page with its members' known issues: each marked in the row that holds its anchor, and a section stating them.
 * `missing` lists the issues whose anchor the page does not hold (a renamed member): they are not shown.
 */
export function withKnownIssues(contents: string, issues: readonly ApiKnownIssue[], sourceUrl: (issue: ApiKnownIssue) => string): { contents: string; missing: ApiKnownIssue[] } {
  let next = contents;
  const shown: ApiKnownIssue[] = [];
  const missing: ApiKnownIssue[] = [];
  for (const issue of issues) {
    const anchor = `<span id="${issue.anchor}"></span>`;
    const at = next.indexOf(anchor);
    if (at < 0) {
      // A method, a page's example, or a function's page (its title) is a heading: the mark goes on a line of its own under it.
      const marked = markUnderHeading(next, issue.anchor);
      if (marked === undefined) {
        missing.push(issue);
        continue;
      }
      next = marked;
      shown.push(issue);
      continue;
    }
    // Beside the name: before the cell's closing bar (a table row) or at the end of the line.
    const lineEnd = next.indexOf('\n', at) < 0 ? next.length : next.indexOf('\n', at);
    const bar = next.indexOf(' |', at + anchor.length);
    const place = bar >= 0 && bar < lineEnd ? bar : lineEnd;
    next = `${next.slice(0, place)} ${knownIssueMark()}${next.slice(place)}`;
    shown.push(issue);
  }
  if (!shown.length) return { contents, missing };
  const callouts = shown.map((issue) => knownIssueCallout(issue, sourceUrl));
  const section = `## ${KNOWN_ISSUES_HEADING} {#${KNOWN_ISSUES_ANCHOR}}\n\n${callouts.join('\n\n')}\n`;
  const before = next.indexOf(BEFORE);
  next = before >= 0 ? `${next.slice(0, before)}\n${section}${next.slice(before)}` : `${next.trimEnd()}\n\n${section}`;
  return { contents: next, missing };
}

/**
 * The page with the mark on a line of its own under its first heading (h1 to h4, outside code) whose id is `anchor`;
 * undefined without one. The title (h1) is the anchor of an issue about the whole page: a function.
 */
function markUnderHeading(contents: string, anchor: string): string | undefined {
  let found = false;
  const marked = mapProse(
    contents,
    (prose) =>
      prose.replace(/^#{1,4}[ \t]+(.+?)[ \t]*$/gm, (line, text: string) => {
        if (found || headingSlug(text.replace(/`/g, '')) !== anchor) return line;
        found = true;
        return `${line}\n\n${knownIssueMark()}`;
      }),
    false,
  );
  return found ? marked : undefined;
}

/** The "Known issue" callout of one issue: its name, what the code does, the source lines and the guide section. */
export function knownIssueCallout<T extends KnownIssueFacts>(issue: T, sourceUrl: (issue: T) => string): string {
  const lines = issue.source.to ? `L${issue.source.from}-${issue.source.to}` : `L${issue.source.from}`;
  return `:::warning Known issue\n**\`${issue.name}\`**: ${issue.text} See [\`${issue.source.file}\` ${lines}](${sourceUrl(issue)}); what works is in the guide: [${issue.guideTitle}](${issue.guide}).\n:::`;
}

/** A link to the lines of an issue's source at a commit. */
export function knownIssueSourceUrl(repoUrl: string, ref: string): (issue: KnownIssueFacts) => string {
  return (issue) => `${repoUrl}/blob/${ref}/${issue.source.file}#L${issue.source.from}${issue.source.to ? `-L${issue.source.to}` : ''}`;
}

/**
 * The issues that apply to a source: only a build of the toolkit's code at the commit each was checked at. A build of
 * another commit reports them as stale; one of a branch (no commit to compare) and a build of the published packages
 * use none.
 */
export function knownIssuesFor<T extends KnownIssueFacts>(mode: 'workspace' | 'registry', ref: string | undefined, issues: readonly T[]): { apply: T[]; stale: T[] } {
  if (mode !== 'workspace' || !ref || !/^[0-9a-f]{7,40}$/.test(ref)) return { apply: [], stale: [] };
  const checked = (issue: T) => ref.startsWith(issue.checkedAt);
  return { apply: issues.filter(checked), stale: issues.filter((issue) => !checked(issue)) };
}

/** A problem for each issue no page could show and each one checked at another commit than the one documented. */
export function knownIssueProblems(unshown: readonly ApiKnownIssue[], stale: readonly ApiKnownIssue[], ref: string | undefined): Problem[] {
  const packageOf = (issue: ApiKnownIssue) => issue.page.split('/')[0];
  return [
    ...unshown.map((issue) => ({
      packageName: packageOf(issue),
      stage: 'known-issue' as const,
      cause: `the known issue of \`${issue.name}\` in api-gen/known-issue-entries.ts names /api/${issue.page}#${issue.anchor}, which the generated pages do not hold, so it is not shown`,
      fix: 'give the entry the page and anchor the member has now (see docs/api), or remove it if the member is gone',
    })),
    ...stale.map((issue) => staleKnownIssueProblem(issue, packageOf(issue), 'api-gen/known-issue-entries.ts', ref)),
  ];
}

/** The problem of an issue checked at another commit than the one this build documents: it is not shown. */
export function staleKnownIssueProblem(issue: KnownIssueFacts, packageName: string, entriesFile: string, ref: string | undefined): Problem {
  return {
    packageName,
    stage: 'known-issue',
    cause: `the known issue of \`${issue.name}\` in ${entriesFile} was checked at ${issue.checkedAt}, but this build documents ${ref?.slice(0, 7) ?? 'another commit'}, so it is not shown`,
    fix: `read ${issue.source.file} at the new commit: if the issue holds, set checkedAt and the lines to it; if it is fixed, remove the entry`,
  };
}
