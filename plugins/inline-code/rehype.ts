/**
 * Inline code that does not break inside a flag or a package name. Browsers may break a line after any hyphen, so
 * `--help` became `-` / `-help` and `@pact-toolbox/config` became `@pact-` / `toolbox/config`. Each word of an
 * inline code span that holds a hyphen is cut after its slashes, and each piece with a hyphen is wrapped in a span
 * that does not break (runtime/inline-code.css); spaces, and a `<wbr>` after each slash, are where a long span wraps.
 * A short span (SHORT_CODE_CHARS or fewer) does not break at all: `npm 0.2.0` stays one piece.
 *
 * Type names break between their parts, never inside a word: a `<wbr>` goes after `<`, `,` and `/`, before `.` and `|`,
 * and, in a name of LONG_NAME_CHARS or more, at its camel-case humps (`Pact`/`Transaction`/`Builder`) or after its
 * underscores (`PACTUP_`/`VERSION_`/`FILE_`/`STRATEGY`). That holds
 * for inline code in the text and tables and for the API signature blocks (`code.pt-sig-code`), whose text sits in
 * nested spans and links. Page titles break the same way at every hump, whatever the name's length (`breakHeading`): a
 * 32 px title breaks a name of 16 characters at 390 px.
 */
import { LONG_NAME_CHARS, OUTLINE_NAME_CHARS, SHORT_CODE_CHARS } from '../../config/reader-constants';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

export const NO_BREAK_CLASS = 'pt-nobr';

/** The pieces of one inline-code text: plain strings, and `{ nobr }` pieces that must stay on one line. */
export function splitCodeText(text: string): (string | { nobr: string })[] {
  if (/\s/.test(text.trim()) && text.length <= SHORT_CODE_CHARS) return [{ nobr: text }];
  const out: (string | { nobr: string })[] = [];
  const push = (piece: string | { nobr: string }) => {
    const last = out.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece;
    else if (piece !== '') out.push(piece);
  };
  for (const word of text.split(/(\s+)/)) {
    if (!word.includes('-') || /^\s+$/.test(word)) {
      push(word);
      continue;
    }
    for (const piece of word.match(/[^/]*\/|[^/]+/g) ?? []) push(piece.includes('-') ? { nobr: piece } : piece);
  }
  return out;
}

/**
 * Where a run of code text may break besides its spaces: the text cut into parts, a `<wbr>` to go between each two.
 * After `<` and `,`, and after a `/` inside a path or URL (not the `//` of `http://`); before `.` (not in `...` or a number) and `|`; at the humps of a camel-case name of
 * LONG_NAME_CHARS (or `longName`) or more, between parts of two letters or more, and after the underscores of such a name. A trailing `""` part means a break after the end.
 */
export function typeBreaks(text: string, longName = LONG_NAME_CHARS): string[] {
  const marked = text
    .replace(/[A-Za-z_$][\w$]*/g, (name) => (name.length >= longName ? name.replace(/(?<=[a-z0-9]{2})(?=[A-Z][a-z0-9])|(?<=[A-Za-z0-9]{2}_)(?=[A-Za-z0-9]{2})/g, '\u0000') : name))
    .replace(/(?<=[<,])(?=\S|$)/g, '\u0000')
    .replace(/(?<=\/)(?<!\/\/)(?=[^/\s\u0000])/g, '\u0000')
    .replace(/(?<=[\w$)\]>])(?=\.[A-Za-z_$])/g, '\u0000')
    .replace(/(?<=\S)(?=\|)/g, '\u0000');
  return marked.split('\u0000');
}

const wbr = (): HastElement => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
const textNode = (value: string): HastText => ({ type: 'text', value });

/** A plain piece of code text with its break opportunities as `<wbr>` elements. */
function withTypeBreaks(value: string, longName = LONG_NAME_CHARS): HastNode[] {
  const parts = typeBreaks(value, longName);
  return parts.flatMap((part, i): HastNode[] => (i === 0 ? (part ? [textNode(part)] : []) : part ? [wbr(), textNode(part)] : [wbr()]));
}

function rewriteText(value: string, longName = LONG_NAME_CHARS): HastNode[] {
  const pieces = splitCodeText(value);
  return pieces.flatMap((piece, i): HastNode[] => {
    const text = typeof piece === 'string' ? piece : piece.nobr;
    const nodes: HastNode[] =
      typeof piece === 'string'
        ? withTypeBreaks(piece, longName)
        : [{ type: 'element', tagName: 'span', properties: { className: [NO_BREAK_CLASS] }, children: [textNode(piece.nobr)] } as HastElement];
    const breakAfter = text.endsWith('/') && i < pieces.length - 1;
    return breakAfter ? [...nodes, wbr()] : nodes;
  });
}

