import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearestNames, openBraceBefore, placeOfOffset, placeText, pointedMessage, quoteLine } from './pointed-error';

describe('pointedMessage', () => {
  it('names file, line and column, quotes the line with a caret under the column, then the fix', () => {
    const text = 'first\nsecond { here\nthird';
    expect(pointedMessage({ file: 'docs/a.mdx', line: 2, column: 8 }, 'unclosed brace', 'Close it.', text)).toBe(
      'docs/a.mdx:2:8: unclosed brace\n  2 | second { here\n    |        ^\n  Close it.',
    );
  });
  it('points at the first column when it is not known, and leaves the quote out without the text', () => {
    expect(placeText({ file: 'x.json', line: 4 })).toBe('x.json:4:1');
    expect(pointedMessage({ file: 'x.json', line: 4 }, 'bad', 'Fix it.')).toBe('x.json:4:1: bad\n  Fix it.');
    expect(quoteLine('a\nb', { file: 'f', line: 9, column: 2 })).toBe('9 | \n  |  ^');
  });
});

describe('nearest names', () => {
  const names = ['submitAndWait', 'submit', 'listen', 'local', 'ChainwebClient', 'createTransaction'];
  it('measures edits ignoring case', () => {
    expect(editDistance('submitAndWiat', 'submitAndWait')).toBe(2);
    expect(editDistance('Chainweb', 'chainweb')).toBe(0);
  });
  it('suggests the nearest existing names, nearest first', () => {
    expect(nearestNames('submitAndWiat', names)).toEqual(['submitAndWait']);
    expect(nearestNames('lokal', names)).toEqual(['local']);
    expect(nearestNames('ChainwebClnt', names)).toEqual(['ChainwebClient']);
    expect(nearestNames('submitAnd', names)[0]).toBe('submitAndWait');
  });
  it('suggests nothing for a name far from every candidate, and never the name itself', () => {
    expect(nearestNames('deployContract', names)).toEqual([]);
    expect(nearestNames('submit', ['submit'])).toEqual([]);
  });
  it('reads as a question', () => {
    expect(didYouMean('submitAndWiat', names)).toBe(' did you mean `submitAndWait`?');
    expect(didYouMean('locl', ['local', 'locale'])).toBe(' did you mean `local` or `locale`?');
    expect(didYouMean('zzzzzzzz', names)).toBe('');
  });
});

describe('places in a text', () => {
  it('cuts a long line around the column and keeps the caret under it', () => {
    const long = `${'a'.repeat(300)}{${'b'.repeat(300)}`;
    const [quoted, caret] = quoteLine(long, { file: 'f', line: 1, column: 301 }).split('\n');
    expect(quoted.length).toBeLessThan(120);
    expect(quoted[caret.indexOf('^')]).toBe('{');
  });
  it('finds the line and column of an offset, and the brace still open before it', () => {
    const text = 'one\ntwo {a} and {b\nthree';
    expect(placeOfOffset(text, text.indexOf('{b'))).toEqual({ line: 2, column: 13 });
    expect(openBraceBefore(text, text.length)).toBe(text.indexOf('{b'));
    expect(openBraceBefore('all {closed}', 12)).toBe(-1);
  });
});
