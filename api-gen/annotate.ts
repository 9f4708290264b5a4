/**
 * What api-gen adds to the pages TypeDoc wrote once every page exists: the
 * guide sections that link to each page ("In the guide", api-gen/backlinks.ts); the members whose doc comment the
 * code does not bear out ("Known issues", api-gen/known-issues.ts); the README statements the code does not bear out
 * (a "Known issue" after the block that makes them, api-gen/readme-issues.ts);
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
import { withReadmeIssues, type ReadmeKnownIssue, type UnplacedReadmeIssue } from './readme-issues';
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
  /** README statements the code at the pin does not bear out (api-gen/readme-issues.ts), and their source links. */
  readmeIssues?: { issues: readonly ReadmeKnownIssue[]; sourceUrl: (issue: ReadmeKnownIssue) => string };
}

/** What the pass could not show: member issues whose page or anchor is gone, README issues whose quote is not there once. */
export interface AnnotateResult {
  unshown: ApiKnownIssue[];
  unplaced: UnplacedReadmeIssue[];
}

/**
 * Rewrites the written pages in `dir` (TypeDoc's output) with the backlinks and the known issues; returns the known
 * issues no page could show.
 */
export function annotatePages({ dir, pages, backlinks, knownIssues, readmeIssues }: AnnotateInput): AnnotateResult {
  const unshown = new Set(knownIssues?.issues ?? []);
  const unplaced: UnplacedReadmeIssue[] = [];
  const readmeOf = (name: string) => (readmeIssues?.issues ?? []).filter((issue) => issue.package === name);
  // A package with README issues but no page (it failed, or has no README section) shows none of them.
  const packagePages = new Set(pages.filter((page) => page.kind === 'package').map((page) => page.packageName));
  for (const issue of readmeIssues?.issues ?? []) if (!packagePages.has(issue.package)) unplaced.push({ issue, found: 0 });
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
    if (page.kind === 'package' && readmeIssues && readmeOf(page.packageName).length) {
      const placed = withReadmeIssues(next, readmeOf(page.packageName), readmeIssues.sourceUrl);
      next = placed.contents;
      unplaced.push(...placed.unplaced);
    }
    next = withoutEmptyOutline(next);
    if (next !== contents) writeFileSync(file, next);
  }
  return { unshown: [...unshown], unplaced };
}
