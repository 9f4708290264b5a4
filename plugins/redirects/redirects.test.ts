import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from '../../config/env';
import path from 'node:path';
import manifest from '../../api-gen/manifest.json';
import { projectRedirects } from './index';
import { apiPackages, expandRedirects, RedirectError, redirectFile, redirectPage, redirectProblems } from './redirects';

describe('expandRedirects', () => {
  it('expands {pkg} over every package and keeps plain rules as they are', () => {
    expect(expandRedirects([{ from: '/api/{pkg}/README', to: '/api/{pkg}/' }, { from: '/old', to: '/intro' }], ['network', 'kda'])).toEqual([
      { from: '/api/network/README', to: '/api/network/' },
      { from: '/api/kda/README', to: '/api/kda/' },
      { from: '/old', to: '/intro' },
    ]);
  });
  it('rejects paths without a leading slash, a from with a trailing slash and duplicates, naming the entry', () => {
    expect(() => expandRedirects([{ from: 'old', to: '/intro' }], [])).toThrow(/"from" of .*"old".* must be a site path starting with "\/"/);
    expect(() => expandRedirects([{ from: '/old/', to: '/intro' }], [])).toThrow(RedirectError);
    expect(() => expandRedirects([{ from: '/old', to: '/intro' }, { from: '/old', to: '/glossary' }], [])).toThrow(/"\/old" is redirected twice/);
  });
  it('the project map sends /api/<package>/README to /api/<package>/ for every package', () => {
    const redirects = projectRedirects(path.resolve(__dirname, '../..'), Object.keys(manifest.packages));
    expect(redirects).toContainEqual({ from: '/api/chainweb-client/README', to: '/api/chainweb-client/' });
    expect(redirects.length).toBeGreaterThanOrEqual(Object.keys(manifest.packages).length);
  });
});

describe('apiPackages', () => {
  it('takes the package folders of the main reference, not the error reference or the npm version', () => {
    expect(apiPackages(['/api/', '/api/network/', '/api/errors/', '/api/errors/network', '/npm/api/kda/', '/intro'])).toEqual(['network']);
  });
});

describe('redirectProblems', () => {
  it('flags a redirect that hides a page or lands nowhere', () => {
    const routes = new Set(['/intro', '/api/network/']);
    expect(redirectProblems([{ from: '/api/network/README', to: '/api/network/' }], routes)).toEqual([]);
    expect(redirectProblems([{ from: '/intro', to: '/api/network/' }], routes)).toEqual(['config/redirects.json: "/intro" is a page of the site; remove its redirect or the page.']);
    expect(redirectProblems([{ from: '/old', to: '/nowhere' }], routes)[0]).toMatch(/"\/nowhere", which is not a page/);
  });
});

describe('apiPackages', () => {
  it('names the packages that have an /api/<name>/ page', () => {
    expect(apiPackages(['/api/', '/api/network/', '/api/network/functions/startNetwork', '/api/kda/', '/intro', '/npm/api/kda/', '/npm/api/signers/'])).toEqual(['kda', 'network']);
  });
});

describe('redirectPage', () => {
  const site = resolveSiteUrl('https://example.org', '/pact-toolbox/');
  const html = redirectPage({ from: '/api/network/README', to: '/api/network/' }, '/pact-toolbox/', site, 'en');
  it('moves on without JavaScript, with a canonical address and a link', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/pact-toolbox/api/network/">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/pact-toolbox/api/network/">');
    expect(html).toContain('<a href="/pact-toolbox/api/network/">/pact-toolbox/api/network/</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
  it('keeps the query and anchor when JavaScript runs', () => {
    expect(html).toContain('location.replace("/pact-toolbox/api/network/" + location.search + location.hash)');
  });
  it('is written where GitHub Pages serves the old address', () => {
    expect(redirectFile('/api/network/README')).toBe('api/network/README.html');
  });
});
