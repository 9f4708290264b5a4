import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupCount, groupOf, ROUTES_PER_GROUP, routeKey } from './runtime/buckets';
import { groupModule, groupModules, routeChunkName, type RouteInfo } from './modules';

const rspressDist = path.dirname(require.resolve('@rspress/core/package.json'));
const rspressFile = (file: string) => readFileSync(path.join(rspressDist, 'dist', file), 'utf8');

const route = (routePath: string, relativePath = `${routePath.slice(1) || 'index'}.md`): RouteInfo => ({
  routePath,
  absolutePath: `/docs/${relativePath}`,
  relativePath,
  lang: '',
  version: '',
});

describe('routeKey', () => {
  it('compares paths the way the router does', () => {
    expect(routeKey('/API/Network/')).toBe('/api/network');
    expect(routeKey('/intro.html')).toBe('/intro');
    expect(routeKey('/api/index')).toBe('/api');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/caf%C3%A9?x=1#top')).toBe('/café');
    expect(routeKey('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
  });
});

describe('groups', () => {
  it('grow with the site so a group stays about the same size', () => {
    expect(groupCount(0)).toBe(1);
    expect(groupCount(ROUTES_PER_GROUP)).toBe(1);
    expect(groupCount(5000)).toBe(Math.ceil(5000 / ROUTES_PER_GROUP));
  });
  it('put a route in the same group whichever way its path is written', () => {
    for (const n of [1, 7, 157]) {
      const g = groupOf(routeKey('/api/network/classes/PactServer'), n);
      expect(g).toBeGreaterThanOrEqual(0);
      expect(g).toBeLessThan(n);
      expect(groupOf(routeKey('/API/network/classes/PactServer.html'), n)).toBe(g);
    }
  });
  it('spread 5,000 routes evenly (no group over three times the average)', () => {
    const n = groupCount(5000);
    const sizes = new Array<number>(n).fill(0);
    for (let i = 0; i < 5000; i++) sizes[groupOf(routeKey(`/api/pkg${i % 16}/functions/create${i}`), n)]++;
    expect(Math.max(...sizes)).toBeLessThan(3 * ROUTES_PER_GROUP);
  });
});

describe('group modules', () => {
  it('list each route with the fields Rspress\'s router reads, its page in a chunk named the way Rspress names it', () => {
    const code = groupModule([route('/intro', 'intro.mdx')], '/nm/react-lazy-with-preload/lib/index.js');
    expect(code).toContain(`import(/* webpackChunkName: "${routeChunkName('intro.mdx')}" */ "/docs/intro.mdx")`);
    expect(code).toMatch(/\{ path: "\/intro", element: createElement\(Page0\), filePath: "intro\.mdx", preload: .*, lang: "", version: "" \}/);
    expect(code).toContain('from "/nm/react-lazy-with-preload/lib/index.js"');
  });
  it('write every route into exactly the group the browser will look in, and an index of loaders', () => {
    const routes = Array.from({ length: 100 }, (_, i) => route(`/api/p/functions/f${i}`));
    const { files, groups } = groupModules(routes, 'x');
    expect(groups).toBe(groupCount(100));
    for (const r of routes) expect(files.get(`group-${groupOf(routeKey(r.routePath), groups)}.js`)).toContain(`path: "${r.routePath}"`);
    expect(files.get('index.js')!.match(/import\(/g)).toHaveLength(groups);
  });
});

describe('Rspress 2 internals the groups rely on', () => {
  it('names a route chunk route-<first 12 hex of sha256(relativePath)>, so page HTML still preloads it', () => {
    expect(rspressFile('node/route/routeChunkAssets.js')).toMatch(/route-\$\{createHash\(route\.relativePath, ROUTE_CHUNK_HASH_LENGTH\)\}/);
    expect(rspressFile('node/route/routeChunkAssets.js')).toMatch(/ROUTE_CHUNK_HASH_LENGTH = 12/);
    expect(rspressFile('node/utils/createHash.js')).toMatch(/createHash\('sha256'\)\.update\(str\)\.digest\('hex'\)\.slice\(0, length\)/);
  });
  it('builds its own route table with the fields our groups write', () => {
    const code = rspressFile('node/route/RouteService.js');
    for (const field of ['path:', 'element:', 'filePath:', 'preload:', 'lang:', 'version:']) expect(code).toContain(field);
    expect(code).toContain('lazyWithPreload');
  });
  it('reports the routes to plugins (routeGenerated) before it configures the bundler', () => {
    const build = rspressFile('node/build.js');
    expect(build.indexOf('routeGenerated')).toBeGreaterThan(-1);
    expect(build.indexOf('routeGenerated')).toBeLessThan(build.indexOf('initRsbuild('));
  });
});
