import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../plugins/search/runtime/search-index';
import { stem } from '../plugins/search/runtime/stem';
import { tokenize } from '../plugins/search/runtime/tokenize';
import { isExplainedAt } from '../plugins/search/runtime/concepts';
import { guidePages } from '../tests/support/guide-index-pages';
import { QUERIES } from '../tests/e2e/search-queries';
import { GUIDE_CONCEPTS } from './search-guide-concepts';
import { CONCEPTS } from './search-vocabulary';

const index = buildIndex(guidePages());
const words = (text: string) => tokenize(text).filter((t) => t.weight === 1).map((t) => t.word);
const rows = GUIDE_CONCEPTS.map((c) => [c.reader.join(', '), c] as const);

describe('the guide concepts', () => {
  it.each(rows)('%s: every section named exists in the guide and holds a target word', (_, entry) => {
    expect(entry.explainedAt.length).toBeGreaterThan(0);
    for (const at of entry.explainedAt) {
      // The ranking lifts only sections with a heading anchor (score.ts explainingSections); a page's opening text is
      // named only on a page without headings, by its route alone.
      const found = index.sections.filter((s) => isExplainedAt(index.docs[s.doc].route, s.id, at));
      expect(found, `${at} is a heading anchor of a guide page`).toHaveLength(1);
      if (!at.includes('#')) expect(index.docs[found[0].doc].sections, `${at} has headings: name one with #anchor`).toHaveLength(1);
      const stems = new Set(words(`${found[0].path.join(' ')} ${found[0].text}`).map(stem));
      expect(entry.terms.some((t) => stems.has(stem(t))), `${at} uses one of ${entry.terms.join(', ')}`).toBe(true);
    }
  });
  it.each(rows)('%s: targets are single words on the site, one the reader did not type, with a source', (_, entry) => {
    const typed = new Set(entry.reader.flatMap(words).map(stem));
    for (const term of entry.terms) {
      expect(words(term)).toHaveLength(1);
      expect(index.pagesWith.has(stem(term)), term).toBe(true);
    }
    expect(entry.terms.some((t) => !typed.has(stem(t)))).toBe(true);
    expect(entry.from.length).toBeGreaterThan(10);
  });
  it('is not a list of the quality set: no reader phrase is a whole query of it', () => {
    const queries = new Set(QUERIES.map((q) => words(q.query).join(' ')));
    for (const c of GUIDE_CONCEPTS) for (const r of c.reader) expect(queries.has(words(r).join(' ')), r).toBe(false);
  });
  it('gives no reader phrase two meanings, here or in the vocabulary', () => {
    const seen = new Map<string, string>();
    for (const c of [...CONCEPTS, ...GUIDE_CONCEPTS]) {
      for (const r of c.reader) {
        const key = words(r).map(stem).join(' ');
        expect(seen.get(key) ?? c.from, `"${r}" is in two entries`).toBe(c.from);
        seen.set(key, c.from);
      }
    }
  });
});

describe('config/search-guide-concepts.ts', () => {
  it('gathers every page file of config/guide-concepts/', () => {
    const dir = path.join(import.meta.dirname, 'guide-concepts');
    const list = readFileSync(path.join(import.meta.dirname, 'search-guide-concepts.ts'), 'utf8');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      expect(list, `${file} is imported and spread into GUIDE_CONCEPTS`).toContain(`'./guide-concepts/${file.replace(/\.ts$/, '')}'`);
    }
  });
});

describe('isExplainedAt', () => {
  it('matches a section by route and anchor, under a version prefix or base path too', () => {
    expect(isExplainedAt('/packages/cli', 'generate-station', '/packages/cli#generate-station')).toBe(true);
    expect(isExplainedAt('/npm/packages/cli', 'generate-station', '/packages/cli#generate-station')).toBe(true);
    expect(isExplainedAt('/packages/cli', 'generate-module', '/packages/cli#generate-station')).toBe(false);
    expect(isExplainedAt('/packages/network', 'generate-station', '/packages/cli#generate-station')).toBe(false);
  });
});
