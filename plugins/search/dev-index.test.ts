import { describe, expect, it } from 'vitest';
import { devIndexLookup, type IndexedPage, indexFileOf } from './dev-index';

const page = (routePath: string, extra: Partial<IndexedPage> = {}): IndexedPage => ({ title: routePath, routePath, content: `text of ${routePath}`, toc: [], lang: 'en', ...extra });

describe('indexFileOf', () => {
  it('reads the version and language from an index file name', () => {
    expect(indexFileOf('/static/search_index.en.1a2b3c.json')).toEqual({ npm: false, lang: 'en' });
    expect(indexFileOf('/static/search_index.npm.en.1a2b3c.json')).toEqual({ npm: true, lang: 'en' });
    expect(indexFileOf('/base/static/search_index.1a2b3c.json')).toEqual({ npm: false, lang: '' });
  });

  it('is null for other files', () => {
    expect(indexFileOf('/static/search_index.json.map')).toBeNull();
    expect(indexFileOf('/static/js/index.1a2b3c.js')).toBeNull();
    expect(indexFileOf('/static/search_index.v1.en.1a2b3c.json')).toBeNull();
  });
});

describe('devIndexLookup', () => {
  const pages = [page('/intro'), page('/api/signers/'), page('/npm/api/signers/'), page('/', { frontmatter: { pageType: 'home' } }), page('/hidden', { frontmatter: { search: false } }), page('/fr/intro', { lang: 'fr' })];
  const routes = (body: string | Buffer | undefined) => (JSON.parse(String(body)) as { routePath: string }[]).map((p) => p.routePath);

  it('answers main\'s index with the guide and main\'s reference, and the npm index with the guide and the npm reference', () => {
    const lookup = devIndexLookup(() => pages);
    expect(routes(lookup('/static/search_index.en.abc.json')?.body)).toEqual(['/intro', '/api/signers/']);
    expect(routes(lookup('/static/search_index.npm.en.abc.json')?.body)).toEqual(['/intro', '/npm/api/signers/']);
  });

  it('trims the pages the way the built files are trimmed', () => {
    const withExtra = [page('/intro', { frontmatter: { description: 'd', sidebar: false }, version: '' }), page('/npm/api/signers/')];
    const [first] = JSON.parse(String(devIndexLookup(() => withExtra)('/static/search_index.en.abc.json')?.body));
    expect(first).toEqual({ title: '/intro', routePath: '/intro', content: 'text of /intro', toc: [], frontmatter: { description: 'd' } });
  });

  it('leaves a one-version site, other paths, and the time before the first compile to Rspress', () => {
    expect(devIndexLookup(() => [page('/intro'), page('/api/signers/')])('/static/search_index.en.abc.json')).toBeNull();
    expect(devIndexLookup(() => pages)('/intro')).toBeNull();
    expect(devIndexLookup(() => undefined)('/static/search_index.en.abc.json')).toBeNull();
  });
});
