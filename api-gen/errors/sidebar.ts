/**
 * The error reference's own sidebar section (keyed by its route, so Rspress gives it to the index and every package
 * page of the reference): the reference as a group of its package pages, in the order the index lists them, then the
 * packages. Rspress's footer takes its previous / next links from the sidebar, so the parts read as a sequence:
 * the index, each package's parts in order, then the next package. Without it, every part's footer offered only
 * "Next page: API Reference".
 */
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { ERRORS_FILE, ERRORS_ROUTE, routeOf } from '../layout';
import { ERRORS_TITLE } from '../titles';
import type { ErrorPageFile } from './page';

export function errorsSidebarSection(pages: Pick<ErrorPageFile, 'file' | 'label'>[], packageLinks: (SidebarGroup | SidebarItem)[]): Record<string, (SidebarGroup | SidebarItem)[]> {
  const group: SidebarGroup = {
    text: ERRORS_TITLE,
    link: routeOf(ERRORS_FILE),
    collapsible: false,
    items: pages.map((page) => ({ text: page.label, link: routeOf(page.file) })),
  };
  return { [ERRORS_ROUTE]: [group, ...packageLinks] };
}
