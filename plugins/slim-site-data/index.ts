/**
 * Site data out of the first load. Rspress 2.0.22 ships every page's data
 * (route, title, description, frontmatter, headings) in one module that every
 * page loads first, so the first load grows with the API reference (no option
 * for it: web-infra-dev/rspress#1102). This plugin:
 * - writes each page's data to its own small file, static/page-data/<route>.json,
 *   and the routes and headings overview pages list to _overview.json;
 * - has the browser build fetch those (runtime/initPageData.ts, runtime/usePages.ts
 *   replace Rspress's modules through plugins/theme-modules/index.ts), while the static
 *   render keeps Rspress's full list;
 * - keeps headings only for pages an overview lists (the others' outline comes
 *   with their own page code);
 * - moves the sidebar sections `splitSidebar` picks (one per API package) out of
 *   the browser build's site data into static/sidebar/, loaded with the first
 *   page that shows one (runtime/sidebar-source.ts), before it renders.
 * Guarded by plugins/slim-site-data/slim-site-data.test.ts and the browser tests.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type PageRecord, pageDataFiles } from './page-files';
import { PAGE_DATA_DIR } from './runtime/page-paths';
import { SIDEBAR_DIR } from './runtime/sidebar-paths';
import { splitSidebarSections } from './sidebar-sections';
import { readSiteDataModule, type SiteDataModule, writeSiteDataModule } from './site-data-module';

/** Whether a page keeps its headings in the site data: only pages an overview lists show them. */
export function keepsToc(routePath: string, overviewSections: readonly string[]): boolean {
  return overviewSections.some((section) => routePath.startsWith(section));
}

const NAME = 'pact-toolbox-slim-site-data';

export interface SlimSiteDataOptions {
  /** Route prefixes of overview pages' sections: their pages keep their headings. */
  overviewSections: readonly string[];
  /** Sidebar sections (by key) that load with their pages instead of shipping in the site data. */
  splitSidebar: (key: string) => boolean;
  /**
   * A folder of this build's own (one per output folder): the site-data transform
   * runs in the bundler's loader, which may not share memory with the asset
   * step, so the sidebar files pass through here.
   */
  workDir: string;
}

/** Rspress's browser build, and the module it generates the site data in. */
const WEB_ENVIRONMENT = 'web';
const SITE_DATA_MODULE = /[\\/]virtual-site-data\.js$/;

export function pluginSlimSiteData({ overviewSections, splitSidebar, workDir }: SlimSiteDataOptions): RspressPlugin {
  // Latest data per route: a dev rebuild runs extendPageData again.
  const pages = new Map<string, PageRecord>();
  let pageFiles = new Map<string, string>();
  const sidebarDir = path.join(workDir, SIDEBAR_DIR);
  // Runs after Rspress writes the site-data module (order: 'post'), in the browser build only.
  const splitSidebarPlugin: RsbuildPlugin = {
    name: `${NAME}:sidebar`,
    setup(api) {
      api.transform({ test: SITE_DATA_MODULE, environments: [WEB_ENVIRONMENT], order: 'post' }, ({ code }) => {
        // `rspress dev` compiles React Refresh's registration after the object: it stays (siteDataModule).
        const module = siteDataModule(code);
        const { siteData, files } = splitSidebarSections(module.siteData, splitSidebar);
        writeDir(sidebarDir, files);
        return writeSiteDataModule({ siteData, rest: module.rest });
      });
      api.processAssets({ stage: 'additional', environments: [WEB_ENVIRONMENT] }, ({ compilation, compiler, sources }) => {
        if (!existsSync(sidebarDir)) {
          // An error thrown here would stall the build; report it through the compilation instead.
          compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: the browser build never compiled Rspress's site-data module (virtual-site-data.js); Rspress ${rspressVersion()} renamed or moved it. Check plugins/slim-site-data against it.`));
          return;
        }
        // Written afresh each compile: in `rspress dev` an edited page's title or description shows on the next visit.
        pageFiles = pageDataFiles([...pages.values()]).files;
        for (const [file, text] of pageFiles) compilation.emitAsset(`static/${PAGE_DATA_DIR}/${file}`, new sources.RawSource(text));
        for (const file of readdirSync(sidebarDir)) compilation.emitAsset(`static/${SIDEBAR_DIR}/${file}`, new sources.RawSource(readFileSync(path.join(sidebarDir, file), 'utf8')));
      });
    },
  };
  return {
    name: NAME,
    extendPageData(pageData) {
      if (!keepsToc(pageData.routePath, overviewSections)) pageData.toc = [];
      pages.set(pageData.routePath, pageData as unknown as PageRecord);
    },
    builderConfig: {
      plugins: [splitSidebarPlugin],
      tools: {
        rspack: (_config, { isServer, appendPlugins, rspack }) => {
          if (isServer) return;
          // This build's sidebar files are written afresh by the site-data transform.
          rmSync(sidebarDir, { recursive: true, force: true });
          // Rspress collects page data while it configures the browser build, before this runs.
          if (pages.size === 0) {
            throw new Error(`${NAME}: no page data had been collected when the browser build was configured. Rspress (${rspressVersion()}) changed when it calls extendPageData; check plugins/slim-site-data against it.`);
          }
          // The objects are complete now (Rspress awaited every plugin's extendPageData).
          const { files, version } = pageDataFiles([...pages.values()]);
          pageFiles = files;
          appendPlugins(new rspack.DefinePlugin({ __PAGE_DATA_VERSION__: JSON.stringify(version) }));
        },
      },
    },
  };
}

/**
 * Rspress's generated site-data module (`export default {…JSON…}`) as data and the code the compiler
 * added after it (a source-map comment in a build, React Refresh's registration in the dev server).
 */
export function siteDataModule(code: string): SiteDataModule {
  return readSiteDataModule(code, () => `${NAME}: Rspress's site-data module is no longer "export default {…}"; check plugins/slim-site-data against Rspress ${rspressVersion()}.`);
}

/** The site data alone. */
export function siteDataOf(code: string): Record<string, unknown> {
  return siteDataModule(code).siteData;
}

/** Replaces a folder's files with `files` (name → text). */
function writeDir(dir: string, files: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of files) writeFileSync(path.join(dir, file), text);
}

function rspressVersion(): string {
  return (require('@rspress/core/package.json') as { version: string }).version;
}
