import { describe, expect, it } from 'vitest';
import { apiSidebarHead, buildSidebar, errorsSidebarItem, guideSidebar, isApiPackageSection, loadsWithItsPages, sidebarLinks } from './sidebar';
import { withTextOverrides } from './texts';
import { rebaseRoutes } from '../api-gen/versions/rebase';

describe('buildSidebar', () => {
  it('keeps the guide and the API apart and puts API Reference first in every API section', () => {
    const sidebar = buildSidebar({ '/api/': [{ text: 'network', link: '/api/network/' }], '/api/network/': [{ text: 'network', link: '/api/network/', items: [] }] });
    expect(sidebar['/']).toBe(guideSidebar);
    expect(Object.keys(sidebar).sort()).toEqual(['/', '/api/', '/api/network/']);
    for (const key of ['/api/', '/api/network/']) expect(sidebar[key].slice(0, 2)).toEqual([apiSidebarHead(), errorsSidebarItem()]);
    expect(JSON.stringify(sidebar['/'])).not.toContain('/api/');
  });
  it('still has an API section before api-gen has run', () => {
    expect(buildSidebar({})['/api/']).toEqual([apiSidebarHead(), errorsSidebarItem()]);
    expect(buildSidebar({})['/npm/api/']).toBeUndefined();
  });
  it('gives the npm version of a two-version site its own sections, headed by its own index and error reference', () => {
    const sidebar = buildSidebar({}, { '/npm/api/signers/': [{ text: 'signers', link: '/npm/api/signers/', items: [] }] });
    expect(sidebar['/npm/api/'].map((i) => 'link' in i && i.link)).toEqual(['/npm/api/', '/npm/api/errors']);
    expect(sidebar['/npm/api/signers/'].slice(0, 2)).toEqual(sidebar['/npm/api/']);
    expect(sidebar['/api/'].map((i) => 'link' in i && i.link)).toEqual(['/api/', '/api/errors']);
  });
  it("gives the error reference's section its own group of pages in place of the head's link, after API Reference", () => {
    const group = { text: 'Error messages', link: '/api/errors', items: [{ text: 'kda', link: '/api/errors/kda' }] };
    const sidebar = buildSidebar({ '/api/errors': [group, { text: 'kda', link: '/api/kda/' }] });
    expect(sidebar['/api/errors']).toEqual([apiSidebarHead(), group, { text: 'kda', link: '/api/kda/' }]);
    // The npm version's (its routes moved under /npm/api/ by api-gen/versions/rebase.ts) gets its own index first.
    const npm = buildSidebar({}, rebaseRoutes({ '/api/errors': [group] }, '/npm/api/'));
    expect(npm['/npm/api/errors'].map((i) => 'link' in i && i.link)).toEqual(['/npm/api/', '/npm/api/errors']);
  });
  it('starts the first two groups and Reference open, Core Packages closed', () => {
    const groups = guideSidebar.filter((item) => 'items' in item) as { text: string; collapsed?: boolean }[];
    expect(groups.map((g) => [g.text, g.collapsed])).toEqual([
      ['Getting Started', false],
      ['Environment Setup', false],
      ['Core Packages', true],
      ['Reference', false],
    ]);
  });
});

describe('withTextOverrides', () => {
  it('replaces our language and keeps the others', () => {
    const merged = withTextOverrides({ notFoundText: { en: 'x', zh: '页面未找到' }, other: { en: 'o' } });
    expect(merged.notFoundText).toEqual({ en: 'PAGE NOT FOUND', zh: '页面未找到' });
    expect(merged['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(merged.other).toEqual({ en: 'o' });
  });
});

describe('isApiPackageSection', () => {
  it('picks one API package\'s section, not the API home nor guide sections', () => {
    expect(isApiPackageSection('/api/network/')).toBe(true);
    expect(isApiPackageSection('/npm/api/network/')).toBe(true);
    expect(isApiPackageSection('/api/')).toBe(false);
    expect(isApiPackageSection('/api/network/classes/')).toBe(false);
    expect(isApiPackageSection('/packages/')).toBe(false);
  });
  it("loads the error reference's section with its pages too, not the API home's", () => {
    expect(loadsWithItsPages('/api/errors')).toBe(true);
    expect(loadsWithItsPages('/npm/api/errors')).toBe(true);
    expect(loadsWithItsPages('/npm/api/network/')).toBe(true);
    expect(loadsWithItsPages('/api/')).toBe(false);
    expect(loadsWithItsPages('/')).toBe(false);
  });
});

describe('sidebarLinks', () => {
  it('lists the links of a sidebar in order, through its groups', () => {
    expect(sidebarLinks([{ text: 'Intro', link: '/intro' }, { text: 'Start', items: [{ text: 'A', link: '/a' }, { text: 'Inner', items: [{ text: 'B', link: '/b' }] }] }])).toEqual(['/intro', '/a', '/b']);
  });
});
