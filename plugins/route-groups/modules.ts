/**
 * The code of the route groups (pure): one module per group listing its
 * routes in the shape Rspress's router expects, and an index module the
 * browser's route lookup (runtime/route.ts) imports.
 */
import { createHash } from 'node:crypto';
import { groupCount, groupOf, routeKey } from './runtime/buckets';

/** What Rspress's routeGenerated hook hands a plugin about each route. */
export interface RouteInfo {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  lang: string;
  version: string;
}

/** Rspress's name for a route's chunk: its preload link in the page's HTML is found by this name. */
export function routeChunkName(relativePath: string): string {
  return `route-${createHash('sha256').update(relativePath).digest('hex').slice(0, 12)}`;
}

const str = JSON.stringify;

/** One group's module: its routes, each a lazily loaded page component with a preload. */
export function groupModule(routes: readonly RouteInfo[], lazyWithPreload: string): string {
  const lines = [`import { createElement } from 'react';`, `import { lazyWithPreload } from ${str(lazyWithPreload)};`];
  const entries = routes.map((route, i) => {
    lines.push(`const load${i} = () => import(/* webpackChunkName: ${str(routeChunkName(route.relativePath))} */ ${str(route.absolutePath)});`);
    lines.push(`const Page${i} = lazyWithPreload(load${i});`);
    return `  { path: ${str(route.routePath)}, element: createElement(Page${i}), filePath: ${str(route.relativePath)}, preload: () => Page${i}.preload().then(load${i}), lang: ${str(route.lang)}, version: ${str(route.version)} }`;
  });
  return `${lines.join('\n')}\nexport const routes = [\n${entries.join(',\n')}\n];\n`;
}

export interface GroupModules {
  /** File name → code: group-<n>.js for each group, and index.js. */
  files: Map<string, string>;
  groups: number;
}

export function groupModules(routes: readonly RouteInfo[], lazyWithPreload: string): GroupModules {
  const groups = groupCount(routes.length);
  const members: RouteInfo[][] = Array.from({ length: groups }, () => []);
  for (const route of [...routes].sort((a, b) => a.routePath.localeCompare(b.routePath))) members[groupOf(routeKey(route.routePath), groups)].push(route);
  const files = new Map<string, string>();
  members.forEach((list, n) => files.set(`group-${n}.js`, groupModule(list, lazyWithPreload)));
  const loaders = members.map((_, n) => `  () => import(/* webpackChunkName: "routes-${n}" */ './group-${n}.js')`);
  files.set('index.js', `export const loaders = [\n${loaders.join(',\n')}\n];\n`);
  return { files, groups };
}
