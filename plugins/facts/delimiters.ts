/**
 * Balance check for Pact source: every ( [ { closed by its partner, every string
 * closed, comments (`;` to the end of the line) skipped. Pure.
 *
 * It complements the toolkit's tree-sitter parser (pact-syntax.ts), which
 * recovers from a missing closing delimiter by inserting one and does not
 * report it: `(module m G (defun f () 1)` parses there without an error.
 */

export interface SyntaxProblem {
  /** 1-based, within the checked source. */
  line: number;
  column: number;
  message: string;
}

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** The first delimiter or string problem of `source`, if any. */
export function delimiterProblem(source: string): SyntaxProblem | undefined {
  const open: { char: string; line: number; column: number }[] = [];
  let line = 1;
  let column = 0;
  let string: { line: number; column: number } | undefined;
  let comment = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') {
      line++;
      column = 0;
      comment = false;
      continue;
    }
    column++;
    if (comment) continue;
    if (string) {
      if (c === '\\') {
        // an escape: skip the next character (a newline too: Pact's multi-line strings)
        i++;
        if (source[i] === '\n') {
          line++;
          column = 0;
        } else column++;
      } else if (c === '"') string = undefined;
      continue;
    }
    if (c === ';') comment = true;
    else if (c === '"') string = { line, column };
    else if (CLOSER[c]) open.push({ char: c, line, column });
    else if (OPENER[c]) {
      const top = open.pop();
      if (!top) return { line, column, message: `"${c}" closes nothing: there is no open "${OPENER[c]}" before it` };
      if (top.char !== OPENER[c]) {
        return { line, column, message: `"${c}" closes the "${top.char}" opened at ${top.line}:${top.column}, which needs "${CLOSER[top.char]}"` };
      }
    }
  }
  if (string) return { line: string.line, column: string.column, message: 'this string is never closed (a `"` is missing)' };
  const last = open.pop();
  if (last) return { line: last.line, column: last.column, message: `this "${last.char}" is never closed (a "${CLOSER[last.char]}" is missing)` };
  return undefined;
}
