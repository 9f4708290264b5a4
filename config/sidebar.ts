import type { Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';
import { API_ROUTE, packageOfRoute } from '../api-gen/layout';
import { API_INDEX_TITLE } from '../api-gen/titles';

/** The guide sidebar (every route that is not under /api/). */
export const guideSidebar: (SidebarGroup | SidebarItem)[] = [
  { text: 'Introduction', link: '/intro' },
  {
    text: 'Getting Started',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'First Project', link: '/getting-started/first-project' },
      { text: 'Packages on npm', link: '/getting-started/npm-packages' },
    ],
  },
  {
    text: 'Environment Setup',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'Docker Setup', link: '/setup/docker' },
      { text: 'Pactup', link: '/setup/pactup' },
    ],
  },
  {
    text: 'Core Packages',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Overview', link: '/packages/' },
      { text: 'CLI', link: '/packages/cli' },
      { text: 'Unplugin', link: '/packages/unplugin' },
      { text: 'Chainweb Client', link: '/packages/chainweb-client' },
      { text: 'Transaction', link: '/packages/transaction' },
      { text: 'Test', link: '/packages/test' },
      { text: 'Network', link: '/packages/network' },
      { text: 'Wallet', link: '/packages/wallet' },
    ],
  },
];

/** Route prefixes of overview pages' sections: their pages' headings feed the overview. */
export const OVERVIEW_SECTIONS = ['/packages/'] as const;

/** Whether a sidebar key is one API package's section (`/api/<package>/`): those load with their pages. */
export function isApiPackageSection(key: string): boolean {
  return packageOfRoute(key) !== undefined;
}

/** The first entry of the API sidebar; api-gen appends one group per package. */
export const apiSidebarHead: SidebarItem = { text: API_INDEX_TITLE, link: API_ROUTE };

/**
 * Joins the guide sidebar and the API sidebars (route prefix → items, written
 * by api-gen). Rspress picks the longest matching key, so guide pages never
 * carry the API navigation, and each API page carries only its own package's items.
 */
export function buildSidebar(apiSections: Record<string, (SidebarGroup | SidebarItem)[]>): Sidebar {
  const sidebar: Sidebar = { '/': guideSidebar, [API_ROUTE]: [apiSidebarHead] };
  for (const [prefix, items] of Object.entries(apiSections)) sidebar[prefix] = [apiSidebarHead, ...items];
  return sidebar;
}
