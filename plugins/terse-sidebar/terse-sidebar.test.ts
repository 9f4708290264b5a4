import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationsOf, parseRules } from '../../tests/support/css-cascade';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { depthPadding, depthRules, entryStyle, STYLED_DEPTHS } from './runtime/depth';
import { arrowClass, COLLAPSED, GROUP_ARROW, GROUP_ITEMS, itemsClass, itemsShown, OPEN } from './runtime/group';
import { bareLabel } from './runtime/label';
import { SIDEBAR_GROUP_REPLACEMENT, SIDEBAR_ITEM_REPLACEMENT } from './index';

const ROOT = path.resolve(__dirname, '../..');
const sidebarFile = (file: string) => readFileSync(path.join(rspressThemeDir(), 'components/Sidebar', file), 'utf8');
const rspressItem = sidebarFile('SidebarItem.js');
const rspressGroup = sidebarFile('SidebarGroup.js');
const OURS_CSS = readFileSync(path.join(__dirname, 'runtime/terse-sidebar.css'), 'utf8');

/** The declarations of the rule whose selector is exactly `selector`, normalised (quotes, `:before`/`::before`). */
function declarations(css: string, selector: string): string[] {
  const normal = (s: string) => s.replace(/::?(before|after)/g, '::$1').replace(/\s+/g, ' ').trim();
  const rules = parseRules(css, 'css').filter((rule) => rule.selectors.map(normal).includes(normal(selector)));
  return rules.flatMap((rule) => declarationsOf(rule.body).map(([p, v]) => `${p}: ${v.replace(/'/g, '"')}`)).sort();
}

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
  it("Rspress 2.0.22's sidebar list still imports its groups from ./SidebarGroup.js, and only it is swapped", () => {
    expect(sidebarFile('index.js')).toMatch(/from "\.\/SidebarGroup\.js"/);
    const options = { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: [SIDEBAR_GROUP_REPLACEMENT] };
    expect(replacementFor(path.join(rspressThemeDir(), 'components/Sidebar'), './SidebarGroup.js', options)).toBe(path.join(ROOT, SIDEBAR_GROUP_REPLACEMENT.to));
    expect(replacementFor(path.join(rspressThemeDir(), 'components/Nav'), './SidebarGroup.js', options)).toBeUndefined();
  });

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

describe('a label without its boxes', () => {
  const plain = { children: 'createTransaction' };
  it('is the text of a plain label with nothing beside it', () => {
    expect(bareLabel({ label: plain, icon: false, left: false })).toBe('createTransaction');
  });

  it("keeps Rspress's boxes for the active entry, an icon, something beside the label, markup or no text", () => {
    expect(bareLabel({ label: plain, active: true, icon: false, left: false })).toBeUndefined();
    expect(bareLabel({ label: plain, icon: true, left: false })).toBeUndefined();
    expect(bareLabel({ label: plain, icon: false, left: true })).toBeUndefined();
    expect(bareLabel({ label: { dangerouslySetInnerHTML: { __html: '<code>pact</code>' } }, icon: false, left: false })).toBeUndefined();
    expect(bareLabel({ label: { children: null }, icon: false, left: false })).toBeUndefined();
    expect(bareLabel({ label: { children: '' }, icon: false, left: false })).toBeUndefined();
  });
});

describe("a group's line and the active entry's mark, keyed on depth", () => {
  it('are drawn on exactly the entries Rspress marks as group items: those a group renders, one level below it', () => {
    // Rspress's group gives the class to every child it renders at depth + 1, and its list renders depth 0 without it.
    expect(rspressGroup.match(/className: "rp-sidebar-item--group-item"/g)).toHaveLength(2);
    expect(rspressGroup.match(/depth: depth \+ 1,/g)).toHaveLength(3);
    expect(sidebarFile('index.js')).not.toContain('rp-sidebar-item--group-item');
    expect(sidebarFile('index.js').match(/depth: 0\b/g)).toHaveLength(3);
  });

  it("carry Rspress's declarations for `.rp-sidebar-item--group-item`", () => {
    const rspressCss = sidebarFile('SidebarItem.css');
    const pairs = [
      ['.rp-sidebar-item--group-item:before', ".rp-sidebar-item:not([data-depth='0'])::before"],
      ['.rp-sidebar-item--group-item.rp-sidebar-item--active .rp-sidebar-item__left:before', ".rp-sidebar-item:not([data-depth='0']).rp-sidebar-item--active .rp-sidebar-item__left::before"],
    ];
    for (const [theirs, ours] of pairs) {
      expect(declarations(rspressCss, theirs).length).toBeGreaterThan(3);
      expect(declarations(OURS_CSS, ours)).toEqual(declarations(rspressCss, theirs));
    }
  });
});

describe("a group's boxes as classes", () => {
  it('name the state: collapsed items, an open arrow', () => {
    expect(itemsClass(true)).toBe(`${GROUP_ITEMS} ${COLLAPSED}`);
    expect(itemsClass(false)).toBe(GROUP_ITEMS);
    expect(arrowClass(false)).toBe(`${GROUP_ARROW} ${OPEN}`);
    expect(arrowClass(true)).toBe(GROUP_ARROW);
    const box = (className: string) => ({ classList: { contains: (name: string) => className.split(' ').includes(name) } });
    expect(itemsShown(box(itemsClass(true)))).toBe(false);
    expect(itemsShown(box(itemsClass(false)))).toBe(true);
  });

  it("draw what Rspress writes inline on a group's items box and arrow", () => {
    for (const inline of [
      "display: 'grid'",
      "gridTemplateRows: collapsed ? '0fr' : '1fr'",
      "transition: 'grid-template-rows 0.2s ease-out'",
      "overflow: 'hidden'",
      "cursor: 'pointer'",
      "transition: 'transform 0.2s ease-out'",
      "transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)'",
    ]) {
      expect(rspressGroup).toContain(inline);
    }
    expect(declarations(OURS_CSS, `.${GROUP_ITEMS}`)).toEqual(['display: grid', 'grid-template-rows: 1fr', 'transition: grid-template-rows 0.2s ease-out']);
    expect(declarations(OURS_CSS, `.${GROUP_ITEMS}.${COLLAPSED}`)).toEqual(['grid-template-rows: 0fr']);
    expect(declarations(OURS_CSS, `.${GROUP_ITEMS} > div`)).toEqual(['overflow: hidden']);
    expect(declarations(OURS_CSS, `.${GROUP_ARROW}`)).toEqual(['cursor: pointer', 'transform: rotate(0deg)', 'transition: transform 0.2s ease-out']);
    expect(declarations(OURS_CSS, `.${GROUP_ARROW}.${OPEN}`)).toEqual(['transform: rotate(90deg)']);
  });

  it('are used by no other stylesheet of the site (a shared name would restyle the sidebar or the other way round)', () => {
    const sheets = ['theme', 'plugins'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    expect(sheets.length).toBeGreaterThan(5);
    for (const file of sheets.filter((f) => f !== path.join(__dirname, 'runtime/terse-sidebar.css'))) {
      const css = readFileSync(file, 'utf8');
      for (const name of [GROUP_ITEMS, GROUP_ARROW, COLLAPSED, OPEN]) expect(css, `${file} uses .${name}`).not.toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    }
  });
});
