/**
 * The light sidebar of API pages (pure; theme/Sidebar/Sidebar.tsx renders it).
 * Rspress renders the items of a collapsed group too, only hidden, so every
 * page of an API package carried every item of that package in its HTML. The
 * static render and the browser's first render (hydration) show a collapsed
 * group's header without its items; right after hydration the whole section
 * renders. A collapsed group takes no height either way, so nothing in the
 * sidebar moves when its items arrive.
 */
import { apiRootOf, isApiRoute } from '../../api-gen/layout';

/** What the light render reads of a sidebar entry: groups have `items`; `collapsed` as Rspress set it for the current page. */
export interface SidebarNode {
  items?: readonly SidebarNode[];
  collapsed?: boolean;
}

/**
 * Whether a route's sidebar is rendered light first: the pages of an API
 * package (the package page and its items). Guide pages and the API home are
 * rendered as Rspress renders them.
 */
export function rendersLight(routePath: string): boolean {
  return isApiRoute(routePath) && apiRootOf(routePath) !== routePath;
}

/**
 * Whether a group keeps its items in the light render: an open group does.
 * Rspress opens every group that holds the current page (`collapsed: false`)
 * and api-gen writes every kind group collapsed, so on an API item page the
 * package's group and the kind group holding the page keep their items, and
 * the other kind groups keep only their headers.
 */
export function keepsItems(group: SidebarNode): boolean {
  return group.collapsed !== true;
}

/**
 * The sidebar without the items of collapsed groups (at any depth). Entries
 * that do not change are returned as they are; a group that loses its items
 * is a copy with `items: []`, so its header, its place and its toggle stay.
 */
export function lightSidebar<T extends object>(entries: readonly T[]): T[] {
  return entries.map((entry) => {
    const group = entry as SidebarNode;
    if (!Array.isArray(group.items)) return entry;
    if (!keepsItems(group)) return group.items.length === 0 ? entry : { ...entry, items: [] };
    const items = lightSidebar(group.items);
    return items.every((item, i) => item === group.items![i]) ? entry : { ...entry, items };
  });
}
