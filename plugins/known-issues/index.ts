/**
 * /known-issues: every "Known issue" box of the guide and every known issue the API reference shows, on one page,
 * written from the boxes themselves (collect.ts, api-issues.ts, page.ts) so it never lists one the pages lack or
 * misses one they have. The page is written into the docs folder (`docs/known-issues.md`, generated like
 * `docs/api/`, never committed) when Rspress reads its config, before it looks for pages, in `rspress build` and
 * `rspress dev` alike; a box added while the dev server runs is listed after a restart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { guideSidebar, sidebarLinks } from '../../config/sidebar';
import { apiIssues } from './api-issues';
import { knownIssues } from './collect';
import { KNOWN_ISSUES_PAGE } from '../../config/generated-pages';
import { knownIssuesPage } from './page';

/** The guide page listing the npm releases that do not install or import, linked from the list when the docs have it. */
const NPM_PAGE = { route: '/getting-started/npm-packages', file: 'getting-started/npm-packages.mdx' };

/**
 * Writes the page into `docsRoot` (only when its text changed, so a running dev server is not reloaded for nothing);
 * a docs folder without boxes (the test fixtures' small sites) gets none. Returns the file, or undefined.
 */
export function writeKnownIssuesPage(docsRoot: string): string | undefined {
  const file = path.join(docsRoot, KNOWN_ISSUES_PAGE.file);
  const guide = knownIssues(docsRoot);
  if (!guide.length) return undefined;
  const text = knownIssuesPage(guide, apiIssues(path.join(docsRoot, 'api')), sidebarLinks(guideSidebar), existsSync(path.join(docsRoot, NPM_PAGE.file)) ? NPM_PAGE.route : undefined);
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old !== text) writeFileSync(file, text);
  return file;
}

export function pluginKnownIssues(options: { docsRoot: string }): RspressPlugin {
  return {
    name: 'pact-toolbox-known-issues',
    config(config) {
      writeKnownIssuesPage(options.docsRoot);
      return config;
    },
  };
}
