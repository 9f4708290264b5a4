import { describe, expect, it } from 'vitest';
import { declarationsOf, modesOf, Palette, parseRules, specificity, splitTopLevel, themeDeclarations } from './css-cascade';

describe('parseRules', () => {
  it('reads top-level rules without comments and skips at-rule blocks', () => {
    const css = '/* a { color: red } */ :root, html { --a: 1 } @media (min-width: 10px) { :root { --a: 2 } } .x:not(.y) { color: var(--a, rgb(0, 0, 0)) }';
    const rules = parseRules(css, 'x.css');
    expect(rules.map((r) => r.selectors)).toEqual([[':root', 'html'], ['.x:not(.y)']]);
    expect(declarationsOf(rules[1].body)).toEqual([['color', 'var(--a, rgb(0, 0, 0))']]);
  });

  it('splits on separators outside parentheses only', () => {
    expect(splitTopLevel('a, :is(b, c), d', ',')).toEqual(['a', ':is(b, c)', 'd']);
  });
});

describe('modesOf and specificity', () => {
  it('names the modes of theme selectors and none for others', () => {
    expect(modesOf(':root')).toEqual(['light', 'dark']);
    expect(modesOf(':where(html)')).toEqual(['light', 'dark']);
    expect(modesOf('html:not(.rp-dark)')).toEqual(['light']);
    expect(modesOf('html.rp-dark')).toEqual(['dark']);
    expect(modesOf('.rp-doc a')).toEqual([]);
  });

  it('counts ids, classes and types; :where() counts nothing, :not() its argument', () => {
    expect(specificity('#a .b c')).toEqual([1, 1, 1]);
    expect(specificity(':where(.a .b) c')).toEqual([0, 0, 1]);
    expect(specificity('html:not(.rp-dark)')).toEqual([0, 1, 1]);
  });
});

describe('Palette', () => {
  const sheets = [
    { file: 'rspress.css', css: ':root { --bg: #fff; --fg: var(--ink); --ink: #111 } html.rp-dark { --bg: #000 }' },
    // Same specificity later wins; higher specificity wins whatever the order.
    { file: 'ours.css', css: ':root { --ink: #222 } html:not(.rp-dark) { --bg: #eee } :root { --bg: #ddd } .other { --bg: red }' },
  ];
  const palette = new Palette(themeDeclarations(sheets));

  it('keeps the winning value per mode by specificity, then source order', () => {
    expect(palette.resolve('light', 'var(--bg)')).toBe('#eee');
    expect(palette.resolve('dark', 'var(--bg)')).toBe('#000');
  });

  it('follows var() chains and fallbacks', () => {
    expect(palette.resolve('light', 'var(--fg)')).toBe('#222');
    expect(palette.resolve('dark', 'var(--missing, #abc)')).toBe('#abc');
  });

  it('says which variable is undefined or circular', () => {
    expect(() => palette.resolve('light', 'var(--nope)')).toThrow('--nope is not defined in light mode');
    const loop = new Palette(themeDeclarations([{ file: 'l.css', css: ':root { --a: var(--b); --b: var(--a) }' }]));
    expect(() => loop.resolve('light', 'var(--a)')).toThrow('circular custom property --a');
  });

  it('ignores properties that are not custom and selectors that are not theme selectors', () => {
    expect(palette.variables('light').sort()).toEqual(['--bg', '--fg', '--ink']);
  });
});
