/**
 * Rspress writes a page's search text from its source, without our remark plugins, so the placeholders of the
 * toolkit commit (fill.ts) arrive there as written. After the build they are filled in every search_index*.json
 * (before the search plugin trims it: list this plugin first). A heading's `charIndex` is its offset in the page
 * text, so each heading after a filled placeholder moves by the length it changed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fillCommits, type ToolkitCommits } from './fill';

interface IndexedPage {
  title?: string;
  content?: string;
  toc?: { text: string; charIndex: number }[];
  frontmatter?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One page of the index with the placeholders filled in and its headings' offsets moved to match. */
export function fillIndexedPage(page: IndexedPage, commits: ToolkitCommits): IndexedPage {
  if (!JSON.stringify(page).includes('%toolkit-')) return page;
  const content = page.content ?? '';
  // Each placeholder's place in the original text and how much longer (or shorter) it becomes.
  const shifts = [...content.matchAll(/%toolkit-[a-z-]*%/g)].map((m) => ({ at: m.index!, by: fillCommits(m[0], commits).length - m[0].length }));
  const moved = (offset: number) => offset + shifts.filter((s) => s.at < offset).reduce((sum, s) => sum + s.by, 0);
  const description = page.frontmatter?.description;
  return {
    ...page,
    ...(page.title !== undefined ? { title: fillCommits(page.title, commits) } : {}),
    content: fillCommits(content, commits),
    ...(page.toc ? { toc: page.toc.map((h) => ({ ...h, text: fillCommits(h.text, commits), charIndex: moved(h.charIndex) })) } : {}),
    ...(typeof description === 'string' ? { frontmatter: { ...page.frontmatter, description: fillCommits(description, commits) } } : {}),
  };
}

/** Fills every search_index*.json in `staticDir`; returns the files it changed. */
export function fillSearchIndexFiles(staticDir: string, commits: ToolkitCommits): string[] {
  let files: string[];
  try {
    files = readdirSync(staticDir).filter((f) => /^search_index.*\.json$/.test(f));
  } catch {
    return [];
  }
  return files.filter((file) => {
    const full = path.join(staticDir, file);
    const before = readFileSync(full, 'utf8');
    if (!before.includes('%toolkit-')) return false;
    writeFileSync(full, JSON.stringify((JSON.parse(before) as IndexedPage[]).map((page) => fillIndexedPage(page, commits))));
    return true;
  });
}
