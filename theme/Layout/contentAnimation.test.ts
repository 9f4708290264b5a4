import { describe, expect, it } from 'vitest';
import { contentAnimationEnabled, isPageChange } from './contentAnimation';

describe('contentAnimationEnabled', () => {
  it('is on only for true', () => {
    expect(contentAnimationEnabled(true)).toBe(true);
    expect(contentAnimationEnabled(undefined)).toBe(false);
    expect(contentAnimationEnabled(false)).toBe(false);
    expect(contentAnimationEnabled('true')).toBe(false);
  });
});

describe('isPageChange', () => {
  it('is false on the first render and when the pathname stays', () => {
    expect(isPageChange(undefined, '/intro')).toBe(false);
    expect(isPageChange('/intro', '/intro')).toBe(false);
  });
  it('is true when the pathname changes', () => {
    expect(isPageChange('/intro', '/setup/docker')).toBe(true);
  });
});