/** Rewrites the text of an inline `<code>`, also inside the spans and links it holds. */
function rewrite(code: HastElement, longName = LONG_NAME_CHARS): void {
  code.children = code.children.flatMap((child): HastNode[] => {
    if (child.type === 'element') {
      rewrite(child as HastElement, longName);
      return [child];
    }
    if (child.type !== 'text') return [child];
    const nodes = rewriteText((child as HastText).value, longName);
    return nodes.length === 1 && nodes[0].type === 'text' ? [child] : nodes;
  });
}

/**
 * The page title may break at its names' humps: at 32 px it holds about 20 characters a line at 390 px. Only the h1:
 * Rspress builds the outline from the h2-h4 headings' HTML in the browser (its useDynamicToc reads innerHTML), where a
 * `<wbr>` showed as the text "<wbr>" in the outline and the phone's outline bar.
 */
const HEADINGS = new Set(['h1']);

/**
 * Where a heading's word may break: at every camel-case hump, an acronym's end included (`assert`/`PRNG`/`Is`/
 * `Available`), after each underscore (`CLOCK_`/`SKEW_`/`OFFSET_`/`SECONDS`), and after each `/` of a path or package name, whose hyphenated pieces stay whole
 * (`@pact-toolbox/`, `wallet-adapters`). The word cut into parts, each `{ nobr }` part kept on one line.
 */
export function titleBreaks(word: string): (string | { nobr: string })[] {
  if (word.includes('/')) return (word.match(/[^/]*\/|[^/]+/g) ?? []).map((piece) => (piece.includes('-') ? { nobr: piece } : piece));
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z0-9]_)(?=[A-Za-z0-9])/);
}

/**
 * The text of a heading (outside its code, which `rewrite` handles) with a `<wbr>` at each of its words' break points
 * (`titleBreaks`): `PactTransactionBuilder` wraps as `Pact`/`Transaction`/`Builder` where the line is too short, and
 * stays one word where it fits. `<wbr>` adds no character, so the heading's text (what screen readers, search and the
 * outline read) and its id are unchanged.
 */
function breakHeading(heading: HastElement): void {
  heading.children = heading.children.flatMap((child): HastNode[] => {
    if (child.type === 'element') {
      const element = child as HastElement;
      if (element.tagName === 'code') rewrite(element);
      else breakHeading(element);
      return [child];
    }
    if (child.type !== 'text') return [child];
    const nodes = (child as HastText).value.split(/(\s+)/).flatMap((word): HastNode[] =>
      titleBreaks(word)
        .filter((part) => part !== '')
        .flatMap((part, i): HastNode[] => {
          const node: HastNode = typeof part === 'string' ? textNode(part) : { type: 'element', tagName: 'span', properties: { className: [NO_BREAK_CLASS] }, children: [textNode(part.nobr)] };
          return i === 0 ? [node] : [wbr(), node];
        }),
    );
    // Neighbouring text joined again: a heading without break points keeps its one text node.
    const joined = nodes.reduce<HastNode[]>((out, node) => {
      const last = out.at(-1);
      if (node.type === 'text' && last?.type === 'text') (last as HastText).value += (node as HastText).value;
      else out.push(node);
      return out;
    }, []);
    return joined.length === 1 && joined[0].type === 'text' ? [child] : joined;
  });
}

/** Headings the outline repeats, in a narrow column: their code breaks at the humps of shorter names (OUTLINE_NAME_CHARS). */
const OUTLINE_HEADINGS = new Set(['h2', 'h3', 'h4']);

function walk(node: HastNode, parentTag: string | undefined, longName = LONG_NAME_CHARS): void {
  if (node.type === 'element') {
    const element = node as HastElement;
    if (element.tagName === 'code' && parentTag !== 'pre') {
      rewrite(element, longName);
      return;
    }
    if (HEADINGS.has(element.tagName)) {
      breakHeading(element);
      return;
    }
    const inner = OUTLINE_HEADINGS.has(element.tagName) ? OUTLINE_NAME_CHARS : longName;
    for (const child of element.children) walk(child, element.tagName, inner);
    return;
  }
  for (const child of (node as { children?: HastNode[] }).children ?? []) walk(child, undefined, longName);
}

/** The rehype plugin: rewrites every inline `<code>` (not code blocks) of a page, and the names in its headings. */
export function rehypeInlineCode() {
  return (tree: HastNode) => walk(tree, undefined);
}
