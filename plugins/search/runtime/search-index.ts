/**
 * Our in-browser search index (pure, browser-safe), built from the pages of
 * Rspress's search index JSON: every page is cut into sections at its headings,
 * and every word is filed under its stem in one of four fields — the page title,
 * a section heading, section text, or the page's description and package name.
 * An inverted index (stem → where it occurs, with a weight) plus the vocabulary
 * the typo and prefix lookups scan.
 */
import { API_SEGMENT, isApiRoute, isErrorsRoute, isKindFolder, packageOfRoute } from '../../../api-gen/layout';
import { splitSymbolPageTitle } from '../../../api-gen/titles';
import { stem } from './stem';
import { tokenize } from './tokenize';

/** A page as Rspress's search index (or our trimmed copy of it) holds it. */
export interface IndexPage {
  title: string;
  routePath: string;
  content?: string;
  toc?: { id: string; text: string; depth: number; charIndex?: number }[];
  frontmatter?: { description?: string; [key: string]: unknown };
  domain?: string;
}

export type PageKind = 'guide' | 'api-package' | 'api' | 'errors';

export interface Doc {
  title: string;
  route: string;
  kind: PageKind;
  /** The words a title match is judged by: the symbol name of an API page, the package of a package page. */
  titleText: string;
  sections: number[];
}

export interface Section {
  doc: number;
  /** Anchor of its heading; "" for the text before the first heading. */
  id: string;
  /** Heading texts from the outermost to its own ("Troubleshooting", "Port already in use"). */
  path: string[];
  /** The parent section (the heading above it), or -1. */
  parent: number;
  text: string;
  /** Stems of its own heading. */
  headingStems: Set<string>;
  /** How many words its text holds (a long section that names a word once says less about it than a short one). */
  length: number;
}

/** stem → (doc or section id → weight). */
export type Postings = Map<string, Map<number, number>>;

export interface SearchIndex {
  docs: Doc[];
  sections: Section[];
  title: Postings;
  heading: Postings;
  body: Postings;
  extra: Postings;
  /** Every folded word seen, with its stem (for typo, prefix and substring lookups). */
  words: Map<string, string>;
  /** Pages each stem occurs on, for its weight (rarer words count more). */
  pagesWith: Map<string, number>;
  /**
   * Stems the site names things with: words of a title or a heading, and parts of identifiers. A word found only in
   * running text ("made", "between", "own") says little about a topic, however rare it is.
   */
  named: Set<string>;
  /** The mean length of a section's text, in words, per page kind (a guide section runs longer than an API member's). */
  meanLength: Record<PageKind, number>;
}

/** "/api/x/" is a package page, "/api/x/…" a symbol page; the error reference (its index and package pages) is a kind of its own. */
export function kindOf(route: string): PageKind {
  if (isErrorsRoute(route)) return 'errors';
  if (!isApiRoute(route)) return 'guide';
  return packageOfRoute(route) ? 'api-package' : 'api';
}

/** An API page's title as name and package (the title rule is api-gen's: api-gen/titles.ts). */
export const splitApiTitle = splitSymbolPageTitle;

/** The words of a route that name a section or package: "/getting-started/first-project" → "getting started first project"; API folders ("classes") are left out. */
export function routeWords(route: string): string {
  return route
    .split('/')
    .filter((seg) => seg && seg !== API_SEGMENT && !isKindFolder(seg))
    .join(' ')
    .replace(/[-_]/g, ' ');
}

function add(postings: Postings, key: string, id: number, weight: number): void {
  let m = postings.get(key);
  if (!m) postings.set(key, (m = new Map()));
  m.set(id, (m.get(id) ?? 0) + weight);
}

/** Stem of a folded word (memoized through `words`). */
function keyOf(index: SearchIndex, word: string): string {
  let key = index.words.get(word);
  if (key === undefined) index.words.set(word, (key = stem(word)));
  return key;
}

/** Files a text's words under their stems; returns the stems, and how many whole words it held through `count`. */
function file(index: SearchIndex, postings: Postings, text: string, id: number, seen?: Set<string>, count?: { words: number }): Set<string> {
  const keys = seen ?? new Set<string>();
  for (const t of tokenize(text)) {
    const key = keyOf(index, t.word);
    add(postings, key, id, t.weight);
    keys.add(key);
    if (t.weight < 1) index.named.add(key);
    else if (count) count.words++;
  }
  return keys;
}

export function buildIndex(pages: IndexPage[]): SearchIndex {
  const index: SearchIndex = { docs: [], sections: [], title: new Map(), heading: new Map(), body: new Map(), extra: new Map(), words: new Map(), pagesWith: new Map(), named: new Set(), meanLength: { guide: 1, 'api-package': 1, api: 1, errors: 1 } };
  for (const page of pages) {
    if (!page || typeof page.title !== 'string' || typeof page.routePath !== 'string') continue;
    const route = `${page.domain ?? ''}${page.routePath}`;
    const kind = kindOf(page.routePath);
    const { name, pkg } = splitApiTitle(page.title);
    const titleText = kind === 'api-package' ? page.title.replace(/^@[^/]+\//, '') : kind === 'api' ? name : page.title;
    const docId = index.docs.length;
    const doc: Doc = { title: page.title, route, kind, titleText, sections: [] };
    index.docs.push(doc);
    // A package page answers to its full name ("@pact-toolbox/signers"); titleText keeps the short one.
    const onPage = file(index, index.title, kind === 'api-package' ? page.title : titleText, docId);
    // The package of an API page, the description, and the route's words ("getting-started", "setup").
    file(index, index.extra, `${kind === 'api' ? pkg : kind === 'api-package' ? page.title : ''} ${page.frontmatter?.description ?? ''} ${routeWords(page.routePath)}`, docId, onPage);

    const content = page.content ?? '';
    const toc = (page.toc ?? []).filter((h) => typeof h.charIndex === 'number' && h.charIndex >= 0 && h.charIndex <= content.length);
    const starts = [0, ...toc.map((h) => h.charIndex as number)];
    const stack: { depth: number; section: number }[] = [];
    for (let i = 0; i < starts.length; i++) {
      const heading = i === 0 ? undefined : toc[i - 1];
      while (heading && stack.length && stack[stack.length - 1].depth >= heading.depth) stack.pop();
      const parent = stack.length ? stack[stack.length - 1].section : -1;
      const id = index.sections.length;
      const text = content.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : content.length);
      const path = heading ? [...(parent >= 0 ? index.sections[parent].path : []), heading.text] : [];
      const headingStems = heading ? file(index, index.heading, heading.text, id) : new Set<string>();
      headingStems.forEach((k) => onPage.add(k));
      const count = { words: 0 };
      file(index, index.body, text, id, onPage, count);
      index.sections.push({ doc: docId, id: heading?.id ?? '', path, parent, text, headingStems, length: count.words });
      doc.sections.push(id);
      if (heading) stack.push({ depth: heading.depth, section: id });
    }
    for (const key of onPage) index.pagesWith.set(key, (index.pagesWith.get(key) ?? 0) + 1);
  }
  for (const postings of [index.title, index.heading]) for (const key of postings.keys()) index.named.add(key);
  for (const kind of Object.keys(index.meanLength) as PageKind[]) {
    const lengths = index.sections.filter((s) => index.docs[s.doc].kind === kind).map((s) => s.length);
    index.meanLength[kind] = Math.max(1, lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length));
  }
  return index;
}
