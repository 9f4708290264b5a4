/**
 * What api-gen adds to the pages TypeDoc wrote once every page exists: the
 * guide sections that link to each page ("In the guide", api-gen/backlinks.ts); the members whose doc comment the
 * code does not bear out ("Known issues", api-gen/known-issues.ts);
 * last, `outline: false` on a page left with no outline headings
 * (api-gen/outline.ts). How a symbol stands in the other version ("only on
 * main") is marked by the versions pass alone (api-gen/versions/marks.ts). The
 * string edits are pure; the pass over the files is `annotatePages`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiKnownIssue } from './known-issue-entries';
import { backlinksSection, type Backlink } from './backlinks';
import { withKnownIssues } from './known-issues';
import { routeOf } from './layout';
import { withoutEmptyOutline } from './outline';
import type { PageInfo } from './typedoc-run';

/** A symbol page: "In the guide" at the end. */
export function annotateSymbolPage(contents: string, backlinks: string): string {
  return backlinks ? `${contents.trimEnd()}\n\n${backlinks}` : contents;
}

export interface AnnotateInput {
  dir: string;
  pages: readonly PageInfo[];
  backlinks: Map<string, Backlink[]>;
  /** Members whose doc comment the code at the pin does not bear out (api-gen/known-issues.ts), and their source links. */
  knownIssues?: { issues: readonly ApiKnownIssue[]; sourceUrl: (issue: ApiKnownIssue) => string };
}

/**
 * Rewrites the written pages in `dir` (TypeDoc's output) with the backlinks and the known issues; returns the known
 * issues no page could show (their page or member anchor is gone).
 */
export function annotatePages({ dir, pages, backlinks, knownIssues }: AnnotateInput): ApiKnownIssue[] {
  const unshown = new Set(knownIssues?.issues ?? []);
  for (const page of pages) {
    const file = path.join(dir, page.file);
    const contents = readFileSync(file, 'utf8');
    let next = page.kind === 'package' ? contents : annotateSymbolPage(contents, backlinksSection(backlinks.get(routeOf(page.file))));
    const issues = (knownIssues?.issues ?? []).filter((issue) => `${issue.page}.md` === page.file);
    if (issues.length && knownIssues) {
      const marked = withKnownIssues(next, issues, knownIssues.sourceUrl);
      next = marked.contents;
      for (const issue of issues) if (!marked.missing.includes(issue)) unshown.delete(issue);
    }
    next = withoutEmptyOutline(next);
    if (next !== contents) writeFileSync(file, next);
  }
  return [...unshown];
}
