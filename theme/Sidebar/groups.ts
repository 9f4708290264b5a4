/**
 * Sidebar groups from the keyboard. Rspress renders a group header without a link
 * as a `<div>` with a click handler (not focusable, no state), and a collapsed
 * group's items stay in the page, only squeezed to no height, so they were still
 * tab stops. After each render of the sidebar, syncGroups gives every collapsible
 * header its state (`aria-expanded`, which sidebar.css reads to take a collapsed
 * group's items out of the tab order) and, when it is a `<div>`, the button role
 * and a tab stop; toggleKey makes Enter and Space click it, as on a button.
 */

/** The header of a group: Rspress's class for it, on a `<div>` or, for a group with a page, an `<a>`. */
export const GROUP_HEADER = '.rp-doc-layout__sidebar .rp-sidebar-group';

/** Whether a group's items are shown: Rspress sets the items' wrapper to `grid-template-rows: 0fr` when collapsed. */
export function isExpanded(itemsWrapper: { style: { gridTemplateRows: string } }): boolean {
  return itemsWrapper.style.gridTemplateRows !== '0fr';
}

/** Rspress draws the arrow (the toggle) only for collapsible groups. */
function isCollapsible(header: Element): boolean {
  return !!header.querySelector(':scope > .rp-sidebar-item__right > div > svg');
}

export function syncGroups(doc: Pick<Document, 'querySelectorAll'>): void {
  for (const header of doc.querySelectorAll<HTMLElement>(GROUP_HEADER)) {
    const items = header.nextElementSibling as HTMLElement | null;
    if (!items || !isCollapsible(header)) continue;
    const expanded = String(isExpanded(items));
    if (header.getAttribute('aria-expanded') !== expanded) header.setAttribute('aria-expanded', expanded);
    if (header.tagName === 'DIV' && !header.hasAttribute('role')) {
      header.setAttribute('role', 'button');
      header.tabIndex = 0;
    }
  }
}

/** A keydown on a group header that is a `<div>` button: Enter or Space toggles it. */
export function toggleKey(event: KeyboardEvent): void {
  const header = event.target as HTMLElement | null;
  if (!header?.matches?.(`${GROUP_HEADER}[role='button']`)) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  header.click();
}
