import { describe, expect, it } from 'vitest';
import { keepsToc, pluginSlimSiteData, siteDataOf } from './index';
import { pageDataFiles } from './page-files';
import { OVERVIEW_FILE, pageDataFile } from './runtime/page-paths';
import { SECTION_TABLE, sectionFor } from './runtime/sidebar-paths';
import { splitSidebarSections } from './sidebar-sections';

describe('pluginSlimSiteData', () => {
  it('keeps headings only for pages an overview lists', () => {
    expect(keepsToc('/packages/cli', ['/packages/'])).toBe(true);
    expect(keepsToc('/api/network/classes/X', ['/packages/'])).toBe(false);
  });
  it('empties the toc of other pages in the site data', async () => {
    const plugin = pluginSlimSiteData({ overviewSections: ['/packages/'], splitSidebar: () => false, workDir: '/tmp/slim-site-data-test' });
    const api = { routePath: '/api/x', toc: [{ id: 'a', text: 'a', depth: 2, charIndex: 0 }] };
    const guide = { routePath: '/packages/cli', toc: [{ id: 'b', text: 'b', depth: 2, charIndex: 0 }] };
    await plugin.extendPageData!(api as never, false);
    await plugin.extendPageData!(guide as never, false);
    expect(api.toc).toEqual([]);
    expect(guide.toc).toHaveLength(1);
  });
  it('fails loudly when the browser build is configured before any page data exists (an Rspress upgrade moved the order)', () => {
    const plugin = pluginSlimSiteData({ overviewSections: [], splitSidebar: () => false, workDir: '/tmp/slim-site-data-test' });
    const rspack = (plugin.builderConfig!.tools as { rspack: (c: unknown, u: unknown) => void }).rspack;
    expect(() => rspack({}, { isServer: false, appendPlugins: () => {}, rspack: {} })).toThrow(/no page data had been collected.*extendPageData/);
    expect(() => rspack({}, { isServer: true, appendPlugins: () => {}, rspack: {} })).not.toThrow();
  });
});

describe('pageDataFile', () => {
  it('names a file after the route, index for folder routes, lower case', () => {
    expect(pageDataFile('/')).toBe('index.json');
    expect(pageDataFile('/api/')).toBe('api/index.json');
    expect(pageDataFile('/api/network/classes/PactServer')).toBe('api/network/classes/pactserver.json');
  });
});

describe('pageDataFiles', () => {
  const pages = [
    { routePath: '/packages/cli', title: 'CLI', toc: [{ id: 'b', depth: 2 }], content: 'the page text', _filepath: '/abs/cli.mdx', _flattenContent: 'x' },
    { routePath: '/intro', title: 'Intro', toc: [] },
  ];
  it('writes one file per page without the page text or source path', () => {
    const { files } = pageDataFiles(pages);
    expect(JSON.parse(files.get('packages/cli.json')!)).toEqual({ routePath: '/packages/cli', title: 'CLI', toc: [{ id: 'b', depth: 2 }] });
    expect(JSON.parse(files.get('intro.json')!)).toEqual({ routePath: '/intro', title: 'Intro', toc: [] });
  });
  it('lists the routes and headings overviews need, only for pages with headings', () => {
    expect(JSON.parse(pageDataFiles(pages).files.get(OVERVIEW_FILE)!)).toEqual([{ routePath: '/packages/cli', toc: [{ id: 'b', depth: 2 }] }]);
  });
  it('has a version that changes with any page and not with the order pages came in', () => {
    const a = pageDataFiles(pages).version;
    expect(pageDataFiles([...pages].reverse()).version).toBe(a);
    expect(pageDataFiles([{ ...pages[0], title: 'CLI!' }, pages[1]]).version).not.toBe(a);
  });
  it('refuses two routes that would share a file', () => {
    expect(() => pageDataFiles([{ routePath: '/A' }, { routePath: '/a' }])).toThrow(/share the data file a\.json/);
  });
});

describe('splitSidebarSections', () => {
  const siteData = () => ({
    base: '/',
    themeConfig: {
      sidebar: { '/': [{ text: 'Intro', link: '/intro' }], '/api/': [{ text: 'API', link: '/api/' }], '/api/network/': [{ text: 'PactServer', link: '/api/network/classes/PactServer' }] },
    },
  });
  const split = (key: string) => /^\/api\/[^/]+\/$/.test(key);
  it('moves the picked sections into files and leaves a table of section → file', () => {
    const { siteData: out, files } = splitSidebarSections(siteData(), split);
    expect(Object.keys(out.themeConfig!.sidebar!)).toEqual(['/', '/api/']);
    const table = out.themeConfig![SECTION_TABLE] as Record<string, string>;
    expect(Object.keys(table)).toEqual(['/api/network/']);
    expect(table['/api/network/']).toMatch(/^api-network\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(files.get(table['/api/network/'])!)).toEqual([{ text: 'PactServer', link: '/api/network/classes/PactServer' }]);
  });
  it('names a section\'s file after its content, so a changed section gets a new address', () => {
    const a = splitSidebarSections(siteData(), split).files;
    const changed = siteData();
    changed.themeConfig.sidebar['/api/network/'][0].text = 'Pact Server';
    expect([...splitSidebarSections(changed, split).files.keys()]).not.toEqual([...a.keys()]);
  });
  it('finds the section a route shows the way Rspress picks a sidebar: the longest key it starts with', () => {
    const keys = ['/api/network/', '/api/net/'];
    expect(sectionFor('/api/network/classes/PactServer', keys)).toBe('/api/network/');
    expect(sectionFor('/api/network/', keys)).toBe('/api/network/');
    expect(sectionFor('/api/', keys)).toBeUndefined();
    expect(sectionFor('/intro', keys)).toBeUndefined();
  });
});

describe('siteDataOf', () => {
  it('reads the JSON of Rspress\'s site-data module, as generated or after compilation', () => {
    expect(siteDataOf('export default {\n  "base": "/"\n}')).toEqual({ base: '/' });
    expect(siteDataOf('export default {"base":"/"};\n//# sourceMappingURL=x.map\n')).toEqual({ base: '/' });
  });
  it('fails, naming the module and what to check, when Rspress writes it another way', () => {
    expect(() => siteDataOf('const data = {}; export default data;')).toThrow(/site-data module is no longer "export default \{…\}".*plugins\/slim-site-data/);
  });
});

describe('Rspress\'s site-data module', () => {
  it('is still generated as `export default ${JSON.stringify(siteData)}` (what siteDataOf reads)', async () => {
    const { readFileSync } = await import('node:fs');
    const file = require.resolve('@rspress/core/dist/node/runtimeModule/siteData/rsbuildPlugin.js');
    expect(readFileSync(file, 'utf8')).toContain('code: `export default ${JSON.stringify(siteData, null, 2)}`');
  });
});
