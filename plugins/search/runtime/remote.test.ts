import { describe, expect, it } from 'vitest';
import { hitsToSuggestions, parseRemoteGroups, remoteSearchUrl } from './remote';


describe('remoteSearchUrl', () => {
  it('sends keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl({ apiUrl: 'http://127.0.0.1:1/s', searchIndexes: ['docs', 'blog'] }, 'a&b <c>', 7, 'en'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'a&b <c>', limit: '7', searchIndexes: 'docs,blog', lang: 'en' });
    expect(remoteSearchUrl({ apiUrl: '/s?key=1', searchIndexes: ['d'] }, 'x', 7, 'en')).toMatch(/^\/s\?key=1&keyword=x&/);
  });
});

describe('parseRemoteGroups', () => {
  it('accepts [{ index, hits }] and drops malformed hits', () => {
    expect(parseRemoteGroups([{ index: 'd', hits: [{ title: 'A', routePath: '/a' }, { title: 1 }, null] }])).toEqual([{ index: 'd', hits: [{ title: 'A', routePath: '/a' }] }]);
  });
  it('rejects other shapes', () => {
    expect(() => parseRemoteGroups({ hits: [] })).toThrow(/list of groups/);
    expect(() => parseRemoteGroups([{ index: 'd' }])).toThrow(/group 0/);
  });
});

describe('hitsToSuggestions', () => {
  it('makes title, heading (with its path) and text suggestions with highlights', () => {
    const [t, h, c] = hitsToSuggestions('forchain', [
      {
        title: 'forChain guide',
        routePath: '/g',
        toc: [
          { id: 'methods', text: 'Methods', depth: 2 },
          { id: 'forchain', text: 'forChain()', depth: 3 },
        ],
        content: 'Intro\nCall forChain to switch.\nEnd',
      },
    ]);
    expect(t).toMatchObject({ type: 'title', link: '/g', highlightInfoList: [{ start: 0, length: 8 }] });
    expect(h).toMatchObject({ type: 'header', header: 'forChain guide > Methods > forChain()', link: '/g#forchain' });
    expect(h.header.slice(h.highlightInfoList[0].start, h.highlightInfoList[0].start + 8)).toBe('forChain');
    expect(c).toMatchObject({ type: 'content', statement: 'Call forChain to switch.', highlightInfoList: [{ start: 5, length: 8 }] });
  });
  it('still lists a hit the text does not contain, and prefixes its domain', () => {
    expect(hitsToSuggestions('zzz', [{ title: 'A', routePath: '/a', domain: 'https://other.example' }])).toEqual([
      { type: 'title', title: 'A', header: 'A', link: 'https://other.example/a', query: 'zzz', highlightInfoList: [] },
    ]);
  });
});
