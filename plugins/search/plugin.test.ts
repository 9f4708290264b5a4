import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { definitionTerms, pluginSearch, SEARCH_PLUGIN_NAME, trimIndexFiles } from './index';
import { withDefinitionSections } from './glossary-sections';
import { CONCEPT_DATA, type ConceptData } from './runtime/concept-data';
import { GUIDE_CONCEPTS } from '../../config/search-guide-concepts';
import { CONCEPTS, GENERAL_WORDS } from '../../config/search-vocabulary';

describe('pluginSearch', () => {
  it('is one named plugin that sets the search options and the build constants', async () => {
    const plugin = pluginSearch({ apiDir: '/nowhere', env: {} });
    expect(plugin.name).toBe(SEARCH_PLUGIN_NAME);
    const config = await plugin.config!({ search: { versioned: false } } as never, {} as never, true);
    expect(config.search).toMatchObject({ versioned: false, codeBlocks: true });
    expect((config.search as { searchHooks: string }).searchHooks).toMatch(/search[\\/]runtime[\\/]hooks\.ts$/);
    const define = (plugin.builderConfig?.source?.define ?? {}) as Record<string, string>;
    expect(Object.keys(define)).toEqual(['__PACT_SEARCH_DIRECTORY__', '__PACT_SEARCH_DIRECTORY_NPM__', '__PACT_SEARCH_REMOTE__', '__PACT_SEARCH_CONCEPTS__']);
    // The readers' words go to the browser without their reviewers' notes, and all of them.
    const concepts = JSON.parse(define.__PACT_SEARCH_CONCEPTS__) as ConceptData;
    expect(concepts.entries).toHaveLength(CONCEPTS.length + GUIDE_CONCEPTS.length);
    expect(concepts.entries.some((entry) => 'from' in entry)).toBe(false);
    expect(concepts.entries.filter((entry) => entry.explainedAt).length).toBe(GUIDE_CONCEPTS.length);
    expect(concepts.general).toEqual(GENERAL_WORDS);
    // Node gets the same data from concept-globals.ts (vitest's setup file): the searcher here reads every entry.
    expect(CONCEPT_DATA).toEqual(concepts);
  });
  it("answers the dev index with each page's headings as the hook saw them, whatever later hooks do to the page objects", async () => {
    const plugin = pluginSearch({ apiDir: '/nowhere', env: {} });
    let middleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
    const setup = (plugin.builderConfig?.server?.setup ?? []) as unknown as ((context: unknown) => void)[];
    for (const step of setup) step({ action: 'dev', server: { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } } });
    const toc = [{ id: 'license', text: 'What license is it under?', depth: 2, charIndex: 0 }];
    const pages = [
      { title: 'Questions', routePath: '/getting-started/questions', content: 'What license is it under?', toc, lang: 'en' },
      { title: 'signers', routePath: '/npm/api/signers/', content: 'x', toc: [], lang: 'en' },
    ];
    await plugin.modifySearchIndexData!(pages as never, false);
    // What slim-site-data's extendPageData does to the same objects, for the site data.
    pages[0]!.toc = [];
    let body = '';
    middleware!({ url: '/static/search_index.en.abc.json' } as IncomingMessage, { setHeader: () => {}, end: (b: string) => (body = b) } as unknown as ServerResponse, () => {});
    expect(JSON.parse(body)[0].toc).toEqual(toc);
  });
  it('reads the index after every other plugin that fills it (toolkit-ref, install-check)', () => {
    const config = readFileSync(path.join(import.meta.dirname, '../../rspress.config.ts'), 'utf8');
    const at = (name: string) => config.indexOf(`${name}(`, config.indexOf('plugins: ['));
    expect(at('pluginSearch')).toBeGreaterThan(at('pluginToolkitRef'));
    expect(at('pluginSearch')).toBeGreaterThan(at('pluginInstallCheck'));
    expect(at('pluginToolkitRef')).toBeGreaterThan(0);
  });
  it('trims the written index files in place, keeping their names', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-trim-'));
    const file = path.join(dir, 'search_index.en.abc.json');
    writeFileSync(file, JSON.stringify([{ title: 'T', routePath: '/t', content: 'c', toc: [], frontmatter: { a: 1 }, lang: 'en', version: '' }]));
    writeFileSync(path.join(dir, 'other.json'), '[]');
    const [[name, before, after]] = trimIndexFiles(dir);
    expect(name).toBe('search_index.en.abc.json');
    expect(after).toBeLessThan(before);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([{ title: 'T', routePath: '/t', content: 'c', toc: [] }]);
    expect(trimIndexFiles(path.join(dir, 'missing'))).toEqual([]);
  });
  it('gives the glossary\'s terms sections of their own in the written index, read from its source', () => {
    const docs = mkdtempSync(path.join(os.tmpdir(), 'search-glossary-'));
    writeFileSync(path.join(docs, 'glossary.mdx'), '| Term | Meaning |\n| --- | --- |\n| <span id="keyset">Keyset</span> | Keys and a predicate. |\n');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-trim-'));
    const file = path.join(dir, 'search_index.en.abc.json');
    writeFileSync(file, JSON.stringify([{ title: 'Glossary', routePath: '/glossary', content: 'Term\tMeaning\nKeyset\tKeys and a predicate.', toc: [] }, { title: 'T', routePath: '/t', content: 'Keyset\tx', toc: [] }]));
    trimIndexFiles(dir, (pages) => withDefinitionSections(pages, definitionTerms(docs)));
    const [glossary, other] = JSON.parse(readFileSync(file, 'utf8'));
    expect(glossary.toc).toEqual([{ id: 'keyset', text: 'Keyset', depth: 2, charIndex: 13 }]);
    expect(other.toc).toEqual([]);
  });
});
