import { describe, expect, it } from 'vitest';
import { searchIndexURL } from './index-file';

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
