import { describe, expect, it } from 'vitest';
import { inlineCode, tagDefault } from './defaults';

describe('tagDefault', () => {
  it('reads the value out of the fence TypeDoc wraps a @default in', () => {
    expect(tagDefault([{ text: '```ts\n5000\n```' }])).toBe('5000');
    expect(tagDefault([{ text: '`true`' }])).toBe('true');
  });
  it('keeps a default stated in words, on one line', () => {
    expect(tagDefault([{ text: 'true in browser,\nfalse in Node.js' }])).toBe('true in browser, false in Node.js');
  });
});

describe('inlineCode', () => {
  it('fences with more backticks than the value holds', () => {
    expect(inlineCode('5')).toBe('`5`');
    expect(inlineCode('a`b')).toBe('`` a`b ``');
  });
});
