import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeToHtml, createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { rspressThemeDir } from '../theme-modules';
import { classForStyle, colorRules, SHIKI_COLOR_CLASSES } from './classes';
import { transformerColorClasses } from './transformer';

describe('classForStyle', () => {
  it('stands for exactly one listed colour and nothing else', () => {
    expect(classForStyle('color:var(--shiki-token-keyword)')).toBe('pt-sk');
    expect(classForStyle('color:var(--shiki-foreground);')).toBe('pt-sf');
    expect(classForStyle('color:var(--shiki-token-comment);font-style:italic')).toBeUndefined();
    expect(classForStyle('color:var(--shiki-ansi-red)')).toBeUndefined();
    expect(classForStyle(undefined)).toBeUndefined();
  });

  it('the stylesheet holds exactly the rules classes.ts describes, one class per colour', () => {
    const css = readFileSync(path.join(__dirname, 'runtime/shiki-classes.css'), 'utf8');
    expect(css.split('\n').filter((line) => line.startsWith('.pt-'))).toEqual(colorRules());
    expect(new Set(Object.values(SHIKI_COLOR_CLASSES)).size).toBe(Object.keys(SHIKI_COLOR_CLASSES).length);
  });
});

describe('the transformer over Shiki output', () => {
  // The theme Rspress 2.0.22 highlights with (node/mdx/rehypePlugins/shiki.js).
  const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
  const code = "const a = 1; // x\nlet b = 'q' + a;\n";

  it('leaves no colour-only token style and gives each token the class of its colour', async () => {
    const before = await codeToHtml(code, { lang: 'ts', theme, tokenizeTimeLimit: 0 });
    const after = await codeToHtml(code, { lang: 'ts', theme, tokenizeTimeLimit: 0, transformers: [transformerColorClasses()] });
    const inline = (html: string) => [...html.matchAll(/<span style="color:var\(--shiki-([a-z-]+)\)">([^<]*)<\/span>/g)].map((m) => [SHIKI_COLOR_CLASSES[m[1]], m[2]]);
    const classed = [...after.matchAll(/<span class="(pt-s\w)">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(inline(before).length).toBeGreaterThan(5);
    expect(classed).toEqual(inline(before).filter(([cls]) => cls !== undefined));
    expect(after).not.toMatch(/<span style="color:var\(--shiki-(foreground|token-keyword)\)">/);
    expect(after.length).toBeLessThan(before.length);
  });

  it('keeps a class a token already has', () => {
    const node = { type: 'element', tagName: 'span', properties: { class: 'twoslash-hover', style: 'color:var(--shiki-token-keyword)' }, children: [] };
    const root = { type: 'root', children: [node] };
    (transformerColorClasses().root as (this: unknown, r: unknown) => void).call({}, root);
    expect(node.properties).toEqual({ class: 'twoslash-hover pt-sk' });
  });

  it("Rspress 2.0.22 still highlights with the css-variables theme under --shiki- (the colours the classes name)", () => {
    const shiki = readFileSync(path.join(rspressThemeDir(), '../node/mdx/rehypePlugins/shiki.js'), 'utf8');
    expect(shiki).toContain("variablePrefix: '--shiki-'");
    expect(shiki).toContain('...transformers');
  });
});
