import { describe, expect, it } from 'vitest';
import { indexForPath, searchIndexURL } from './index-file';

describe('searchIndexURL', () => {
  const hashes = { '###en': 'abc123', 'v1.2###zh': 'def456' };
  it('names the default language index under the public path, without a double slash', () => {
    expect(searchIndexURL(hashes, '/pact-toolbox/', 'en', '')).toBe('/pact-toolbox/static/search_index.en.abc123.json');
    expect(searchIndexURL(hashes, '/', 'en')).toBe('/static/search_index.en.abc123.json');
  });
  it('puts the version (dots as underscores) before the language', () => {
    expect(searchIndexURL(hashes, '/', 'zh', 'v1.2')).toBe('/static/search_index.v1_2.zh.def456.json');
  });
  it('gives nothing for a language the build has no index for', () => {
    expect(searchIndexURL(hashes, '/', 'fr')).toBeUndefined();
  });
});

describe('indexForPath', () => {
  const url = '/pact-toolbox/static/search_index.en.abc123.json';
  it('gives readers of the npm version the npm index, under any base', () => {
    expect(indexForPath(url, '/pact-toolbox/npm/api/signers/', '/pact-toolbox/', '/npm/api/')).toBe('/pact-toolbox/static/search_index.npm.en.abc123.json');
    expect(indexForPath('/static/search_index.en.x.json', '/npm/api/', '/', '/npm/api/')).toBe('/static/search_index.npm.en.x.json');
  });
  it('gives every other page the default index', () => {
    expect(indexForPath(url, '/pact-toolbox/api/signers/', '/pact-toolbox/', '/npm/api/')).toBe(url);
    expect(indexForPath(url, '/pact-toolbox/intro', '/pact-toolbox/', '/npm/api/')).toBe(url);
    expect(indexForPath(url, '/pact-toolbox/npm-packages', '/pact-toolbox/', '/npm/api/')).toBe(url);
  });
});
