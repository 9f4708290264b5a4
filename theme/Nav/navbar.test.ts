import { describe, expect, it } from 'vitest';
import { DEFAULT_HIDE_NAVBAR, hideNavbarMode, type NavbarInput, navbarState } from './navbar';

const base: NavbarInput = { mode: 'auto', docPage: true, y: 500, lastY: 400, navHeight: 72, state: 'shown' };

describe('hideNavbarMode', () => {
  it('keeps the three known values', () => {
    expect(hideNavbarMode('always')).toBe('always');
    expect(hideNavbarMode('auto')).toBe('auto');
    expect(hideNavbarMode('never')).toBe('never');
  });
  it('falls back to on-scroll hiding for unset or unknown values', () => {
    expect(DEFAULT_HIDE_NAVBAR).toBe('auto');
    expect(hideNavbarMode(undefined)).toBe('auto');
    expect(hideNavbarMode('sometimes')).toBe('auto');
    expect(hideNavbarMode(true)).toBe('auto');
  });
});

describe('navbarState', () => {
  it("'never' always shows the nav bar, whatever the scroll", () => {
    expect(navbarState({ ...base, mode: 'never' })).toBe('shown');
    expect(navbarState({ ...base, mode: 'never', state: 'hidden', y: 5000, lastY: 10 })).toBe('shown');
  });

  it("'always' hides it permanently, on every page and at the top", () => {
    expect(navbarState({ ...base, mode: 'always' })).toBe('off');
    expect(navbarState({ ...base, mode: 'always', y: 0, lastY: 0 })).toBe('off');
    expect(navbarState({ ...base, mode: 'always', y: 0, lastY: 300 })).toBe('off');
    expect(navbarState({ ...base, mode: 'always', docPage: false })).toBe('off');
  });

  it("'auto' hides on scroll down and shows on scroll up", () => {
    expect(navbarState({ ...base, y: 500, lastY: 400 })).toBe('hidden');
    expect(navbarState({ ...base, y: 450, lastY: 500, state: 'hidden' })).toBe('shown');
  });

  it("'auto' keeps the state when the page did not move", () => {
    expect(navbarState({ ...base, y: 500, lastY: 500, state: 'hidden' })).toBe('hidden');
    expect(navbarState({ ...base, y: 500, lastY: 500, state: 'shown' })).toBe('shown');
  });

  it("'auto' always shows it within the nav bar's height of the top", () => {
    expect(navbarState({ ...base, y: 72, lastY: 10 })).toBe('shown');
    expect(navbarState({ ...base, y: 73, lastY: 10 })).toBe('hidden');
    expect(navbarState({ ...base, y: 0, lastY: 0, state: 'hidden' })).toBe('shown');
  });

  it("'auto' never hides it on pages other than doc pages", () => {
    expect(navbarState({ ...base, docPage: false })).toBe('shown');
  });
});
