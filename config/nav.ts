import type { NavItem } from '@rspress/core';

/** The top navigation bar. */
export const nav: NavItem[] = [
  { text: 'Guide', link: '/intro', activeMatch: '^/(intro|getting-started|setup|packages)' },
  { text: 'API', link: '/api/', activeMatch: '^/api/' },
];
