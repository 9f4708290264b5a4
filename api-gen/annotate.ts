/**
 * What api-gen adds to the pages TypeDoc wrote once every page exists: the
 * guide sections that link to each page ("In the guide", api-gen/backlinks.ts)
 * and, in a build from source, the comparison with the published packages
 * ("only on main", api-gen/published.ts); last, `outline: false` on a page left
 * with no outline headings (api-gen/outline.ts). The string edits are pure; the pass
 * over the files is `annotatePages`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backlinksSection, type Backlink } from './backlinks';
import { routeOf } from './layout';
import { withoutEmptyOutline } from './outline';
import { comparisonNote, onlyOnMain, onlyOnMainBadge, type Published } from './published';
import type { PageInfo, SymbolEntry } from './typedoc-run';

/** A symbol page: the badge at the end of its "Package: … · Version: …" line, "In the guide" at the end. */
export function annotateSymbolPage(contents: string, badge: string, backlinks: string): string {
  let out = badge ? contents.replace(/^(Package: .*)$/m, `$1 · ${badge}`) : contents;
  if (backlinks) out = `${out.trimEnd()}\n\n${backlinks}`;
  return out;
}

/** The name a package page's list row links ("| [`Foo`](classes/Foo.md) | …" → "Foo"), or undefined for other lines. */
export function rowName(line: string): string | undefined {
  const match = /^\|\s*\[([^\]]+)\]\(([^)\s]+\.md)\)/.exec(line);
  return match ? match[1].replace(/`/g, '').replace(/\\/g, '') : undefined;
}

/** A package page: the badge after each listed name `marked` holds, the note after its Version line. */
export function annotatePackagePage(contents: string, marked: (name: string) => boolean, badge: string, note: string): string {
  const lines = contents.split('\n').map((line) => {
    const name = rowName(line);
    return name && marked(name) ? line.replace(/^(\|\s*\[[^\]]+\]\([^)\s]+\.md\))/, `$1 ${badge}`) : line;
  });
  const out = lines.join('\n');
  return note ? out.replace(/^(Version: .*)$/m, `$1\n\n${note}`) : out;
}

export interface AnnotateInput {
  dir: string;
  pages: readonly PageInfo[];
  symbols: readonly SymbolEntry[];
  backlinks: Map<string, Backlink[]>;
  /** Build from source only: the published packages and main's export names. */
  compare?: { published: Published; mainExports: Record<string, string[]>; documented: string };
}

/** Rewrites the written pages in `dir` (TypeDoc's output) with the backlinks and the comparison. */
export function annotatePages({ dir, pages, symbols, backlinks, compare }: AnnotateInput): void {
  const ownerOf = new Map(symbols.filter((s) => s.packageName === s.ownerPackage).map((s) => [s.file, s]));
  for (const page of pages) {
    const file = path.join(dir, page.file);
    const contents = readFileSync(file, 'utf8');
    let next: string;
    if (page.kind === 'package') {
      const status = compare?.published[page.packageName];
      const names = compare?.mainExports[page.packageName] ?? [];
      next = compare ? annotatePackagePage(contents, (n) => onlyOnMain(n, status), onlyOnMainBadge(status), comparisonNote(page.packageName, status, names, compare.documented)) : contents;
    } else {
      const owner = ownerOf.get(page.file);
      const status = owner ? compare?.published[owner.packageName] : undefined;
      const badge = owner && onlyOnMain(owner.name, status) ? onlyOnMainBadge(status) : '';
      next = annotateSymbolPage(contents, badge, backlinksSection(backlinks.get(routeOf(page.file))));
    }
    next = withoutEmptyOutline(next);
    if (next !== contents) writeFileSync(file, next);
  }
}
