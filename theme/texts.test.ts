/**
 * Every text the theme and the search panel show or announce comes from
 * config/texts.ts, so another language can replace it. This fails on an
 * English literal in an accessible-name attribute of a theme or search TSX/TS
 * file: `aria-label="Search"`, `title={'Menu'}`, `setAttribute('aria-label', 'Sidebar')`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../api-gen/fs-utils';
import { THEME_TEXTS, themeText, withTextOverrides } from '../config/texts';

const ROOT = path.resolve(__dirname, '..');
const LABEL_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-description', 'aria-placeholder', 'title', 'alt', 'placeholder'];

/** Code without its comments (which may quote Rspress's own markup). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** `attr="Words"`, `attr={'Words'}`, `attr={`Words`}` in JSX, and setAttribute('attr', 'Words'), outside comments. */
function literalLabels(code: string): string[] {
  const source = withoutComments(code);
  const names = LABEL_ATTRIBUTES.join('|');
  const patterns = [
    new RegExp(`\\b(?:${names})=(?:"([^"]*[A-Za-z][^"]*)"|\\{\\s*['"\`]([^'"\`]*[A-Za-z][^'"\`]*)['"\`]\\s*\\})`, 'g'),
    new RegExp(`setAttribute\\(\\s*['"](?:${names})['"]\\s*,\\s*['"\`]([^'"\`]*[A-Za-z][^'"\`]*)['"\`]`, 'g'),
  ];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[0]));
}

function uiFiles(): string[] {
  return ['theme', 'lib/runtime', 'plugins/search/runtime', 'plugins/samples/runtime', 'plugins/chrome-switches/runtime', 'plugins/install-check/runtime']
    .flatMap((dir) => listFiles(path.join(ROOT, dir)).map((f) => path.join(dir, f)))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|d)\.ts$/.test(f) && !f.endsWith('texts.test.ts'));
}

describe('texts of the theme and the search panel', () => {
  it('finds the literal-label patterns it is meant to catch', () => {
    expect(literalLabels(`<a aria-label="Search">`)).toHaveLength(1);
    expect(literalLabels(`<a title={'Menu'}>`)).toHaveLength(1);
    expect(literalLabels(`el.setAttribute('aria-label', 'Sidebar')`)).toHaveLength(1);
    expect(literalLabels(`<a aria-label={text('ptSearchButton')} aria-hidden="true">`)).toEqual([]);
    expect(literalLabels(`/* Rspress renders aria-label="go home" */ // title="x"`)).toEqual([]);
  });
  it('has no English literal in an accessible-name attribute', () => {
    const files = uiFiles();
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => literalLabels(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}: ${hit}`));
    expect(found, 'put the text into config/texts.ts (THEME_TEXTS) and read it with useText()').toEqual([]);
  });
  it('gives a language its own text from the site i18n table, and English where it has none', () => {
    const table = withTextOverrides({ ptSidebarLandmark: { zh: '侧边栏' } } as never);
    expect(themeText(table, 'zh', 'ptSidebarLandmark')).toBe('侧边栏');
    expect(themeText(table, 'en', 'ptSidebarLandmark')).toBe(THEME_TEXTS.ptSidebarLandmark);
    expect(themeText({}, 'zh', 'ptSocialLink', { site: 'S', network: 'GitHub' })).toBe('S on GitHub');
  });
});
