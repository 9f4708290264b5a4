import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir, THEME_MODULE_REPLACEMENTS } from './index';

const projectRoot = path.resolve(__dirname, '../..');
const themeDir = rspressThemeDir();

describe('replacementFor', () => {
  const options = { themeDir: '/rp/theme', projectRoot: '/site' };
  const replacements = [{ importer: 'components/Search', request: './logic/search.js', to: 'theme/x.ts', why: '' }];

  it('replaces the request only when the listed Rspress folder imports it', () => {
    expect(replacementFor('/rp/theme/components/Search', './logic/search.js', { ...options, replacements })).toBe('/site/theme/x.ts');
    expect(replacementFor('/rp/theme/components/Search/', './logic/search.js', { ...options, replacements })).toBe('/site/theme/x.ts');
  });

  it('leaves other importers and other requests alone (our own module can import the original)', () => {
    expect(replacementFor('/site/theme', './logic/search.js', { ...options, replacements })).toBeUndefined();
    expect(replacementFor('/rp/theme/logic', './logic/search.js', { ...options, replacements })).toBeUndefined();
    expect(replacementFor('/rp/theme/components/Search', './logic/util.js', { ...options, replacements })).toBeUndefined();
  });
});

describe('THEME_MODULE_REPLACEMENTS against the installed Rspress', () => {
  // An Rspress upgrade that moves or renames one of these imports would silently
  // drop our fix; this fails instead.
  for (const r of THEME_MODULE_REPLACEMENTS) {
    it(`${r.importer} still imports "${r.request}" and ${r.to} exists`, () => {
      const folder = path.join(themeDir, r.importer);
      const importers = readdirSync(folder)
        .filter((f) => f.endsWith('.js'))
        .filter((f) => readFileSync(path.join(folder, f), 'utf8').includes(`from "${r.request}"`));
      expect(importers.length).toBeGreaterThan(0);
      if (r.request.startsWith('.')) expect(existsSync(path.join(folder, r.request))).toBe(true);
      // A package: the copy Rspress's module gets is the one our module loads instead.
      else expect(createRequire(path.join(projectRoot, r.to)).resolve(r.request)).toBe(createRequire(path.join(folder, 'index.js')).resolve(r.request));
      expect(existsSync(path.join(projectRoot, r.to))).toBe(true);
    });
  }
});

describe('browser-only replacements', () => {
  const options = { themeDir: '/rp/theme', projectRoot: '/site' };
  const replacements = [{ importer: '../runtime', request: './initPageData.js', to: 'x.ts', why: '', browserOnly: true }];
  it('apply in the browser build and not in the static render', () => {
    expect(replacementFor('/rp/runtime', './initPageData.js', { ...options, replacements })).toBe('/site/x.ts');
    expect(replacementFor('/rp/runtime', './initPageData.js', { ...options, replacements, isServer: true })).toBeUndefined();
  });
});
