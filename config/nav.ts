import type { NavItem } from '@rspress/core';
import { API_ROUTE, NPM_SEGMENT } from '../api-gen/layout';

/** The top navigation bar. */
export const nav: NavItem[] = [
  { text: 'Guide', link: '/intro', activeMatch: '^/(intro|getting-started|setup|packages|known-issues)' },
  { text: 'API', link: API_ROUTE, activeMatch: `^(/${NPM_SEGMENT})?${API_ROUTE}` },
];
