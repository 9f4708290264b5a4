import { describe, expect, it } from 'vitest';
import { landing, routeOf } from './heading-focus';

describe('routeOf', () => {
  it('reads a path the way the router does: decoded, without .html, index or a trailing slash', () => {
    expect(routeOf('/packages/transaction.html')).toBe('/packages/transaction');
    expect(routeOf('/packages/transaction/')).toBe('/packages/transaction');
    expect(routeOf('/guide/index.html')).toBe('/guide');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/api/%40scope')).toBe('/api/@scope');
  });
  it('keeps a malformed escape as written', () => {
    expect(routeOf('/a%E0')).toBe('/a%E0');
  });
});

describe('landing', () => {
  const oldTitle = { id: 'old-title' };
  const newTitle = { id: 'new-title' };
  const section = { id: 'section' };
  const choice = { route: '/packages/transaction', samePage: false, oldHeading: oldTitle };

  it('waits while the address is still the old page', () => {
    expect(landing(choice, { route: '/intro', heading: oldTitle, anchor: null })).toBe('wait');
  });
  it('waits until the new page has rendered its title', () => {
    expect(landing(choice, { route: '/packages/transaction', heading: oldTitle, anchor: null })).toBe('wait');
    expect(landing(choice, { route: '/packages/transaction', heading: null, anchor: null })).toBe('wait');
  });
  it('then focuses the new title', () => {
    expect(landing(choice, { route: '/packages/transaction', heading: newTitle, anchor: null })).toBe(newTitle);
  });
  it('prefers the section heading the result names', () => {
    expect(landing(choice, { route: '/packages/transaction', heading: newTitle, anchor: section })).toBe(section);
  });
  it('on the page already shown, does not wait for a new title', () => {
    const here = { ...choice, samePage: true };
    expect(landing(here, { route: '/packages/transaction', heading: oldTitle, anchor: section })).toBe(section);
    expect(landing(here, { route: '/packages/transaction', heading: oldTitle, anchor: null })).toBe(oldTitle);
  });
});
