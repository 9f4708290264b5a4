import { describe, expect, it } from 'vitest';
import { PAGES } from './fixture-pages';
import { ENTRIES_PER_PAGE, ENTRY_MIN_SHARE } from '../../../config/reader-constants';
import { highlightsIn, snippet, suggestionsFor } from './group';
import { queryTerms, scorePages } from './score';
import { buildIndex } from './search-index';

const index = buildIndex(PAGES);

describe('highlightsIn', () => {
  it('marks the typed text inside longer words, and stemmed matches whole', () => {
    const terms = queryTerms(index, 'wallet');
    expect(highlightsIn('Wallets and walletConnect', terms, index)).toEqual([
      { start: 0, length: 6 },
      { start: 12, length: 6 },
    ]);
  });
  it('counts characters above U+00FF as three bytes, as Rspress does', () => {
    const cjk = buildIndex([{ title: 'x', routePath: '/x', content: '用于区块链开发', toc: [] }]);
    expect(highlightsIn('用于区块链开发', queryTerms(cjk, '区块链'), cjk)).toEqual([{ start: 2, length: 9 }]);
  });
});

describe('snippet', () => {
  it('keeps a short line whole and cuts a long one around the match', () => {
    expect(snippet('a\nshort line\nb', 2, 5)).toEqual({ statement: 'short line', from: 2, to: 12, lead: 0 });
    const long = `${'x'.repeat(200)} needle ${'y'.repeat(200)}`;
    const cut = snippet(long, 201, 6, 100);
    expect(cut.statement.startsWith('...') && cut.statement.endsWith('...')).toBe(true);
    expect(cut.statement).toContain('needle');
    expect(cut.statement.length).toBeLessThanOrEqual(106);
  });

  it('starts and ends a cut snippet at a word boundary', () => {
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike';
    const text = `${words} needle ${words}`;
    const at = text.indexOf('needle');
    const cut = snippet(text, at, 6, 60);
    const shown = cut.statement.replace(/^\.\.\./, '').replace(/\.\.\.$/, '');
    expect(shown).toContain('needle');
    const inner = shown.split(' ');
    for (const word of [inner[0], inner[inner.length - 1]]) expect(text.split(' ')).toContain(word);
    expect(cut.statement.slice(cut.lead, cut.lead + cut.to - cut.from)).toBe(text.slice(cut.from, cut.to));
  });
});

describe('suggestionsFor', () => {
  it('gives a page its title line and best sections, with the section path', () => {
    const terms = queryTerms(index, 'port already in use');
    const [docker] = scorePages(index, 'port already in use');
    const list = suggestionsFor(index, docker, terms, 'port already in use');
    expect(list.length).toBeLessThanOrEqual(ENTRIES_PER_PAGE);
    expect(list[0]).toMatchObject({ type: 'header', header: 'Docker Setup > Troubleshooting > Port already in use', link: '/setup/docker#port-already-in-use' });
    expect(list[0].header.slice(list[0].highlightInfoList[0].start).startsWith('Port')).toBe(true);
  });
  it('leads with the title line only when no section holds a query word the title lacks', () => {
    const lead = (query: string) => {
      const [page] = scorePages(index, query);
      return { route: index.docs[page.doc].route, first: suggestionsFor(index, page, queryTerms(index, query), query)[0] };
    };
    expect(lead('wallet').first).toMatchObject({ type: 'title', link: '/packages/wallet' });
    const errors = lead('wallet extension');
    expect(errors.route).toBe('/packages/wallet');
    expect(errors.first).toMatchObject({ link: '/packages/wallet#errors' });
  });
  it('shows text matches as a snippet under "Page > Section"', () => {
    const terms = queryTerms(index, 'extension');
    const [wallet] = scorePages(index, 'extension');
    const [first] = suggestionsFor(index, wallet, terms, 'extension');
    expect(first).toMatchObject({ type: 'content', title: 'Wallet > Errors', link: '/packages/wallet#errors' });
    expect(first.statement!.slice(first.highlightInfoList[0].start, first.highlightInfoList[0].start + 9)).toBe('extension');
  });
  it('lists a further section only when it scores at least ENTRY_MIN_SHARE of the best one', () => {
    const [page] = scorePages(index, 'wallet');
    const [a, b] = page.sections.filter((x) => index.sections[x.section].id);
    const top = a.score;
    const links = (second: number) =>
      suggestionsFor(index, { ...page, inTitle: 0, sections: [a, { ...b, score: second }] }, queryTerms(index, 'wallet'), 'wallet').map((s) => s.link);
    const linkOf = (x: typeof a) => `/packages/wallet#${index.sections[x.section].id}`;
    expect(links(top * ENTRY_MIN_SHARE)).toEqual([linkOf(a), linkOf(b)]);
    expect(links(top * ENTRY_MIN_SHARE * 0.9)).toEqual([linkOf(a)]);
  });
  it('leads with a section a guide concept of the query names, even where the title matched', () => {
    const [page] = scorePages(index, 'wallet');
    const terms = queryTerms(index, 'wallet');
    const withSection = { ...page, sections: page.sections.filter((x) => index.sections[x.section].id) };
    expect(suggestionsFor(index, withSection, terms, 'wallet')[0].type).toBe('title');
    const named = { ...withSection, sections: [{ ...withSection.sections[0], explains: true }, ...withSection.sections.slice(1)] };
    expect(suggestionsFor(index, named, terms, 'wallet')[0].link).toBe(`/packages/wallet#${index.sections[named.sections[0].section].id}`);
  });
});
