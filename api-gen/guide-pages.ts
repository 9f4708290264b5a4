/**
 * The guide's pages as the checks see them: every .md/.mdx under the documents
 * folder except the generated API reference, parsed as Rspress parses them
 * (GFM tables; MDX for .mdx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { CliCommand } from './cli-definition';
import { listFiles } from './fs-utils';
import { openBraceBefore, placeOfOffset, pointedMessage } from './pointed-error';

export function guidePages(docsDir: string): string[] {
  return listFiles(docsDir, (name) => name === 'api' || name === 'public' || name.startsWith('.')).filter((f) => /\.mdx?$/.test(f));
}

/** A page that does not parse: the message names its file, line and column and quotes the line. */
export class PageSyntaxError extends Error {}

/**
 * Parses a page (its text read from `file` unless given), as .mdx when the file name says so. A syntax error
 * throws PageSyntaxError pointing at the place (the parser's own error names no file).
 */
export function parsePage(file: string, text: string = readFileSync(file, 'utf8')): Root {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  try {
    return processor.parse(withoutHeadingIds(text)) as Root;
  } catch (error) {
    // micromark's errors carry a point; an unclosed tag's only names the tag's place in its text ("(3:1-3:7)").
    type Point = { line?: number; column?: number };
    const { reason, place } = error as { reason?: string; place?: Point & { start?: Point } };
    const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason ?? '');
    let { line, column } = place?.start ?? place ?? (named ? { line: Number(named[1]), column: Number(named[2]) } : {});
    if (typeof line !== 'number' || !reason) throw error;
    // An unclosed brace is reported where the parser ran out of text (the paragraph's end): point at the brace.
    const offset = (place as { offset?: number } | undefined)?.offset;
    const brace = /closing brace/.test(reason) && typeof offset === 'number' ? openBraceBefore(text, offset) : -1;
    if (brace >= 0) ({ line, column } = placeOfOffset(text, brace));
    const shown = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
    throw new PageSyntaxError(pointedMessage({ file: shown, line, column }, `this page is not valid ${file.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${reason}`, MDX_FIX, text));
  }
}

/** A page's frontmatter (`---` … `---` at its top): its YAML text and the line it starts on, or undefined. */
function frontmatterOf(text: string): { yaml: string; firstLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? { yaml: match[1], firstLine: 2 } : undefined;
}

/**
 * Checks a whole page as Rspress will read it: its frontmatter is YAML, the rest parses (MDX for .mdx). Throws
 * PageSyntaxError at the first problem's file, line and column, with the line quoted; the frontmatter's lines are
 * blanked for the body's parse, so its places are the page's own.
 */
export function checkPageSyntax(file: string, text: string): void {
  const front = frontmatterOf(text);
  const shown = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  if (front) {
    const error = YAML.parseDocument(front.yaml).errors[0];
    if (error) {
      const [line, column] = error.linePos?.[0] ? [error.linePos[0].line + front.firstLine - 1, error.linePos[0].col] : [front.firstLine, 1];
      throw new PageSyntaxError(pointedMessage({ file: shown, line, column }, `the frontmatter is not valid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, FRONTMATTER_FIX, text));
    }
  }
  parsePage(file, front ? blankFrontmatter(text) : text);
  const line = boxClosedInList(text);
  if (line !== undefined) throw new PageSyntaxError(pointedMessage({ file: shown, line, column: 1 }, 'this `:::` is read as part of the list item above it, so the box it should close runs on to the next `:::` of the page', BOX_IN_LIST_FIX, text));
}

/** What to do about a box closed right under a list. */
const BOX_IN_LIST_FIX = 'Leave a blank line between the list and the closing `:::`.';

/**
 * The line (1-based) of a box's closing `:::` written right under a list item: Markdown continues the item with it, so
 * Rspress never sees the box close (the box then swallows what follows, headings included). Code blocks are skipped.
 */
export function boxClosedInList(text: string): number | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  let inItem = false;
  for (const [i, line] of lines.entries()) {
    const opens = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
      continue;
    }
    if (opens) {
      fence = opens;
      continue;
    }
    if (/^:::\s*$/.test(line) && inItem) return i + 1;
    if (/^\s*([-*+]|\d+[.)])\s/.test(line)) inItem = true;
    else if (!line.trim() || /^:::/.test(line)) inItem = false;
  }
  return undefined;
}

/** The page with its frontmatter as blank lines: remark would read it as a rule and a heading; lines keep their numbers. */
export function blankFrontmatter(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---/, (m) => m.replace(/[^\n]/g, ''));
}

/** What to do about a frontmatter error. */
const FRONTMATTER_FIX = 'Frontmatter is YAML between two `---` lines: `key: value`, one per line; quote a value that holds `: `, `#`, `[` or `{`.';

/** What to do about a syntax error in a page. */
const MDX_FIX = 'In .mdx, `{`, `}` and `<` start JavaScript and JSX: close the brace or tag, or write the character as `\\{`, `&#123;` or inside backticks.';

/** Rspress reads `## Title {#id}` before MDX does (to MDX it is an expression): blank it out, keeping lines and columns. */
export function withoutHeadingIds(text: string): string {
  return text.replace(/^(#{1,6}\s.*?)(\{#[\w-]+\})[ \t]*$/gm, (_, heading: string, id: string) => heading + ' '.repeat(id.length));
}

/** api-gen's CLI definition next to the symbol table, when this API source has one. */
export function loadCliDefinition(file: string): CliCommand | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
