/**
 * The version menu of a two-version site (main and the npm releases side by side), as one Rspress plugin
 * (`pluginVersions` in rspress.config.ts). Build half: reads `_data/versions.json` (api-gen's versions pass),
 * inlines the two versions' names (a few bytes: the menu renders with the page) and writes the page lists the
 * menu needs to keep a reader on the same symbol into `static/api-versions.<hash>.json`, fetched when the menu is
 * first used. A one-version site has no versions.json: the menu renders nothing and nothing is written.
 * Browser half: runtime/ (the menu, where it lands, the remembered choice).
 */
import { devFileServer } from '../../lib/dev-files';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DATA_DIR } from '../../api-gen/data-files';
import { VERSIONS_FILE, type VersionsData } from '../../api-gen/versions/data';
import type { MenuSetup } from './runtime/setup';
import { absoluteUrl, type SiteUrl } from '../../config/env';
import { NPM_API_ROUTE } from '../../api-gen/layout';
import { markdownTwinPath } from '../llms/twins';
import { canonicalRoute, llmsWithNpmEntry } from './site-files';

export const VERSIONS_PLUGIN_NAME = 'pact-toolbox-versions';

/** The versions data of the reference under `docsRoot`, or undefined in a one-version site. */
export function readVersions(docsRoot: string): VersionsData | undefined {
  const file = path.join(docsRoot, 'api', DATA_DIR, VERSIONS_FILE);
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as VersionsData;
  if (!Array.isArray(data?.versions) || !data.pages) throw new Error(`${file} is not a versions file ({ versions, pages }): run "npm run api" again to rewrite it.`);
  return data;
}

/** The packages whose change page found nothing: no name added, removed or changed, and none it could not compare. */
export function alikePackages(changes: VersionsData['changes']): string[] {
  return Object.entries(changes)
    .filter(([, c]) => c.added + c.removed + c.changed + c.notCompared === 0)
    .map(([pkg]) => pkg);
}

/** What the menu is told at build time: the versions, and the static file with the page lists. */
export function menuSetup(data: VersionsData | undefined): { setup: MenuSetup | null; json?: string } {
  if (!data || data.versions.length < 2) return { setup: null };
  const json = JSON.stringify(data);
  const file = `api-versions.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
  return { setup: { versions: data.versions, file, npmVersions: data.npmVersions, changes: Object.keys(data.changes), alike: alikePackages(data.changes) }, json };
}

export function pluginVersions(options: { docsRoot: string; site: SiteUrl }): RspressPlugin {
  const data = readVersions(options.docsRoot);
  const { setup, json } = menuSetup(data);
  return {
    name: VERSIONS_PLUGIN_NAME,
    builderConfig: {
      source: { define: { __PT_VERSIONS__: JSON.stringify(setup) } },
      // `rspress dev` writes no output folder: it answers the menu's file from memory.
      server: devFileServer((pathname) => (setup && json && pathname.endsWith(`/static/${setup.file}`) ? { type: 'application/json', body: json } : null)),
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: no output folder (the middleware above serves the file there).
      if (!setup || !json || !isProd) return;
      const dir = path.join(path.resolve(config.outDir ?? 'doc_build'), 'static');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, setup.file), json);
      // llms.txt lists main; the npm version is named once (site-files.ts).
      const llms = path.join(path.resolve(config.outDir ?? 'doc_build'), 'llms.txt');
      if (existsSync(llms)) writeFileSync(llms, llmsWithNpmEntry(readFileSync(llms, 'utf8'), absoluteUrl(options.site, markdownTwinPath(NPM_API_ROUTE))));
    },
  };
}

/** The canonical route of each page (main's page for an npm page main has too), for plugins/link-previews/. */
export function canonicalOf(docsRoot: string): (route: string) => string {
  const data = readVersions(docsRoot);
  return (route) => canonicalRoute(route, data);
}
