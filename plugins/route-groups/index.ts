/**
 * Routes out of the first load. Rspress 2.0.22 puts a table of every route
 * (path, page loader, preload) in the code every page loads first, so it grows
 * with the API reference (web-infra-dev/rspress#1102). This plugin writes the
 * routes as groups of about 32 (modules.ts), and the browser build's route
 * lookup (runtime/route.ts, swapped in through config/theme-modules.ts) loads a
 * group when one of its pages is opened, hovered or linked to. The static
 * render keeps Rspress's own table.
 *
 * Guarded by plugins/route-groups/route-groups.test.ts (the route shape and
 * chunk names Rspress expects) and the browser tests.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { groupModules, type RouteInfo } from './modules';

/** The module name the browser route lookup imports the groups' index by. */
export const GROUPS_MODULE = 'pact-toolbox-route-groups';

/** react-lazy-with-preload as Rspress resolves it (the same copy its own route table uses). */
function lazyWithPreloadPath(): string {
  const rspress = createRequire(require.resolve('@rspress/core/package.json'));
  return rspress.resolve('react-lazy-with-preload');
}

/** @param dir where the group modules are written (one folder per build output, so parallel builds do not meet). */
export function pluginRouteGroups(dir: string): RspressPlugin {
  let written = false;
  return {
    name: 'pact-toolbox-route-groups',
    routeGenerated(routes) {
      const { files } = groupModules(routes as unknown as RouteInfo[], lazyWithPreloadPath());
      mkdirSync(dir, { recursive: true });
      for (const stale of readdirSync(dir)) if (!files.has(stale)) rmSync(path.join(dir, stale));
      for (const [file, code] of files) writeFileSync(path.join(dir, file), code);
      written = true;
    },
    builderConfig: {
      tools: {
        rspack: (config, { isServer }) => {
          if (isServer) return;
          if (!written) throw new Error('pact-toolbox-route-groups: the browser build was configured before Rspress reported its routes (routeGenerated). Rspress changed its order; check plugins/route-groups against it.');
          config.resolve ??= {};
          config.resolve.alias = { ...(config.resolve.alias as Record<string, string>), [GROUPS_MODULE]: path.join(dir, 'index.js') };
        },
      },
    },
  };
}
