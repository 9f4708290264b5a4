/**
 * Which code fences of the guide are compiled: every `ts`, `tsx` and `js`
 * fence outside the generated API reference, with the page line it starts on.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isGeneratedDocsPath } from '../../api-gen/layout';

export const CHECKED_LANGS = ['ts', 'tsx', 'js'] as const;
export type CheckedLang = (typeof CHECKED_LANGS)[number];


export interface Sample {
  /** Page path relative to the docs root ("intro.mdx"). */
  page: string;
  /** 1-based page line of the opening fence; the code's first line is `line + 1`. */
  line: number;
  lang: CheckedLang;
  code: string;
  meta: string | null;
}

export function isCheckedPage(page: string): boolean {
  // The generated API reference (both versions) is not the guide: its fences are not samples.
  return !isGeneratedDocsPath(page);
}

export function isCheckedLang(lang: string | null | undefined): lang is CheckedLang {
  return (CHECKED_LANGS as readonly string[]).includes(lang ?? '');
}

/** The samples of one page, in document order, each with its mdast node (for the remark plugin to change). */
export function collectSamples(tree: Root, page: string): { node: Code; sample: Sample }[] {
  if (!isCheckedPage(page)) return [];
  const found: { node: Code; sample: Sample }[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!isCheckedLang(node.lang)) return;
    found.push({ node, sample: { page, line: node.position?.start.line ?? 0, lang: node.lang, code: node.value, meta: node.meta ?? null } });
  });
  return found;
}

/** Adds a word to a fence's meta string ("title=\"a.ts\"" + "x" → "title=\"a.ts\" x"). */
export function withMetaWord(meta: string | null | undefined, word: string): string {
  return meta ? `${meta} ${word}` : word;
}
