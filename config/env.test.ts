import { describe, expect, it } from 'vitest';
import { ConfigError, resolveBase, resolveEditLink } from './env';

describe('resolveBase', () => {
  it('serves from the root by default', () => {
    expect(resolveBase(undefined)).toBe('/');
    expect(resolveBase('')).toBe('/');
    expect(resolveBase('/')).toBe('/');
  });
  it('normalises a single segment to /segment/', () => {
    expect(resolveBase('/pact-toolbox/')).toBe('/pact-toolbox/');
    expect(resolveBase('pact-toolbox')).toBe('/pact-toolbox/');
    expect(resolveBase(' /docs ')).toBe('/docs/');
  });
  it('rejects anything else, naming the value and the fix', () => {
    expect(() => resolveBase('/a/b/')).toThrow(ConfigError);
    expect(() => resolveBase('/a b/')).toThrow(/DOCS_BASE="\/a b\/".*"\/pact-toolbox\/"/);
  });
});

describe('resolveEditLink', () => {
  it('needs both the base URL and the text', () => {
    expect(resolveEditLink(undefined, 'Edit')).toBeUndefined();
    expect(resolveEditLink('https://x.dev/edit/', undefined)).toBeUndefined();
    expect(resolveEditLink('  ', 'Edit')).toBeUndefined();
    expect(resolveEditLink('https://x.dev/edit', ' ')).toBeUndefined();
  });
  it('adds the trailing slash Rspress expects', () => {
    expect(resolveEditLink('https://x.dev/edit', 'Edit this page')).toEqual({ docRepoBaseUrl: 'https://x.dev/edit/', text: 'Edit this page' });
  });
});
