import { describe, expect, it } from 'vitest';
import { resolveRemoteSearch } from './remote-search';

describe('resolveRemoteSearch', () => {
  it('is off without DOCS_SEARCH_API_URL', () => {
    expect(resolveRemoteSearch({})).toBeUndefined();
    expect(resolveRemoteSearch({ DOCS_SEARCH_API_URL: ' ' })).toBeUndefined();
  });
  it('reads the URL and the index list', () => {
    expect(resolveRemoteSearch({ DOCS_SEARCH_API_URL: 'https://s.example/api' })).toEqual({ apiUrl: 'https://s.example/api', searchIndexes: ['default'] });
    expect(resolveRemoteSearch({ DOCS_SEARCH_API_URL: '/search', DOCS_SEARCH_INDEXES: 'docs, blog,' })).toEqual({ apiUrl: '/search', searchIndexes: ['docs', 'blog'] });
  });
  it('rejects what is not a URL, naming the variable', () => {
    expect(() => resolveRemoteSearch({ DOCS_SEARCH_API_URL: 'search.example' })).toThrow(/DOCS_SEARCH_API_URL=search.example is not a URL/);
  });
});
