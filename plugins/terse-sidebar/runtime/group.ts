/**
 * The classes of a sidebar group's two boxes (pure; runtime/SidebarGroup.tsx writes them, runtime/terse-sidebar.css
 * draws them, theme/Sidebar/groups.ts reads the items' box). Rspress writes the same as inline styles on every
 * group: its items' box `display: grid; grid-template-rows: 0fr | 1fr; transition: grid-template-rows 0.2s ease-out`
 * around `overflow: hidden`, its arrow `cursor: pointer; transition: transform 0.2s ease-out; transform:
 * rotate(0deg | 90deg)`; about 190 bytes a group.
 */

/** The box around a group's items; with COLLAPSED, its one grid row is 0fr. */
export const GROUP_ITEMS = 'pt-grp';
/** The arrow box of a group header; with OPEN, the arrow is turned 90°. */
export const GROUP_ARROW = 'pt-arr';
/** The state class of a collapsed group's items box. */
export const COLLAPSED = 'pt-shut';
/** The state class of an open group's arrow. */
export const OPEN = 'pt-open';

export const itemsClass = (collapsed: boolean): string => (collapsed ? `${GROUP_ITEMS} ${COLLAPSED}` : GROUP_ITEMS);
export const arrowClass = (collapsed: boolean): string => (collapsed ? GROUP_ARROW : `${GROUP_ARROW} ${OPEN}`);

/** Whether a group's items box shows its items (theme/Sidebar/groups.ts gives the header `aria-expanded` from it). */
export const itemsShown = (box: { classList: { contains(name: string): boolean } }): boolean => !box.classList.contains(COLLAPSED);
