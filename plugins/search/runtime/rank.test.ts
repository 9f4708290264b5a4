import { describe, expect, it } from 'vitest';
import type { SymbolDirectory, SymbolPage } from './directory';
import { pageOf, rankSuggestions } from './rank';
import type { Suggestion } from './types';

const title = (t: string, link: string): Suggestion => ({ type: 'title', title: t, header: t, link, query: '', highlightInfoList: [] });
const header = (t: string, path: string, link: string): Suggestion => ({ type: 'header', title: t, header: `${t} > ${path}`, link, query: '', highlightInfoList: [] });
const content = (t: string, h: string, link: string): Suggestion => ({ type: 'content', title: t, header: h, link, query: '', statement: '…', highlightInfoList: [] });

const page = (name: string, kind: SymbolPage['kind'], route: string): SymbolPage => ({ name, kind, route, title: `${name} · @pact-toolbox/x` });
const tx = page('Transaction', 'type-alias', '/api/t/type-aliases/Transaction');
const client = page('ChainwebClient', 'class', '/api/c/classes/ChainwebClient');
const config = page('NetworkConfig', 'interface', '/api/c/interfaces/NetworkConfig');
const DIR: SymbolDirectory = {
  pages: [tx, client, config],
  members: [
    { owner: client, name: 'forChain', anchor: 'forchain', section: 'Methods', label: 'forChain()' },
    { owner: config, name: 'rpcUrl', anchor: 'property-rpcurl', section: 'Properties', label: 'rpcUrl' },
  ],
};

const links = (list: Suggestion[]) => list.map((s) => s.link);

describe('rankSuggestions', () => {
  it('puts the page of a symbol named like the query first, adding it when the full-text search missed it', () => {
    const found = [title('SignedTransaction · @pact-toolbox/c', '/api/c/interfaces/SignedTransaction'), content('Guide', 'Sending', '/guide#sending')];
    const ranked = rankSuggestions('Transaction', found, DIR);
    expect(ranked[0]).toMatchObject({ type: 'title', link: tx.route, title: tx.title, header: tx.title });
    expect(ranked[0].highlightInfoList).toEqual([{ start: 0, length: 11 }]);
    expect(links(ranked)).toEqual([tx.route, '/api/c/interfaces/SignedTransaction', '/guide#sending']);
  });

  it('moves an existing hit instead of duplicating it', () => {
    const found = [title('ChainwebClientError · x', '/api/c/classes/ChainwebClientError'), title(client.title, client.route)];
    expect(links(rankSuggestions('chainwebclient', found, DIR))).toEqual([client.route, '/api/c/classes/ChainwebClientError']);
  });

  it('leads with a member anchor, with the page title and section path', () => {
    const ranked = rankSuggestions('rpcUrl', [content('Chainweb Client', 'Creating a client', '/packages/c#creating-a-client')], DIR);
    expect(ranked[0]).toMatchObject({ type: 'header', link: '/api/c/interfaces/NetworkConfig#property-rpcurl', header: 'NetworkConfig · @pact-toolbox/x > Properties > rpcUrl' });
    const { start, length } = ranked[0].highlightInfoList[0];
    expect(ranked[0].header.slice(start, start + length)).toBe('rpcUrl');
    expect(rankSuggestions('ChainwebClient.forChain', [], DIR).map((s) => s.header)).toEqual(['ChainwebClient · @pact-toolbox/x > Methods > forChain()']);
  });

  it('orders non-symbol queries: title equal, heading equal, title containing, heading containing, text', () => {
    const found = [
      content('CLI', 'start', '/cli#start'),
      header('Docker Setup', 'Install Docker', '/docker#install-docker'),
      title('Docker Setup', '/docker'),
      header('CLI', 'docker', '/cli#docker'),
      title('Docker', '/docker-page'),
    ];
    expect(links(rankSuggestions('Docker', found, DIR))).toEqual(['/docker-page', '/cli#docker', '/docker', '/docker#install-docker', '/cli#start']);
  });

  it('keeps the full-text order inside a tier and groups suggestions as the panel does', () => {
    const found = [title('B page', '/b'), title('A page', '/a'), header('B page', 'page two', '/b#two')];
    const ranked = rankSuggestions('page', found, DIR);
    expect(links(ranked)).toEqual(['/b', '/b#two', '/a']);
  });

  it('shows the section of a content hit next to its page title', () => {
    const [hit] = rankSuggestions('word', [content('Guide', 'Install', '/g#install')], DIR);
    expect(hit.title).toBe('Guide > Install');
    const [top] = rankSuggestions('word', [content('Guide', 'Guide', '/g')], DIR);
    expect(top.title).toBe('Guide');
  });

  it('keeps the first 7 pages (all their hits) and drops duplicates', () => {
    const found = Array.from({ length: 10 }, (_, i) => [title(`Page ${i}`, `/p${i}`), header(`Page ${i}`, 'x', `/p${i}#x`)]).flat();
    const ranked = rankSuggestions('page', [...found, found[0]], DIR);
    expect(new Set(ranked.map((s) => pageOf(s.link))).size).toBe(7);
    expect(ranked).toHaveLength(14);
    expect(rankSuggestions('page', found, DIR, { limit: 2 })).toHaveLength(4);
  });

  it('does not add missing symbols when asked not to, and returns nothing for a blank query', () => {
    expect(rankSuggestions('Transaction', [], DIR, { addMissing: false })).toEqual([]);
    expect(rankSuggestions('   ', [title('A', '/a')], DIR)).toEqual([]);
  });

  it('works without a directory', () => {
    expect(links(rankSuggestions('a', [content('X', 'S', '/x#s'), title('A', '/a')]))).toEqual(['/a', '/x#s']);
  });
});
