/**
 * Every "Known issue" box of the guide, found in the pages' source: the page, the section it sits under (heading and
 * anchor as Rspress gives them) and the box's first sentence, for the list on /known-issues.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading } from 'mdast';
import { visit } from 'unist-util-visit';
import { frontmatterTitle, guideRoute, headingIds } from '../../api-gen/backlinks';
import { headingText } from '../../api-gen/api-link-targets';
import { blankFrontmatter, guidePages, parsePage } from '../../api-gen/guide-pages';
import { KNOWN_ISSUES_PAGE } from '../../config/generated-pages';

/** The line that opens a box, as the guide writes it. */
export const KNOWN_ISSUE_OPENER = /^:::warning Known issue\s*$/;

export interface KnownIssue {
  /** The guide page's title and route. */
  page: string;
  route: string;
  /** The heading the box sits under, and its anchor; none above the page's first heading. */
  heading?: string;
  anchor?: string;
  /** The box's first sentence, links reduced to their text and source references left out. */
  summary: string;
  /** Where the box opens, for messages: "packages/cli.mdx:74". */
  at: string;
}

/** Markdown of one sentence or more, as plain text: links to their text, `(source link)` asides dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\s*\(\[[^\]]*\]\(toolkit:[^)]*\)(?:[^()]*)\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first sentence of a text: up to the first full stop followed by a space and a capital, a backtick or the end;
 * a sentence that opens a list ("…, as its ledger is written: - `createToken` …") ends before the list, with a stop.
 */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s+[A-Z`(]|$)|:(?=\s+-\s)/.exec(text);
  if (!end) return text;
  return end[0] === ':' ? `${text.slice(0, end.index)}.` : text.slice(0, end.index + 1);
}

/** The boxes of one page (its file relative to the docs folder, and its text). */
export function knownIssuesOf(file: string, text: string): KnownIssue[] {
  const lines = text.split('\n');
  const tree = parsePage(file, blankFrontmatter(text));
  const ids = headingIds(tree, lines);
  const headings: { line: number; text: string; id: string }[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth > 1 && node.position) headings.push({ line: node.position.start.line, text: headingText(node), id: ids.get(node) ?? '' });
  });
  const title = frontmatterTitle(text) ?? path.basename(file);
  const out: KnownIssue[] = [];
  lines.forEach((line, i) => {
    if (!KNOWN_ISSUE_OPENER.test(line)) return;
    const close = lines.findIndex((l, j) => j > i && /^:::\s*$/.test(l));
    const body = lines.slice(i + 1, close < 0 ? undefined : close).join(' ');
    const under = headings.filter((h) => h.line < i + 1).at(-1);
    out.push({ page: title, route: guideRoute(file), ...(under ? { heading: under.text, anchor: under.id } : {}), summary: firstSentence(plainText(body)), at: `${file}:${i + 1}` });
  });
  return out;
}

/** Every guide page's boxes, pages in file order (the generated list itself left out). */
export function knownIssues(docsDir: string): KnownIssue[] {
  return guidePages(docsDir).filter((file) => file !== KNOWN_ISSUES_PAGE.file).flatMap((file) => knownIssuesOf(file, readFileSync(path.join(docsDir, file), 'utf8')));
}
