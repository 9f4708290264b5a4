/**
 * The glossary's terms as sections of the search index. Each term is a table row whose first cell carries its own
 * address (`<span id="keyset">Keyset</span>`), not a heading, so the index held the glossary as one page with no
 * sections: "what is a keyset" could only find `/glossary`, behind any page with "keyset" in a heading. Here each row
 * becomes a section named by its term, which starts where the row's text starts in the page's indexed text, and links
 * to `/glossary#keyset`. Pure; the plugin reads the page's source (index.ts).
 */

export interface GlossaryTerm {
  id: string;
  term: string;
}

/** The rows of a definition page's source whose first cell is `<span id="…">Term</span>`. */
export function glossaryTerms(source: string): GlossaryTerm[] {
  return [...source.matchAll(/^\|\s*<span id="([\w-]+)">([^<|]+)<\/span>\s*\|/gm)].map((m) => ({ id: m[1]!, term: m[2]!.trim() }));
}

interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

/**
 * The page's table of contents with a section for each term found at the start of a line of `content` (the indexed
 * text, where a row reads "Term<tab>Meaning"), in text order. A term not found keeps no section.
 */
export function withTermSections(content: string, toc: readonly TocEntry[], terms: readonly GlossaryTerm[]): TocEntry[] {
  const added: TocEntry[] = [];
  for (const { id, term } of terms) {
    const at = content.indexOf(`\n${term}\t`);
    if (at >= 0) added.push({ id, text: term, depth: 2, charIndex: at + 1 });
  }
  return [...toc, ...added].sort((a, b) => a.charIndex - b.charIndex);
}

interface IndexedPage {
  routePath: string;
  content: string;
  toc: TocEntry[];
}

/**
 * The pages with each definition page's terms added as sections (a copy of that page; the others as they are).
 * `termsOf` gives a definition page's terms from its source, or undefined for any other route.
 */
export function withDefinitionSections<T extends IndexedPage>(pages: readonly T[], termsOf: (route: string) => GlossaryTerm[] | undefined): T[] {
  return pages.map((page) => {
    const terms = termsOf(page.routePath);
    return terms?.length ? { ...page, toc: withTermSections(page.content ?? '', page.toc ?? [], terms) } : page;
  });
}
