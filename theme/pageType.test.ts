import { describe, expect, it } from 'vitest';
import { isDocPageType } from './pageType';

describe('isDocPageType', () => {
  it('is true for the page types rendered by the doc layout', () => {
    expect(isDocPageType('doc')).toBe(true);
    expect(isDocPageType('doc-wide')).toBe(true);
    expect(isDocPageType(undefined)).toBe(true);
  });
  it('is false for home, 404, custom and blank pages', () => {
    for (const type of ['home', '404', 'custom', 'blank']) expect(isDocPageType(type)).toBe(false);
  });
});
