import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { depthPadding, depthRules, entryStyle, STYLED_DEPTHS } from './runtime/depth';
import { SIDEBAR_ITEM_REPLACEMENT } from './index';

const ROOT = path.resolve(__dirname, '../..');
const rspressItem = readFileSync(path.join(rspressThemeDir(), 'components/Sidebar/SidebarItem.js'), 'utf8');

describe('indentation by depth', () => {
  it("is Rspress's padding, from the stylesheet at the depths it covers and inline below", () => {
    expect([0, 1, 2].map(depthPadding)).toEqual([12, 24, 36]);
    expect(entryStyle(0)).toBeUndefined();
    expect(entryStyle(STYLED_DEPTHS - 1)).toBeUndefined();
    expect(entryStyle(STYLED_DEPTHS)).toEqual({ paddingLeft: `calc(12px * ${STYLED_DEPTHS} + 12px)` });
  });

  it('the stylesheet holds exactly the rules depth.ts describes', () => {
    const css = readFileSync(path.join(__dirname, 'runtime/terse-sidebar.css'), 'utf8');
    const rules = css.split('\n').filter((line) => line.startsWith('.rp-sidebar-item['));
    expect(rules).toEqual(depthRules());
  });
});

describe('the swap (WORKAROUNDS.md row terse-sidebar)', () => {
  it("Rspress 2.0.22's sidebar modules still import their entries from ./SidebarItem.js, and only they are swapped", () => {
    for (const file of ['index.js', 'SidebarGroup.js']) {
      expect(readFileSync(path.join(rspressThemeDir(), 'components/Sidebar', file), 'utf8')).toMatch(/from "\.\/SidebarItem\.js"/);
    }
    const options = { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: [SIDEBAR_ITEM_REPLACEMENT] };
    expect(replacementFor(path.join(rspressThemeDir(), 'components/Sidebar'), './SidebarItem.js', options)).toBe(path.join(ROOT, SIDEBAR_ITEM_REPLACEMENT.to));
    expect(replacementFor(path.join(rspressThemeDir(), 'components/Nav'), './SidebarItem.js', options)).toBeUndefined();
  });

  it("the entry we render keeps what Rspress's does: its exports, its inline padding formula, its classes", () => {
    const ours = readFileSync(path.join(ROOT, SIDEBAR_ITEM_REPLACEMENT.to), 'utf8');
    expect(rspressItem).toMatch(/export \{ SidebarItem, SidebarItemRaw \}/);
    // Its only stylesheet, which ours imports in its place.
    expect([...rspressItem.matchAll(/^import "(\.\/[^"]+\.css)";$/gm)].map((m) => m[1])).toEqual(['./SidebarItem.css']);
    expect(ours).toContain("import '@rspress/core/dist/theme/components/Sidebar/SidebarItem.css';");
    expect(ours).toMatch(/export function SidebarItemRaw\(/);
    expect(ours).toMatch(/export function SidebarItem\(/);
    expect(rspressItem).toContain("paddingLeft: 0 === depth ? '12px' : `calc(12px * ${depth} + 12px)`");
    for (const name of ['rp-sidebar-item__left', 'rp-sidebar-item__right', 'rp-sidebar-item--active', 'rp-sidebar-item--pending', 'rp-doc', 'rp-sidebar-item__icon']) {
      expect(rspressItem).toContain(name);
      expect(ours).toContain(name);
    }
  });
});
