/**
 * Trims Rspress's search index before it is written (build half; the
 * `modifySearchIndexData` hook of our plugin). Our searcher reads a page's title,
 * route, text, headings and description; the rest goes:
 * - `frontmatter` (except `description`), `lang`, `version` and other fields;
 * - on API symbol pages, the lines typedoc-plugin-markdown repeats on every page
 *   ("Package: @pact-toolbox/x", which the title already says, and the
 *   "Parameters", "Returns", "Type Parameters", "Call Signature" headings and
 *   "Parameter / Type" table heads), with their entries in the table of contents.
 * Heading offsets (`charIndex`) are moved to match the shortened text.
 */
import { apiRootOf, isAllItemsRoute } from '../../api-gen/layout';

export interface RawPage {
  title: string;
  routePath: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface TrimmedPage {
  title: string;
  routePath: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter?: { description: string };
}

/** Headings and lines every API symbol page repeats. */
export const BOILERPLATE_HEADINGS = new Set(['Parameters', 'Returns', 'Type Parameters', 'Call Signature', 'Type Parameter']);
const BOILERPLATE_LINE = /^(Package: @[\w.-]+\/[\w.-]+|Parameter\tType(\tDescription)?|Property\tType(\tDescription)?|Type Parameter(\tDefault type)?|Parameters|Returns|Type Parameters|Call Signature)$/;

/**
 * Box-drawing and block characters (ASCII-art diagrams) become spaces: they are nothing to search for, and in a
 * result's snippet they showed as a row of lines. One space each, so every heading offset stays right.
 */
export function withoutDrawing(text: string): string {
  return text.replace(/[\u2500-\u259F\u25A0-\u25FF]/g, ' ');
}

/** A page of one API symbol (or a package's other pages), in either version: below a package's folder. */
function isApiSymbolPage(route: string): boolean {
  const root = apiRootOf(route);
  return !!root && /^[^/]+\/.+/.test(route.slice(root.length));
}

export function trimPage(page: RawPage): TrimmedPage {
  const description = typeof page.frontmatter?.description === 'string' ? page.frontmatter.description : undefined;
  const base = { title: page.title, routePath: page.routePath, ...(description ? { frontmatter: { description } } : {}) };
  const toc = (page.toc ?? []).map(({ id, text, depth, charIndex }) => ({ id, text, depth, charIndex }));
  const content = withoutDrawing(page.content ?? '');
  if (!isApiSymbolPage(page.routePath)) return { ...base, content, toc };
  // Keep line by line, remembering where each kept line's old offset lands.
  const kept: string[] = [];
  const moves: [oldStart: number, newStart: number][] = [];
  let oldAt = 0;
  let newAt = 0;
  for (const line of content.split('\n')) {
    if (!BOILERPLATE_LINE.test(line)) {
      moves.push([oldAt, newAt]);
      kept.push(line);
      newAt += line.length + 1;
    }
    oldAt += line.length + 1;
  }
  const moved = (old: number) => {
    let target = 0;
    for (const [from, to] of moves) {
      if (from > old) break;
      target = to + (old - from);
    }
    return target;
  };
  // Collapse the blank lines the removed ones leave behind.
  const joined = kept.join('\n');
  const squeezed = joined.replace(/\n{3,}/g, '\n\n');
  const squeeze = (at: number) => at - (joined.slice(0, at).length - joined.slice(0, at).replace(/\n{3,}/g, '\n\n').length);
  return {
    ...base,
    content: squeezed,
    toc: toc.filter((h) => !BOILERPLATE_HEADINGS.has(h.text)).map((h) => ({ ...h, charIndex: squeeze(Math.min(moved(h.charIndex), joined.length)) })),
  };
}

/**
 * The index as our searcher reads it. A package's all-items page is left out: it repeats each export's first
 * sentence, which would put it beside (or above) the symbol's own page in the results.
 */
export function trimIndex(pages: RawPage[]): TrimmedPage[] {
  return pages.filter((page) => !isAllItemsRoute(page.routePath)).map(trimPage);
}
