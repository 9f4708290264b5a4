/**
 * API pages whose only headings are the title (most function pages: their Parameters / Returns are labels, not
 * headings) get `outline: false` in their frontmatter, so the layout shows no empty outline column on a desk and no
 * "On this page" button with nothing behind it on a phone. Pure.
 */

/** Whether the markdown has an H2 or H3 outside code fences (what Rspress lists in the outline). */
export function hasOutlineHeadings(markdown: string): boolean {
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence === undefined && /^#{2,3}\s+\S/.test(line)) return true;
  }
  return false;
}

/** The page with `outline: false` added to its frontmatter when it has no outline headings; unchanged otherwise. */
export function withoutEmptyOutline(markdown: string): string {
  if (hasOutlineHeadings(markdown) || !markdown.startsWith('---\n')) return markdown;
  const end = markdown.indexOf('\n---\n', 4);
  if (end < 0) return markdown;
  const fields = markdown.slice(4, end);
  if (/^outline:/m.test(fields)) return markdown;
  return `---\n${fields}\noutline: false${markdown.slice(end)}`;
}
