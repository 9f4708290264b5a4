import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { buildSprite, ICONS_REPLACEMENT } from './index';
import { SPRITE_ICONS, socialSpriteId } from './runtime/icon-list';
import { splitIcon, spriteFile, spriteFileName, spriteHref } from './sprite';

const ROOT = path.resolve(__dirname, '../..');

describe('splitIcon', () => {
  it('keeps the outer attributes as React props and moves the drawing into a symbol', () => {
    const split = splitIcon('e', '<svg xmlns="http://www.w3.org/2000/svg" width="1em" fill="none" stroke-width="2" viewBox="0 0 24 24"><path d="M1 2z"></path></svg>');
    expect(split.outer).toEqual({ width: '1em', fill: 'none', strokeWidth: '2', viewBox: '0 0 24 24' });
    expect(split.symbol).toBe('<symbol id="e" viewBox="0 0 24 24"><path d="M1 2z"></path></symbol>');
  });

  it('leaves the viewBox to the symbol when the outer <svg> has its proportions, else keeps it', () => {
    const sized = splitIcon('s', '<svg width="1em" height="1em" fill="none" viewBox="0 0 24 24"><path d="M1 2z"></path></svg>');
    expect(sized.outer).toEqual({ width: '1em', height: '1em', fill: 'none' });
    expect(sized.symbol).toBe('<symbol id="s" viewBox="0 0 24 24"><path d="M1 2z"></path></symbol>');
    expect(splitIcon('w', '<svg width="32" height="16" viewBox="0 0 24 12"><path/></svg>').outer).toEqual({ width: '32', height: '16' });
    // Other proportions (the two would clip at different edges), another unit, or no height: it stays.
    expect(splitIcon('p', '<svg width="1em" height="1em" viewBox="0 0 20 21"><path/></svg>').outer.viewBox).toBe('0 0 20 21');
    expect(splitIcon('u', '<svg width="1em" height="16" viewBox="0 0 16 16"><path/></svg>').outer.viewBox).toBe('0 0 16 16');
    expect(splitIcon('h', '<svg width="100%" viewBox="0 0 2 1"><path/></svg>').outer).toEqual({ width: '100%', viewBox: '0 0 2 1' });
  });

  it('refuses markup it cannot turn into a symbol, naming the icon', () => {
    expect(() => splitIcon('x', '<span>no</span>')).toThrow(/icon "x" is not one <svg> element/);
    expect(() => splitIcon('x', '<svg width="1"><path/></svg>')).toThrow(/icon "x" has no viewBox/);
  });
});

describe('the sprite file', () => {
  it('is named by its content and addressed below the base', () => {
    const a = spriteFile(['<symbol id="a" viewBox="0 0 1 1"></symbol>']);
    expect(spriteFileName(a)).toMatch(/^static\/i\.[0-9a-f]{8}\.svg$/);
    expect(spriteFileName(a)).not.toBe(spriteFileName(spriteFile([])));
    expect(spriteHref('/pact-toolbox/', 'static/i.1.svg', 'gh')).toBe('/pact-toolbox/static/i.1.svg#gh');
    expect(spriteHref('/', 'static/i.1.svg', 'gh')).toBe('/static/i.1.svg#gh');
  });

  it("holds every listed Rspress icon and the site's social icons, drawn by Rspress's own modules", async () => {
    const sprite = await buildSprite(ROOT, '/docs/', ['github']);
    for (const icon of SPRITE_ICONS) {
      expect(sprite.content).toContain(`<symbol id="${icon.id}" viewBox=`);
      const outer = sprite.define.outer[icon.id];
      if (outer.viewBox !== undefined) expect(outer.viewBox).toMatch(/^\d+ \d+ \d+ \d+$/);
    }
    expect(sprite.content).toMatch(new RegExp(`<symbol id="${socialSpriteId('github')}" viewBox="0 0 24 24"><path fill="currentColor" d="M12`));
    expect(sprite.define.href).toBe(`/docs/${sprite.fileName}`);
    // Most of Rspress's icons are square in a square box: their viewBox is the symbol's alone.
    expect(SPRITE_ICONS.filter((icon) => sprite.define.outer[icon.id].viewBox === undefined).length).toBeGreaterThan(SPRITE_ICONS.length / 2);
    expect(new Set(SPRITE_ICONS.map((icon) => icon.id)).size).toBe(SPRITE_ICONS.length);
  });
});

describe('the swap (WORKAROUNDS.md row icon-sprite)', () => {
  it("Rspress 2.0.22 still exports each listed icon from the asset module the sprite draws it from", () => {
    const icons = readFileSync(path.join(ROOT, 'node_modules/@rspress/core/dist/theme/icons.js'), 'utf8');
    for (const icon of SPRITE_ICONS) {
      const local = new RegExp(`import (\\w+) from "\\./assets/${icon.asset}\\.js"`).exec(icons)?.[1];
      expect(local, `${icon.asset}.js imported by Rspress's icons.js`).toBeDefined();
      expect(icons).toContain(`const ${icon.exportName} = ${local};`);
    }
  });

  it("our icon module has every export Rspress's has, the listed ones drawn from their own symbol, and replaces Rspress's for its barrel", () => {
    const runtime = readFileSync(path.join(__dirname, 'runtime/icons.tsx'), 'utf8');
    const rspressIcons = readFileSync(path.join(rspressThemeDir(), 'icons.js'), 'utf8');
    const theirs = /export \{([^}]*)\}/.exec(rspressIcons)![1].split(',').map((name) => name.trim());
    const ours = [...runtime.matchAll(/export (?:const (\w+) =|\{ default as (\w+) \})/g)].map((m) => m[1] ?? m[2]);
    expect(ours.sort()).toEqual(theirs.sort());
    for (const icon of SPRITE_ICONS) expect(runtime).toContain(`export const ${icon.exportName} = spriteIcon('${icon.id}');`);
    expect(readFileSync(path.join(rspressThemeDir(), 'index.js'), 'utf8')).toContain(`export * from "${ICONS_REPLACEMENT.request}";`);
    expect(replacementFor(rspressThemeDir(), ICONS_REPLACEMENT.request, { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: [ICONS_REPLACEMENT] })).toBe(path.join(ROOT, ICONS_REPLACEMENT.to));
    expect(replacementFor(path.join(rspressThemeDir(), 'components/Prompt'), './icons.js', { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: [ICONS_REPLACEMENT] })).toBeUndefined();
  });
});
