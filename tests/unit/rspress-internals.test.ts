/**
 * Guards for the Rspress internals our code reaches into (WORKAROUNDS.md):
 * every `@rspress/core/dist/…` import in our sources still resolves, with the
 * names we import from it, the theme options Rspress 2 types but does not
 * implement are still unimplemented (else ours would act twice), and
 * Rspress's sidebar is still what our light sidebar re-renders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const RSPRESS = path.join(ROOT, 'node_modules/@rspress/core');
const SOURCE_DIRS = ['theme', 'lib', 'config', 'plugins'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `@rspress/core/dist/…` requests in a source text, with the names taken from each (`.then((m) => m.Name)` or `{ Name }`). */
export function deepImports(text: string): { request: string; names: string[] }[] {
  const found: { request: string; names: string[] }[] = [];
  for (const m of text.matchAll(/import\((['"])(@rspress\/core\/dist\/[^'"]+)\1\)(?:\.then\(\(m\) => m\.(\w+)\))?/g)) found.push({ request: m[2], names: m[3] ? [m[3]] : [] });
  for (const m of text.matchAll(/import\s+(?:\{([^}]*)\}\s+from\s+)?(['"])(@rspress\/core\/dist\/[^'"]+)\2/g)) {
    found.push({ request: m[3], names: (m[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean) });
  }
  return found;
}

describe('deep imports of Rspress', () => {
  const imports = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) => deepImports(readFileSync(file, 'utf8')).map((i) => ({ ...i, file: path.relative(ROOT, file) })));

  it('finds the ones we know of', () => {
    expect(imports.map((i) => i.request)).toEqual(
      expect.arrayContaining(['@rspress/core/dist/theme/components/Search/SearchPanel.js', '@rspress/core/dist/theme/components/FallbackHeading/index.js']),
    );
  });

  for (const { request, names, file } of imports) {
    it(`${file}: ${request} exists${names.length ? ` and exports ${names.join(', ')}` : ''}`, () => {
      const target = path.join(RSPRESS, request.slice('@rspress/core/'.length));
      expect(existsSync(target)).toBe(true);
      const text = readFileSync(target, 'utf8');
      for (const name of names) expect(text).toMatch(new RegExp(`export \\{[^}]*\\b${name}\\b`));
    });
  }

  it('reads the pattern of lazy and static imports', () => {
    expect(deepImports(`import('@rspress/core/dist/a.js').then((m) => m.A)`)).toEqual([{ request: '@rspress/core/dist/a.js', names: ['A'] }]);
    expect(deepImports(`import { B as C, D } from '@rspress/core/dist/b.js';\nimport '@rspress/core/dist/c.css';`)).toEqual([
      { request: '@rspress/core/dist/b.js', names: ['B', 'D'] },
      { request: '@rspress/core/dist/c.css', names: [] },
    ]);
  });
});

describe('theme options Rspress 2 types but does not implement (theme/Nav/, theme/Layout/ do)', () => {
  const themeCode = readdirSync(path.join(RSPRESS, 'dist/theme'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
  for (const option of ['hideNavbar', 'enableContentAnimation']) {
    it(`${option} is not read by Rspress's theme`, () => {
      expect(themeCode.includes(option)).toBe(false);
    });
  }
});

describe('the sidebar override (theme/Sidebar/) against Rspress\'s sidebar', () => {
  const read = (file: string) => readFileSync(path.join(RSPRESS, 'dist/theme', file), 'utf8');

  it('the doc layout takes Sidebar from the theme, so the theme\'s export replaces it', () => {
    expect(read('layout/DocLayout/index.js')).toMatch(/import \{[^}]*\bSidebar\b[^}]*\} from "@rspress\/core\/theme"/);
  });

  it('Rspress\'s Sidebar is SidebarList over useSidebarDynamic(), as ours is once full', () => {
    const sidebar = read('components/Sidebar/index.js');
    expect(sidebar).toMatch(/function Sidebar\(\) \{\s*const \[sidebarData, setSidebarData\] = useSidebarDynamic\(\);\s*return \/\*#__PURE__\*\/ jsx\(SidebarList, \{/);
    expect(read('index.js')).toMatch(/export \{[^}]*\bSidebarList\b[^}]*\}/);
  });

  it('a collapsed group still renders its items, hidden by a 0fr grid row (when it stops, the light render saves nothing: drop it)', () => {
    const group = read('components/Sidebar/SidebarGroup.js');
    expect(group).toContain("gridTemplateRows: collapsed ? '0fr' : '1fr'");
    expect(group).toMatch(/children: item\.items\?\.map\(/);
  });
});

describe('the heading watcher override (theme/Toc/useWatchToc.ts) against Rspress\'s', () => {
  const read = (file: string) => readFileSync(path.join(RSPRESS, 'dist/theme', file), 'utf8');

  it('the doc layout takes useWatchToc from the theme, so the theme\'s export replaces it', () => {
    expect(read('layout/DocLayout/index.js')).toMatch(/import \{[^}]*\buseWatchToc\b[^}]*\} from "@rspress\/core\/theme"/);
  });

  it('Rspress\'s useWatchToc still sets state from its ref callback (when it stops, the transition is not needed: drop ours)', () => {
    expect(read('hooks/useDynamicToc.js')).toMatch(/const rspressDocRef = useCallback\(\(ref\)=>\{\s*setRef\(ref\);/);
  });
});

describe('the scroll reset override (theme/Layout/useScrollReset.ts) against Rspress\'s', () => {
  const read = (file: string) => readFileSync(path.join(RSPRESS, 'dist/theme', file), 'utf8');

  it('the layout takes useScrollReset from the theme, so the theme\'s export replaces it', () => {
    expect(read('layout/Layout/index.js')).toMatch(/import \{[^}]*\buseScrollReset\b[^}]*\} from "@rspress\/core\/theme"/);
  });

  it('Rspress\'s useScrollReset still scrolls to the top on its first run (when it stops, drop ours)', () => {
    expect(read('logic/useScrollReset.js')).toMatch(/useLayoutEffect\(\(\)=>\{\s*const decodedHash[^}]*window\.scrollTo\(0, 0\);\s*\}, \[\s*pathname\s*\]\)/);
  });
});

describe('the phone menu\'s language and version choosers (theme/Nav/NavScreenChoices.tsx) against Rspress\'s', () => {
  const read = (file: string) => readFileSync(path.join(RSPRESS, 'dist/theme/components/NavScreen', file), 'utf8');

  it('Rspress\'s render nothing for fewer than two choices, so ours (nothing) is what they render here', () => {
    expect(read('NavScreenLangs.js')).toContain('return items.length > 1 ?');
    expect(read('NavScreenVersions.js')).toContain('return items.length > 1 ?');
  });

  it('the site has one language and no versions (when it gains either, drop the swap)', () => {
    const config = readFileSync(path.join(ROOT, 'rspress.config.ts'), 'utf8');
    expect(config).not.toMatch(/\blocales\s*:|\bmultiVersion\s*:/);
  });
});

describe('Rspress\'s last-updated plugin, which plugins/last-updated/ takes the place of', () => {
  const builtIn = readFileSync(path.join(RSPRESS, 'dist/node/last-updated/index.js'), 'utf8');
  const driver = readFileSync(path.join(RSPRESS, 'dist/node/PluginDriver.js'), 'utf8');
  const component = readFileSync(path.join(RSPRESS, 'dist/theme/components/LastUpdated/index.js'), 'utf8');

  it('is added only when themeConfig.lastUpdated is on as Rspress reads its plugins, before any config hook runs', () => {
    const init = driver.slice(driver.indexOf('async init()'), driver.indexOf('addPlugin(plugin)'));
    expect(init).toMatch(/const lastUpdatedConfig = themeConfig\?\.lastUpdated;\s*(?:const [^;]+;\s*)*if \(lastUpdatedConfig\)/);
    expect(driver.indexOf('async init()')).toBeLessThan(driver.indexOf('async modifyConfig()'));
  });

  it('shows what a page\'s lastUpdatedTime says, when the final themeConfig.lastUpdated is on', () => {
    expect(component).toMatch(/themeConfig\.lastUpdated/);
    expect(component).toMatch(/children: lastUpdatedTime/);
  });

  it('still prints the time of day (when it prints a date, our plugin can go)', () => {
    expect(builtIn).toMatch(/toLocaleString\(/);
    expect(builtIn).not.toMatch(/toLocaleDateString\(/);
  });
});
