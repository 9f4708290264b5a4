import { describe, expect, it } from 'vitest';
import { delimiterProblem } from './delimiters';

describe('delimiterProblem', () => {
  it('accepts balanced code with strings, escapes, multi-line strings and comments', () => {
    expect(delimiterProblem('(defun f () (format "a ) \\" [" [1 2]) { "k": 1 })')).toBeUndefined();
    expect(delimiterProblem('@doc "one \\\n   \\two"\n; a ) in a comment\n(+ 1 2)')).toBeUndefined();
  });
  it('finds an opener that is never closed, at its position', () => {
    expect(delimiterProblem('(module m G\n  (defun f () 1)\n')).toEqual({ line: 1, column: 1, message: 'this "(" is never closed (a ")" is missing)' });
  });
  it('finds a closer of the wrong kind', () => {
    expect(delimiterProblem('(let ((x {"a": 1)) x)')).toEqual({ line: 1, column: 17, message: '")" closes the "{" opened at 1:10, which needs "}"' });
  });
  it('finds a stray closer', () => {
    expect(delimiterProblem('(+ 1 2)\n  (+ 1 2))')).toMatchObject({ line: 2, column: 10, message: expect.stringContaining('closes nothing') });
  });
  it('finds a string that is never closed', () => {
    expect(delimiterProblem('(+ 1 2)\n(print "hello)')).toEqual({ line: 2, column: 8, message: 'this string is never closed (a `"` is missing)' });
  });
});
