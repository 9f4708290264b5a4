import { describe, expect, it } from 'vitest';
import { sidebarRoutes } from './index';

describe('sidebarRoutes', () => {
  it('lists the links of a sidebar in order, through its groups', () => {
    expect(sidebarRoutes([{ text: 'Intro', link: '/intro' }, { text: 'Start', items: [{ text: 'A', link: '/a' }, { text: 'Inner', items: [{ text: 'B', link: '/b' }] }] }])).toEqual(['/intro', '/a', '/b']);
  });
});
