/**
 * The guide's pages as the checks see them: every .md/.mdx under the documents
 * folder except the generated API reference, parsed as Rspress parses them
 * (GFM tables; MDX for .mdx).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { CliCommand } from './cli-definition';
import { listFiles } from './fs-utils';

export function guidePages(docsDir: string): string[] {
  return listFiles(docsDir, (name) => name === 'api' || name === 'public' || name.startsWith('.')).filter((f) => /\.mdx?$/.test(f));
}

/** Parses a page (its text read from `file` unless given), as .mdx when the file name says so. */
export function parsePage(file: string, text: string = readFileSync(file, 'utf8')): Root {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  return processor.parse(withoutHeadingIds(text)) as Root;
}

/** Rspress reads `## Title {#id}` before MDX does (to MDX it is an expression): blank it out, keeping lines and columns. */
export function withoutHeadingIds(text: string): string {
  return text.replace(/^(#{1,6}\s.*?)(\{#[\w-]+\})[ \t]*$/gm, (_, heading: string, id: string) => heading + ' '.repeat(id.length));
}

/** api-gen's CLI definition next to the symbol table, when this API source has one. */
export function loadCliDefinition(file: string): CliCommand | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
