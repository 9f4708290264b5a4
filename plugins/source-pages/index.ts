/**
 * The release's source pages (api-gen/source-pages.ts) in the site: copied
 * from docs/…/api/_source to /src/ (/npm/src/) after the build, served from
 * there by `rspress dev`, and their links left alone by Rspress's dead-link
 * check (they are static files, not routes; Rspress's link component loads
 * them as whole pages, with the base path). Listed before the CSP plugin,
 * which then hashes their one inline script like every page's.
 */
import { devFileServer } from '../../lib/dev-files';
import { withDeadLinkRule } from '../../lib/dead-link-rules';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isSourcePageLink, sourcePageFor, sourcePagesFolders } from './folders';

/** Excuses the source pages' links from Rspress's dead-link check: they are files, not routes. */
export function sourceRule(routes: readonly string[]): (url: string, excusedLater: () => boolean) => boolean {
  return (url, later) => isSourcePageLink(url, routes) || later();
}

export function pluginSourcePages(options: { docsRoot: string; projectRoot: string }): RspressPlugin {
  const folders = () => sourcePagesFolders(options.docsRoot);
  return {
    name: 'pact-toolbox-source-pages',
    config(config) {
      const routes = folders().map((f) => f.route);
      return routes.length ? withDeadLinkRule(config, sourceRule(routes)) : config;
    },
    builderConfig: {
      server: devFileServer((pathname) => {
        const file = sourcePageFor(pathname, folders());
        return file ? { type: 'text/html; charset=utf-8', body: readFileSync(file) } : null;
      }),
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: there is no output folder to copy into; the middleware above serves the pages there.
      if (!isProd) return;
      const outDir = path.resolve(options.projectRoot, config.outDir ?? 'doc_build');
      for (const folder of folders()) cpSync(folder.dir, path.join(outDir, ...folder.route.split('/').filter(Boolean)), { recursive: true });
    },
  };
}
