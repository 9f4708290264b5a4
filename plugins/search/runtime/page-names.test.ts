import { describe, expect, it } from 'vitest';
import { buildIndex } from './search-index';
import { asPageName, namedPage } from './page-names';

const NAMES = [{ reader: ['error reference', 'known bugs'], route: '/api/errors' }];
const page = (title: string, routePath: string) => ({ title, routePath, content: `${title}.`, toc: [] });

describe('asPageName', () => {
  it('compares lowercase words without punctuation or a trailing "page"', () => {
    expect(asPageName('  Error Reference page ')).toBe('error reference');
    expect(asPageName('known-bugs?')).toBe('known bugs');
  });
});

describe('namedPage', () => {
  const index = buildIndex([page('Guide', '/intro'), page('Error messages', '/api/errors')]);
  it('finds the page a whole query names', () => {
    expect(namedPage(index, 'Error reference', NAMES)).toBe(1);
  });
  it('finds it with a slip in one word, and not with two', () => {
    expect(namedPage(index, 'error refrence', NAMES)).toBe(1);
    expect(namedPage(index, 'eror refrence', NAMES)).toBeUndefined();
  });
  it('ignores a query that only holds the name', () => {
    expect(namedPage(index, 'error reference for wallets', NAMES)).toBeUndefined();
  });
  it('finds the npm version of an API page on an index of the npm reference', () => {
    const npm = buildIndex([page('Guide', '/intro'), page('Error messages', '/npm/api/errors')]);
    expect(namedPage(npm, 'error reference', NAMES)).toBe(1);
  });
  it('answers nothing when the page is not in the index', () => {
    expect(namedPage(buildIndex([page('Guide', '/intro')]), 'error reference', NAMES)).toBeUndefined();
  });
});
