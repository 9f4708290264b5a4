/**
 * API pages whose only headings are the title (most function pages: their Parameters / Returns are labels, not
 * headings) get `outline: false` in their frontmatter, so the layout shows no empty outline column on a desk and no
 * "On this page" button with nothing behind it on a phone. Pure.
 */
import { mapProse } from './markdown';

/** Whether the markdown has an H2 or H3 outside code fences (what Rspress lists in the outline). */
export function hasOutlineHeadings(markdown: string): boolean {
  let found = false;
  mapProse(
    markdown,
    (prose) => {
      found ||= /^#{2,3}\s+\S/m.test(prose);
      return prose;
    },
    false,
  );
  return found;
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
