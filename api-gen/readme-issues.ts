/**
 * A "Known issue" in a package page's README section for each statement of the README that the code at the pin does
 * not bear out (api-gen/readme-issue-entries.ts): the callout goes right after the block that holds the entry's quote
 * (its paragraph, its whole list, or its fenced code block), in the words and format of the member known issues
 * (api-gen/known-issues.ts). Pure: the pass over the written pages is in api-gen/annotate.ts.
 */
import type { KnownIssueFacts } from './known-issue-entries';
import { knownIssueCallout, staleKnownIssueProblem } from './known-issues';
import type { Problem } from './problems';
import { README_HEADING } from './section-names';

export interface ReadmeKnownIssue extends KnownIssueFacts {
  /** The package whose README makes the statement: "unplugin". */
  package: string;
  /** A short exact quote from one line of the README that locates the statement; found exactly once in it. */
  quote: string;
  /**
   * For a README install line a reader cannot use today: the release npm installs (`name@version`, or the bare name
   * when npm has none) and what fails. api-gen/readme-issue-entries.test.ts holds it to config/npm-install.json.
   */
  installs?: { release: string; fails: 'install' | 'import' | 'unpublished' };
}

/** An issue whose quote the README does not hold exactly once: `found` is how many times it holds it. */
export interface UnplacedReadmeIssue {
  issue: ReadmeKnownIssue;
  found: number;
}

const ENTRIES_FILE = 'api-gen/readme-issue-entries.ts';
const FENCE = /^\s*(`{3,}|~{3,})/;
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d+[.)])\s/;
const CONTINUATION = /^\s{2,}\S/;

/** For each line, the index of the closing line of the fenced block it is in (its opening and closing lines count), or -1. */
function fenceEnds(lines: readonly string[]): number[] {
  const ends = lines.map(() => -1);
  for (let i = 0; i < lines.length; i++) {
    const marker = FENCE.exec(lines[i])?.[1];
    if (!marker) continue;
    let close = i + 1;
    const closes = (line: string) => /^(`+|~+)$/.test(line.trim()) && line.trim()[0] === marker[0] && line.trim().length >= marker.length;
    while (close < lines.length && !closes(lines[close])) close++;
    const end = Math.min(close, lines.length - 1);
    for (let j = i; j <= end; j++) ends[j] = end;
    i = end;
  }
  return ends;
}

/**
 * The last line of the block that holds line `at`: the closing fence of a fenced code block, the last line of a whole
 * list (its loose items, nested lines and indented code included), else the last line of the paragraph.
 */
export function blockEnd(lines: readonly string[], at: number): number {
  const fences = fenceEnds(lines);
  if (fences[at] >= 0) return fences[at];
  const blank = (i: number) => lines[i].trim() === '';
  const runEnd = (from: number) => {
    let i = from;
    while (i + 1 < lines.length && !blank(i + 1) && fences[i + 1] < 0 && !/^#{1,6}\s/.test(lines[i + 1])) i++;
    return i;
  };
  let start = at;
  while (start > 0 && !blank(start - 1) && fences[start - 1] < 0) start--;
  let end = runEnd(at);
  const inList = lines.slice(start, end + 1).some((line) => LIST_ITEM.test(line)) || CONTINUATION.test(lines[at]);
  if (!inList) return end;
  // A list goes on past blank lines while the next text is another item or indented under one.
  for (;;) {
    let next = end + 1;
    while (next < lines.length && blank(next)) next++;
    if (next >= lines.length || !(LIST_ITEM.test(lines[next]) || CONTINUATION.test(lines[next]))) return end;
    end = fences[next] >= 0 ? fences[next] : runEnd(next);
  }
}

/** Where the README section of a package page starts (the line after its heading) and ends (before the next h2). */
function readmeSpan(lines: readonly string[]): { from: number; to: number } | undefined {
  const heading = lines.indexOf(`## ${README_HEADING}`);
  if (heading < 0) return undefined;
  const fences = fenceEnds(lines);
  let to = heading + 1;
  while (to < lines.length && !(fences[to] < 0 && /^## /.test(lines[to]))) to++;
  return { from: heading + 1, to };
}

/** How many times `quote` occurs in `text`. */
function occurrences(text: string, quote: string): number {
  return quote ? text.split(quote).length - 1 : 0;
}

/**
 * The package page with each issue's callout after the README block that holds its quote, in the order of the entries.
 * `unplaced` lists the issues whose quote the README section does not hold exactly once: they are not shown.
 */
export function withReadmeIssues(contents: string, issues: readonly ReadmeKnownIssue[], sourceUrl: (issue: ReadmeKnownIssue) => string): { contents: string; unplaced: UnplacedReadmeIssue[] } {
  const lines = contents.split('\n');
  const span = readmeSpan(lines);
  const section = span ? lines.slice(span.from, span.to) : [];
  const text = section.join('\n');
  const unplaced: UnplacedReadmeIssue[] = [];
  const after = new Map<number, string[]>();
  for (const issue of issues) {
    const found = issue.quote.includes('\n') ? 0 : occurrences(text, issue.quote);
    if (found !== 1) {
      unplaced.push({ issue, found });
      continue;
    }
    const end = blockEnd(section, section.findIndex((line) => line.includes(issue.quote)));
    after.set(end, [...(after.get(end) ?? []), knownIssueCallout(issue, sourceUrl)]);
  }
  if (!span || !after.size) return { contents, unplaced };
  const next = [...section];
  for (const end of [...after.keys()].sort((a, b) => b - a)) {
    const callouts = after.get(end)!.flatMap((callout) => ['', callout]);
    next.splice(end + 1, 0, ...callouts, ...(end + 1 < next.length && next[end + 1].trim() === '' ? [] : ['']));
  }
  return { contents: [...lines.slice(0, span.from), ...next, ...lines.slice(span.to)].join('\n'), unplaced };
}

/** A problem for each issue whose quote the README does not hold once, and each one checked at another commit. */
export function readmeIssueProblems(unplaced: readonly UnplacedReadmeIssue[], stale: readonly ReadmeKnownIssue[], ref: string | undefined): Problem[] {
  return [
    ...unplaced.map(({ issue, found }) => ({
      packageName: issue.package,
      stage: 'known-issue' as const,
      cause: found
        ? `the README known issue of \`${issue.name}\` in ${ENTRIES_FILE} quotes "${issue.quote}", which packages/${issue.package}/README.md holds ${found} times, so it is not shown`
        : `the README known issue of \`${issue.name}\` in ${ENTRIES_FILE} quotes "${issue.quote}", which packages/${issue.package}/README.md no longer holds, so it is not shown`,
      fix: found
        ? 'lengthen the quote until it names one place in the README'
        : 'read the README at this commit: if the statement is still there, quote it as it reads now; if it is gone or now true, remove the entry',
    })),
    ...stale.map((issue) => staleKnownIssueProblem(issue, issue.package, ENTRIES_FILE, ref)),
  ];
}
