/**
 * Routes out of the first load. Rspress 2.0.22 puts a table of every route
 * (path, page loader, preload) in the code every page loads first, so it grows
 * with the API reference (web-infra-dev/rspress#1102). This plugin writes the
 * routes as groups of about 32 (modules.ts), and the browser build's route
 * lookup (runtime/route.ts, swapped in through plugins/theme-modules/index.ts) loads a
 * group when one of its pages is opened, hovered or linked to. The static
 * render keeps Rspress's own table.
 *
 * Guarded by plugins/route-groups/route-groups.test.ts (the route shape and
 * chunk names Rspress expects) and the browser tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { groupModules, type RouteInfo } from './modules';

/** The module name the browser route lookup imports the groups' index by. */
export const GROUPS_MODULE = 'pact-toolbox-route-groups';

/** react-lazy-with-preload as Rspress resolves it (the same copy its own route table uses). */
export function lazyWithPreloadPath(): string {
  const rspress = createRequire(require.resolve('@rspress/core/package.json'));
  return rspress.resolve('react-lazy-with-preload');
}

/**
 * @param cacheDir where the group modules are written, in a folder named after
 * their content: their paths end up in the bundle's module ids, so two builds of
 * the same site must read them from the same place (the build is deterministic).
 */
export function pluginRouteGroups(cacheDir: string): RspressPlugin {
  let dir: string | undefined;
  return {
    name: 'pact-toolbox-route-groups',
    routeGenerated(routes) {
      const { files } = groupModules(routes as unknown as RouteInfo[], lazyWithPreloadPath());
      const hash = createHash('sha256');
      for (const [file, code] of files) hash.update(file).update('\0').update(code).update('\0');
      dir = path.join(cacheDir, hash.digest('hex').slice(0, 16));
      // Same name, same content: a folder that exists is already complete (written to a temporary name, then renamed).
      if (!existsSync(dir)) {
        const temp = `${dir}.${process.pid}.tmp`;
        rmSync(temp, { recursive: true, force: true });
        mkdirSync(temp, { recursive: true });
        for (const [file, code] of files) writeFileSync(path.join(temp, file), code);
        try {
          renameSync(temp, dir);
        } catch {
          rmSync(temp, { recursive: true, force: true }); // another build renamed the same content first
        }
      }
    },
    builderConfig: {
      tools: {
        rspack: (config, { isServer }) => {
          if (isServer) return;
          if (!dir) throw new Error('pact-toolbox-route-groups: the browser build was configured before Rspress reported its routes (routeGenerated). Rspress changed its order; check plugins/route-groups against it.');
          config.resolve ??= {};
          config.resolve.alias = { ...(config.resolve.alias as Record<string, string>), [GROUPS_MODULE]: path.join(dir, 'index.js') };
        },
      },
    },
  };
}
