/**
 * Inline code that does not break inside a flag or a package name. Browsers may break a line after any hyphen, so
 * `--help` became `-` / `-help` and `@pact-toolbox/config` became `@pact-` / `toolbox/config`. Each word of an
 * inline code span that holds a hyphen is cut after its slashes, and each piece with a hyphen is wrapped in a span
 * that does not break (runtime/inline-code.css); spaces, and a `<wbr>` after each slash, are where a long span wraps.
 * A short span (SHORT_CODE_CHARS or fewer) does not break at all: `npm 0.2.0` stays one piece.
 */
import { SHORT_CODE_CHARS } from '../../config/reader-constants';

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

function rewrite(code: HastElement): void {
  code.children = code.children.flatMap((child): HastNode[] => {
    if (child.type !== 'text') return [child];
    const pieces = splitCodeText((child as HastText).value);
    if (pieces.length === 1 && typeof pieces[0] === 'string') return [child];
    return pieces.flatMap((piece, i): HastNode[] => {
      const text = typeof piece === 'string' ? piece : piece.nobr;
      const node: HastNode =
        typeof piece === 'string'
          ? ({ type: 'text', value: piece } as HastText)
          : ({ type: 'element', tagName: 'span', properties: { className: [NO_BREAK_CLASS] }, children: [{ type: 'text', value: piece.nobr }] } as HastElement);
      const breakAfter = text.endsWith('/') && i < pieces.length - 1;
      return breakAfter ? [node, { type: 'element', tagName: 'wbr', properties: {}, children: [] } as HastElement] : [node];
    });
  });
}

function walk(node: HastNode, parentTag: string | undefined): void {
  if (node.type === 'element') {
    const element = node as HastElement;
    if (element.tagName === 'code' && parentTag !== 'pre') {
      rewrite(element);
      return;
    }
    for (const child of element.children) walk(child, element.tagName);
    return;
  }
  for (const child of (node as { children?: HastNode[] }).children ?? []) walk(child, undefined);
}

/** The rehype plugin: rewrites every inline `<code>` (not code blocks) of a page. */
export function rehypeInlineCode() {
  return (tree: HastNode) => walk(tree, undefined);
}
