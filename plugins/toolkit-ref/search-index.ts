/**
 * Rspress reads a page's search text from its source, without our remark plugins, so the placeholders of the
 * toolkit commit (fill.ts) arrive there as written; each indexed page is filled before the index is written. A
 * heading's `charIndex` is its offset in the page text, so each heading after a filled placeholder moves by the
 * length it changed.
 */
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
