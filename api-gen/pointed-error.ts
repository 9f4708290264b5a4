/**
 * Errors that point: `file:line:column: what is wrong`, the line quoted with a caret under the column, and the fix,
 * plus the nearest names when a name is not found ("did you mean `submitAndWait`?"). Pure; the checks that find a
 * problem in a page, a config file or a command line format it here, so every such message reads the same way.
 */

export interface Place {
  /** The file as the reader should open it (relative to the project). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based; unknown columns point at the line's first character. */
  column?: number;
}

/** `file:line:column` */
export function placeText({ file, line, column }: Place): string {
  return `${file}:${line}:${column ?? 1}`;
}

/** Widest stretch of a long line quoted (characters); the rest is cut and marked with "…". */
const QUOTE_WIDTH = 100;

/** The line of `text` at `place`, quoted with its number and a caret under the column (two lines); a long line is cut around the column. */
export function quoteLine(text: string, { line, column }: Place): string {
  let source = (text.split('\n')[line - 1] ?? '').replace(/\t/g, ' ');
  let at = Math.max(0, (column ?? 1) - 1);
  if (source.length > QUOTE_WIDTH) {
    const start = Math.max(0, Math.min(at - QUOTE_WIDTH / 2, source.length - QUOTE_WIDTH));
    const head = start > 0 ? '…' : '';
    source = `${head}${source.slice(start, start + QUOTE_WIDTH)}${start + QUOTE_WIDTH < source.length ? '…' : ''}`;
    at = at - start + head.length;
  }
  const number = `${line} | `;
  return `${number}${source}\n${' '.repeat(number.length - 2)}| ${' '.repeat(at)}^`;
}

/** Line and column (1-based) of a character offset in `text`. */
export function placeOfOffset(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Offset of the `{` still open at `offset` (the one a parser that ran out of text was waiting to close), or -1. */
export function openBraceBefore(text: string, offset: number): number {
  let depth = 0;
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The whole message: place and problem, the quoted line (when the text is known), then the fix. */
export function pointedMessage(place: Place, problem: string, fix: string, text?: string): string {
  const quoted = text === undefined ? '' : `\n${quoteLine(text, place).replace(/^/gm, '  ')}`;
  return `${placeText(place)}: ${problem}${quoted}\n  ${fix}`;
}

/** Edit distance (insertions, deletions, substitutions), ignoring case. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/**
 * Up to `max` candidates closest to `name`: within a third of its length (at least 2 edits), nearest first, ties in
 * the candidates' order. A candidate that starts with the name (a name cut short) counts as just within reach.
 */
export function nearestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  const scored: [string, number][] = [];
  for (const candidate of new Set(candidates)) {
    if (candidate === name) continue;
    const cutShort = name.length >= 4 && candidate.toLowerCase().startsWith(name.toLowerCase());
    const distance = Math.min(editDistance(name, candidate), cutShort ? limit : Infinity);
    if (distance <= limit) scored.push([candidate, distance]);
  }
  return scored.sort((a, b) => a[1] - b[1]).slice(0, max).map(([candidate]) => candidate);
}

/** ` did you mean \`a\` or \`b\`?` (with a leading space), or '' when nothing is near. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestNames(name, candidates);
  if (!near.length) return '';
  const names = near.map((n) => `\`${n}\``);
  return ` did you mean ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}?`;
}
