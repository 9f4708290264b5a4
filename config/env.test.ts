import { describe, expect, it } from 'vitest';
import { absoluteUrl, ConfigError, DEFAULT_SITE_ORIGIN, resolveBase, resolveEditLink, resolveSiteUrl } from './env';

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

describe('resolveSiteUrl', () => {
  it('defaults to the local server address, under the base path', () => {
    expect(resolveSiteUrl(undefined, '/')).toEqual({ origin: DEFAULT_SITE_ORIGIN, home: `${DEFAULT_SITE_ORIGIN}/` });
    expect(resolveSiteUrl(' ', '/pact-toolbox/').home).toBe(`${DEFAULT_SITE_ORIGIN}/pact-toolbox/`);
  });
  it('accepts the origin alone or the origin with the base path', () => {
    const pages = { origin: 'https://kadena-community.github.io', home: 'https://kadena-community.github.io/pact-toolbox/' };
    expect(resolveSiteUrl('https://kadena-community.github.io', '/pact-toolbox/')).toEqual(pages);
    expect(resolveSiteUrl('https://kadena-community.github.io/pact-toolbox', '/pact-toolbox/')).toEqual(pages);
    expect(resolveSiteUrl('https://kadena-community.github.io/pact-toolbox/', '/pact-toolbox/')).toEqual(pages);
    expect(resolveSiteUrl('http://localhost:8080/', '/')).toEqual({ origin: 'http://localhost:8080', home: 'http://localhost:8080/' });
  });
  it('rejects a path that is not the base, and anything but an http(s) URL, naming the fix', () => {
    expect(() => resolveSiteUrl('https://x.dev/other/', '/pact-toolbox/')).toThrow(/"\/other\/".*"\/pact-toolbox\/".*"https:\/\/x.dev\/pact-toolbox\/"/);
    expect(() => resolveSiteUrl('https://x.dev/docs/', '/')).toThrow(ConfigError);
    expect(() => resolveSiteUrl('kadena-community.github.io', '/')).toThrow(/DOCS_SITE_URL="kadena-community.github.io".*https:\/\//);
    expect(() => resolveSiteUrl('ftp://x.dev/', '/')).toThrow(ConfigError);
    expect(() => resolveSiteUrl('https://x.dev/?a=1', '/')).toThrow(ConfigError);
  });
});

describe('absoluteUrl', () => {
  it('joins a route to the home URL', () => {
    const site = resolveSiteUrl('https://x.dev', '/docs/');
    expect(absoluteUrl(site, '/')).toBe('https://x.dev/docs/');
    expect(absoluteUrl(site, '/api/')).toBe('https://x.dev/docs/api/');
    expect(absoluteUrl(site, '/intro')).toBe('https://x.dev/docs/intro');
  });
});
