import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rspressThemeDir } from '../theme-modules';
import type { RouteInfo } from '../route-groups/modules';
import { MARKDOWN_PASS_ENVIRONMENT } from './index';
import { markdownPassModules } from './md-routes';

const route = (relativePath: string, routePath: string): RouteInfo => ({ relativePath, routePath, absolutePath: `/docs/${relativePath}`, lang: '', version: '' });
const ROUTES = [
  route('index.md', '/'),
  route('packages/transaction.mdx', '/packages/transaction'),
  route('api/index.md', '/api/'),
  route('api/chainweb-client/classes/ChainwebClient.md', '/api/chainweb-client/classes/ChainwebClient'),
];

describe('markdownPassModules (WORKAROUNDS.md row markdown-pass)', () => {
  const files = markdownPassModules(ROUTES, '/lazy.js');

  it("gives the pass a route table of the guide's pages only", () => {
    const routes = files.get('routes.js')!;
    expect(routes).toContain('export const routes = [');
    expect(routes).toContain('"/packages/transaction"');
    expect(routes).toContain('"/docs/packages/transaction.mdx"');
    expect(routes).toContain('path: "/"');
    expect(routes).not.toContain('/api/');
  });

  it("and each API page's route with its markdown file", () => {
    expect(files.get('sources.js')).toBe(
      `export default ${JSON.stringify({ '/api/': '/docs/api/index.md', '/api/chainweb-client/classes/ChainwebClient': '/docs/api/chainweb-client/classes/ChainwebClient.md' }, null, 1)};\n`,
    );
  });
});

describe("Rspress 2.0.22's markdown pass, as md-entry.ts and index.ts expect it", () => {
  const dist = path.dirname(rspressThemeDir());
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  it('is the environment named node_md, whose entry is the SSG-MD server entry', () => {
    expect(MARKDOWN_PASS_ENVIRONMENT).toBe('node_md');
    expect(read('node/initRsbuild.js')).toMatch(/node_md: \{[\s\S]*?index: SSG_MD_SERVER_ENTRY/);
  });

  it('whose entry exports render and the routes of the virtual-routes module our alias replaces', () => {
    const entry = read('runtime/ssrMdServerEntry.js');
    expect(entry).toContain('export { routes } from "virtual-routes";');
    expect(entry).toContain('export { render };');
    expect(read('node/runtimeModule/routeList.js')).toContain('["virtual-routes"]');
  });

  it('renders every route of the site through the entry\'s render, one twin each', () => {
    expect(read('node/ssg-md/renderPages.js')).toContain('const routes = routeService.getRoutes();');
    expect(read('node/ssg-md/renderPage.js')).toContain('({ appMd } = await render(routePath, head));');
  });
});
