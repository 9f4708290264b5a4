import { describe, expect, it, vi } from 'vitest';
import type { SymbolDirectory } from './directory';
import { createOnSearch, REMOTE_FAILURE_MESSAGE } from './search-hooks';
import type { Suggestion, SuggestionGroup } from './types';

const tx = { name: 'Transaction', kind: 'type-alias' as const, route: '/api/t/Transaction', title: 'Transaction · @pact-toolbox/t' };
const DIR: SymbolDirectory = { pages: [tx], members: [] };
const local = (): SuggestionGroup[] => [
  {
    group: 'Pact Toolbox',
    renderType: 'default',
    result: [{ type: 'title', title: 'SignedTransaction', header: 'SignedTransaction', link: '/api/c/SignedTransaction', query: 'transaction', highlightInfoList: [] }] as Suggestion[],
  },
];
const links = (g: SuggestionGroup) => (g.result as Suggestion[]).map((s) => s.link);

function deps(overrides: Partial<Parameters<typeof createOnSearch>[0]> = {}) {
  return { directory: vi.fn(async () => DIR), getJson: vi.fn(async () => [] as unknown), lang: () => 'en', logError: vi.fn(), ...overrides };
}

describe('onSearch (local)', () => {
  it('leaves the results our searcher ranked as they are, adds no tab and asks nothing', async () => {
    const d = deps();
    const result = local();
    await createOnSearch(d)('Transaction', result);
    expect(result).toEqual(local());
    expect(d.getJson).not.toHaveBeenCalled();
    expect(d.directory).not.toHaveBeenCalled();
  });
});

describe('onSearch (remote)', () => {
  const remote = { apiUrl: 'http://127.0.0.1:9/search', searchIndexes: ['docs', 'blog'] };
  it('asks the service and shows its groups, the site index first under the site name', async () => {
    const getJson = vi.fn(async (_url: string): Promise<unknown> => [
      { index: 'blog', hits: [{ title: 'Blog Transaction', routePath: '/blog/t' }] },
      { index: 'docs', hits: [{ title: 'Transaction guide', routePath: '/g' }] },
    ]);
    const result = local();
    await createOnSearch(deps({ remote, getJson }))('transaction', result);
    const url = new URL(getJson.mock.calls[0][0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'transaction', limit: '7', searchIndexes: 'docs,blog', lang: 'en' });
    expect(result.map((g) => g.group)).toEqual(['Pact Toolbox', 'blog']);
    expect(links(result[0])).toEqual(['/g']);
    expect(links(result[1])).toEqual(['/blog/t']);
  });
  it('logs and shows no results when the service fails', async () => {
    const d = deps({ remote, getJson: vi.fn(async () => Promise.reject(new Error('503'))) });
    const result = local();
    await createOnSearch(d)('transaction', result);
    expect(d.logError).toHaveBeenCalledWith(REMOTE_FAILURE_MESSAGE, expect.any(Error));
    expect(result).toEqual([{ group: 'Pact Toolbox', renderType: 'default', result: [] }]);
  });
  it('logs and shows no results for an answer of the wrong shape', async () => {
    const d = deps({ remote, getJson: vi.fn(async () => ({ hits: [] })) });
    const result = local();
    await createOnSearch(d)('transaction', result);
    expect(d.logError).toHaveBeenCalledTimes(1);
    expect(result[0].result).toEqual([]);
  });
  it('does nothing for a blank query', async () => {
    const d = deps({ remote });
    const result = local();
    await createOnSearch(d)('  ', result);
    expect(d.getJson).not.toHaveBeenCalled();
    expect(result).toEqual(local());
  });
});

describe('onSearch (remote, nothing found)', () => {
  it('shows one empty group rather than empty tabs', async () => {
    const remote = { apiUrl: 'http://127.0.0.1:9/search', searchIndexes: ['docs', 'blog'] };
    const result = local();
    await createOnSearch(deps({ remote, getJson: vi.fn(async () => [{ index: 'docs', hits: [] }, { index: 'blog', hits: [] }]) }))('zzz', result);
    expect(result).toEqual([{ group: 'Pact Toolbox', renderType: 'default', result: [] }]);
  });
});
