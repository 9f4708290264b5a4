/**
 * Finishes Rspress's markdown twins (SSG-MD output), outside fenced code:
 * - the guide's `api:` links: that pass leaves out the project's remark
 *   plugins, so they arrive as written. They are resolved the way the HTML
 *   build does (plugins/api-links/index.ts): a known name becomes an absolute link to
 *   its API page's twin, an unknown one plain text, as on the HTML page;
 * - site-relative links the pass leaves (the home page's hero and feature
 *   links, the overview page's list) become absolute: a page's to its twin, a
 *   file's to the file;
 * - the toolkit commit (plugins/toolkit-ref/): `%toolkit-commit%` becomes the
 *   pin everywhere, fences included, and `toolkit:` source links its GitHub
 *   address, as on the HTML page;
 * - inline `<svg>` icons (the home page's feature icons) are dropped: they
 *   are markup, not text;
 * - custom heading ids (`{#doctor}`, escaped or not) are dropped from
 *   headings (./heading-anchors.ts);
 * - a paragraph the pass broke apart is joined again (`continuesLine`).
 * Inside `ts`/`tsx`/`js` fences, a sample's hidden preamble (everything up to
 * `// ---cut---`) and twoslash notations are removed, as on the HTML page.
 * Pure.
 */
import { resolveApiLink, type SymbolTable } from '../api-links/index';
import { withoutHeadingAnchor } from './heading-anchors';
import { referenceMarkupAsMarkdown } from './reference-markup';
import { closesFence, FENCE } from './runtime/api-twin';
import { visibleCode } from '../samples/check';
import { fillCommits, TOOLKIT_LINK_SCHEME, type ToolkitCommits, toolkitSourceUrl } from '../toolkit-ref/fill';

export interface TwinLinkOptions {
  table: SymbolTable;
  /** The site's base path, `/` or `/pact-toolbox/`. */
  base: string;
  /** A route with an optional `#anchor` (`/api/x/classes/Y#z`) → the absolute address of that page's twin. */
  twinUrl(route: string): string;
  /** A file's path below the base (`/og-card.png`, `/intro.md`) → its absolute address. */
  fileUrl(pathname: string): string;
  /** The commits the placeholders and `toolkit:` links stand for. */
  commits: ToolkitCommits;
}

/** `[text](api:pkg/Name#member)`: the text may hold one level of brackets. */
const API_LINK = /\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\((api:[^)\s]+)\)/g;
/** The target of a markdown link or image that starts at the site root: `](/packages/cli.md#install)`. */
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;
/** `](toolkit:packages/x/src/y.ts#L1-L2)`. */
const TOOLKIT_LINK = new RegExp(`\\]\\((${TOOLKIT_LINK_SCHEME}[^)\\s]*)\\)`, 'g');
const INLINE_SVG = /<svg\b[^>]*>.*?<\/svg>\s*/g;

function absolute(target: string, options: TwinLinkOptions): string {
  const inBase = options.base !== '/' && target.startsWith(options.base) ? target.slice(options.base.length - 1) : target;
  const [pathname, hash] = inBase.split('#');
  const isFile = /\.[a-z0-9]+$/i.test(pathname);
  return isFile ? options.fileUrl(pathname) + (hash ? `#${hash}` : '') : options.twinUrl(inBase);
}

/**
 * A paragraph holding a JSX element (`<kbd>Ctrl</kbd>`) reaches the twin in pieces: Rspress 2.0.22's SSG-MD pass
 * (remarkSplitMdx) writes each inline code span, link or emphasis of it through remark-stringify, which ends every
 * piece with a newline, and puts each JSX element on a line of its own. The text after a piece keeps its own
 * leading space or punctuation, so such a line is the rest of the line above: "`pact-toolbox start`" followed by
 * " starts one local network", or "+C" followed by ", which stops". A line the author wrapped starts with a word.
 */
const BROKEN_OFF = /^(?: (?![-*+] |\d+\. )\S|[,.;!?)]|:(?!::)|\+(?! ))/;

/** Is `line` the rest of the prose line `previous`, broken off by the SSG-MD pass? */
export function continuesLine(previous: string | undefined, line: string): boolean {
  return previous !== undefined && previous.trim() !== '' && BROKEN_OFF.test(line);
}

/** Languages whose fences carry twoslash notations (a hidden `// ---cut---` preamble, `// @errors`). */
const SAMPLE_LANG = /^(?:ts|tsx|js)\b/;

export function finishTwin(twin: string, options: TwinLinkOptions): string {
  const markdown = fillCommits(referenceMarkupAsMarkdown(twin), options.commits);
  let fence: string | undefined;
  let sample: string[] | undefined;
  const out: string[] = [];
  // The last line written outside a fence, while it may still be continued.
  let prose: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (marker) prose = undefined;
    if (marker && fence === undefined) {
      fence = marker;
      sample = SAMPLE_LANG.test(line.trim().slice(marker.length)) ? [] : undefined;
      out.push(line);
    } else if (marker && closesFence(marker, fence!)) {
      // A checked sample shows what the HTML page shows: its hidden preamble and notations removed.
      if (sample) out.push(...visibleCode(sample.join('\n')).split('\n'));
      fence = sample = undefined;
      out.push(line);
    } else if (fence !== undefined) {
      if (sample) sample.push(line);
      else out.push(line);
    } else {
      const finished =
        withoutHeadingAnchor(line)
          .replace(INLINE_SVG, '')
          .replace(API_LINK, (_, text: string, target: string) => {
            const result = resolveApiLink(target, options.table);
            return result.ok ? `[${text}](${options.twinUrl(result.href)})` : text;
          })
          .replace(TOOLKIT_LINK, (_, target: string) => `](${toolkitSourceUrl(target, options.commits.pin)})`)
          .replace(SITE_LINK, (_, target: string) => `](${absolute(target, options)})`);
      if (continuesLine(prose, line)) out[out.length - 1] += finished;
      else out.push(finished);
      prose = out[out.length - 1];
    }
  }
  return out.join('\n');
}
