import { describe, expect, it } from 'vitest';
import { ERRORS_ROUTE } from '../api-gen/layout';
import { asPageName } from '../plugins/search/runtime/page-names';
import { QUERIES } from '../tests/e2e/search-queries';
import { GENERATED_GUIDE_PAGES } from './generated-pages';
import { PAGE_NAMES } from './search-page-names';
import { guideSidebar, sidebarLinks } from './sidebar';

const rows = PAGE_NAMES.map((n) => [n.reader.join(', '), n] as const);
const quality = new Set(QUERIES.map((q) => asPageName(q.query)));

describe('readers\' names for pages', () => {
  it.each(rows)('%s: names a page every build has', (_, entry) => {
    const pages = new Set([ERRORS_ROUTE, ...GENERATED_GUIDE_PAGES.map((p) => p.route), ...sidebarLinks(guideSidebar)]);
    expect(pages.has(entry.route), `${entry.route} is the error reference, a generated guide page or a sidebar page`).toBe(true);
    expect(entry.from.length).toBeGreaterThan(20);
  });
  it.each(rows)('%s: each phrase is written as compared, and none is a quality-set query', (_, entry) => {
    for (const phrase of entry.reader) {
      expect(asPageName(phrase), phrase).toBe(phrase);
      expect(quality.has(phrase), `"${phrase}" is a quality-set query`).toBe(false);
    }
  });
  it('gives each phrase one page', () => {
    const all = PAGE_NAMES.flatMap((n) => n.reader);
    expect(new Set(all).size).toBe(all.length);
  });
});
