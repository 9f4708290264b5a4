/**
 * When a sidebar entry's label can stand as the entry's own text (pure; runtime/SidebarItem.tsx renders it).
 * Rspress wraps every label in `<div class="rp-sidebar-item__left"><span class="rp-doc">…</span></div>`: about
 * 70 bytes an entry, on ~19,000 entries over the API pages. For a plain-text label with no icon and nothing
 * beside it, both boxes hold one line of text in a flex row, which lays out as the text alone does; the span's
 * `rp-doc` class only styles markup inside the label (inline code, emphasis), and there is none. The active
 * entry keeps them: Rspress draws its marker on `.rp-sidebar-item__left` and scrolls it into view.
 */

/** What Rspress's `renderInlineMarkdown` returns for a label: its text, or HTML when the label has markup. */
export type RenderedLabel = { children: string | null } | { dangerouslySetInnerHTML: { __html: string } };

/** The label's text when the entry can carry it bare, else undefined (render Rspress's boxes). */
export function bareLabel({ label, active, icon, left }: { label: RenderedLabel; active?: boolean; icon: boolean; left: boolean }): string | undefined {
  if (active || icon || left) return undefined;
  if (!('children' in label) || typeof label.children !== 'string' || label.children === '') return undefined;
  return label.children;
}
