import { describe, expect, it } from 'vitest';
import { declarationTokens, MAX_DIFF_CELLS, tokenDiff } from './token-diff';
import { changeRows } from './diff-html';

const text = (runs: { text: string; changed: boolean }[]) => runs.map((r) => (r.changed ? `[${r.text}]` : r.text)).join('');

describe('tokenDiff', () => {
  it('cuts a declaration at spaces and punctuation, keeping every character', () => {
    const source = '(a: Promise<BatchResult<T>>, b?: number): void';
    expect(declarationTokens(source).join('')).toBe(source);
    expect(declarationTokens('PactTransactionBuilder.create')).toEqual(['PactTransactionBuilder', '.', 'create']);
  });

  it('marks only what a side adds', () => {
    const d = tokenDiff('(a: string): Promise<void>', '(a: string, b?: number): Promise<void>');
    expect(text(d.before)).toBe('(a: string): Promise<void>');
    expect(text(d.after)).toBe('(a: string[, b?: number]): Promise<void>');
  });

  it('marks two changes far apart as two, leaving what lies between unmarked', () => {
    const d = tokenDiff('(first: string, middle: Options, last: number): void', '(first: number, middle: Options, last: string): void');
    expect(text(d.before)).toBe('(first: [string], middle: Options, last: [number]): void');
    expect(text(d.after)).toBe('(first: [number], middle: Options, last: [string]): void');
  });

  it('joins two marks separated by spaces alone into one', () => {
    const d = tokenDiff('readonly a b', 'readonly x y');
    expect(text(d.before)).toBe('readonly [a b]');
    expect(text(d.after)).toBe('readonly [x y]');
  });

  it('marks the whole middle of a pair too long to compare token by token', () => {
    const long = (word: string) => Array.from({ length: Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) }, (_, i) => `${word}${i % 3}`).join(' ');
    const d = tokenDiff(`f(${long('a')})`, `f(${long('b')})`);
    expect(d.before.filter((r) => r.changed)).toHaveLength(1);
    expect(text(d.before).startsWith('f([a0')).toBe(true);
  });

  it('says nothing changed for equal texts', () => {
    expect(tokenDiff('x: string', 'x: string')).toEqual({ before: [{ text: 'x: string', changed: false }], after: [{ text: 'x: string', changed: false }] });
  });
});

describe('changeRows', () => {
  it('writes npm above main, each labelled, with the marks named in the label and in words for screen readers', () => {
    const html = changeRows({ before: '(a: string): void', after: '(a: number): void', membersAdded: [], membersRemoved: [], membersChanged: [] }, 'npm 0.2.0');
    expect(html.indexOf('npm 0.2.0')).toBeLessThan(html.indexOf('>main'));
    expect(html).toContain('<p class="pt-version-diff__label">npm 0.2.0 <span class="pt-version-diff__key">(struck out: not on main)</span></p>');
    expect(html).toContain('<p class="pt-version-diff__label">main <span class="pt-version-diff__key">(underlined: not in npm 0.2.0)</span></p>');
    expect(html).toContain('<del data-pt-said="only in npm 0.2.0">string</del>');
    expect(html).toContain('<ins data-pt-said="only on main">number</ins>');
    expect(html).not.toContain('<pre');
  });

  it('leaves the key off a side with nothing marked', () => {
    const html = changeRows({ before: '(a: string): void', after: '(a: string, b: number): void', membersAdded: [], membersRemoved: [], membersChanged: [] }, 'npm 0.2.0');
    expect(html).toContain('<p class="pt-version-diff__label">npm 0.2.0</p>');
    expect(html).not.toContain('<del');
  });

  it('escapes the declarations', () => {
    const html = changeRows({ before: 'Promise<A>', after: 'Promise<B & "x">', membersAdded: [], membersRemoved: [], membersChanged: [] }, 'npm 0.2.0');
    expect(html).toContain('Promise&lt;<del data-pt-said="only in npm 0.2.0">A</del>&gt;');
    expect(html).toContain('&amp; &quot;x&quot;');
  });
});
