/**
 * Where a signature's lines break. On one line when it fits the budget;
 * otherwise one parameter (or type parameter, or object member) per line,
 * indented, with a trailing comma, as a formatter would write it. Types longer
 * than a line still wrap in the page (white-space: pre-wrap), never scroll. Pure.
 */
import { joinTokens, punct, width, type Token } from './tokens';

/**
 * Characters per line. The narrowest column is the phone's: 390 px less the
 * page padding (2 × 24 px) and the block's own padding (2 × 12 px) leaves
 * about 318 px, and 13 px monospace runs about 7.8 px a character, so 40
 * characters fit. The desktop column (532 px) fits more, but one budget keeps
 * the breaks the same on every screen, so a copied signature reads the same.
 */
export const LINE_BUDGET = 40;

const INDENT = '  ';

export type Line = Token[];

/** A call signature in parts: what comes before the type parameters, the lists, and what follows the `)`. */
export interface SignatureParts {
  head: Token[];
  typeParameters: Token[][];
  parameters: Token[][];
  /** After the parameter list, e.g. `: Promise<T>;`. */
  tail: Token[];
}

const indent = (line: Token[]): Line => [{ text: INDENT }, ...line];

/** A bracketed list, as one row when it fits `room`, else as lines of one item each. */
function bracketed(open: string, items: Token[][], close: string, room: number): { inline?: Token[]; lines?: Line[] } {
  const inline = [punct(open), ...joinTokens(items, [punct(', ')]), punct(close)];
  if (!items.length || width(inline) <= room) return { inline };
  return { lines: items.map((item) => indent([...item, punct(',')])) };
}

/** The lines of a call signature. */
export function signatureLines(parts: SignatureParts, budget = LINE_BUDGET): Line[] {
  const typeParams = parts.typeParameters.length ? [punct('<'), ...joinTokens(parts.typeParameters, [punct(', ')]), punct('>')] : [];
  const params = [punct('('), ...joinTokens(parts.parameters, [punct(', ')]), punct(')')];
  const oneLine = [...parts.head, ...typeParams, ...params, ...parts.tail];
  if (width(oneLine) <= budget) return [oneLine];
  const lines: Line[] = [];
  let current: Token[] = [...parts.head];
  if (parts.typeParameters.length) {
    const tp = bracketed('<', parts.typeParameters, '>', budget - width(current) - 1);
    if (tp.inline) current.push(...tp.inline);
    else {
      lines.push([...current, punct('<')], ...tp.lines!);
      current = [punct('>')];
    }
  }
  if (!parts.parameters.length) return [...lines, [...current, punct('()'), ...parts.tail]];
  lines.push([...current, punct('(')], ...parts.parameters.map((p) => indent([...p, punct(',')])));
  lines.push([punct(')'), ...parts.tail]);
  return lines;
}

/**
 * The lines of a declaration: `head` then its type (`type Name = `, `const name: `).
 * An object type that does not fit is written one member per line.
 */
export function declarationLines(head: Token[], type: Token[], members: Token[][] | undefined, tail: Token[], budget = LINE_BUDGET): Line[] {
  const oneLine = [...head, ...type, ...tail];
  if (width(oneLine) <= budget || !members?.length) return [oneLine];
  return [[...head, punct('{')], ...members.map((m) => indent([...m, punct(';')])), [punct('}'), ...tail]];
}

/**
 * The lines of a declaration whose type is a union (`type Code = "A" | "B"`): on one line when it fits,
 * otherwise one member per line, each after a leading `|`, as formatters write long unions.
 */
export function unionLines(head: Token[], members: Token[][], tail: Token[], budget = LINE_BUDGET): Line[] {
  const oneLine = [...head, ...joinTokens(members, [punct(' | ')]), ...tail];
  if (width(oneLine) <= budget || members.length < 2) return [oneLine];
  const last = head.at(-1);
  const trimmed = last ? [...head.slice(0, -1), { ...last, text: last.text.trimEnd() }] : head;
  return [trimmed, ...members.map((m, i) => indent([punct('| '), ...m, ...(i === members.length - 1 ? tail : [])]))];
}
