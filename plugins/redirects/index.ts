/**
 * Writes a static redirect page for every entry of config/redirects.json
 * after the build (GitHub Pages has no server-side redirects), and fails the
 * build when an entry hides a page or points at none.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { SiteUrl } from '../../config/env';
import { apiPackages, expandRedirects, type Redirect, RedirectError, redirectFile, redirectPage, redirectProblems } from './redirects';
import { readJsonFile } from '../../api-gen/json-file';

/** Where the redirect map lives, from the project root. */
export const REDIRECT_MAP = 'config/redirects.json';

/** The project's redirects, one per old address, for the API packages given. */
export function projectRedirects(projectRoot: string, packages: readonly string[]): Redirect[] {
  const map = readJsonFile(path.join(projectRoot, REDIRECT_MAP), 'Fix the file: it holds { "redirects": [{ "from": "/old", "to": "/new" }] }.', REDIRECT_MAP) as { redirects?: unknown };
  if (!Array.isArray(map.redirects)) throw new RedirectError(`${REDIRECT_MAP}: no "redirects" list; write { "redirects": [{ "from": "/old", "to": "/new" }] }.`);
  return expandRedirects(map.redirects, packages);
}

export function pluginRedirects(options: { site: SiteUrl; base: string; lang: string; projectRoot: string }): RspressPlugin {
  const routes = new Set<string>();
  return {
    name: 'pact-toolbox-redirects',
    extendPageData(pageData, isProd) {
      if (isProd) routes.add(pageData.routePath);
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: redirect pages are files in the output folder, which the dev server does not write.
      if (!isProd) return;
      const redirects = projectRedirects(options.projectRoot, apiPackages(routes));
      const problems = redirectProblems(redirects, routes);
      if (problems.length) throw new RedirectError(problems.join('\n'));
      const outDir = path.resolve(options.projectRoot, config.outDir ?? 'doc_build');
      for (const redirect of redirects) {
        const file = path.join(outDir, redirectFile(redirect.from));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, redirectPage(redirect, options.base, options.site, options.lang));
      }
    },
  };
}
