/**
 * What api-gen adds to the pages TypeDoc wrote once every page exists: the
 * guide sections that link to each page ("In the guide", api-gen/backlinks.ts);
 * last, `outline: false` on a page left with no outline headings
 * (api-gen/outline.ts). How a symbol stands in the other version ("only on
 * main") is marked by the versions pass alone (api-gen/versions/marks.ts). The
 * string edits are pure; the pass over the files is `annotatePages`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backlinksSection, type Backlink } from './backlinks';
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
}

/** Rewrites the written pages in `dir` (TypeDoc's output) with the backlinks. */
export function annotatePages({ dir, pages, backlinks }: AnnotateInput): void {
  for (const page of pages) {
    const file = path.join(dir, page.file);
    const contents = readFileSync(file, 'utf8');
    let next = page.kind === 'package' ? contents : annotateSymbolPage(contents, backlinksSection(backlinks.get(routeOf(page.file))));
    next = withoutEmptyOutline(next);
    if (next !== contents) writeFileSync(file, next);
  }
}
