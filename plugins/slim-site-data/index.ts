/**
 * Site data out of the first load. Rspress 2.0.22 ships every page's data
 * (route, title, description, frontmatter, headings) in one module that every
 * page loads first, so the first load grows with the API reference (no option
 * for it: web-infra-dev/rspress#1102). This plugin:
 * - writes each page's data to its own small file, static/page-data/<route>.json,
 *   and the routes and headings overview pages list to _overview.json;
 * - has the browser build fetch those (runtime/initPageData.ts, runtime/usePages.ts
 *   replace Rspress's modules through config/theme-modules.ts), while the static
 *   render keeps Rspress's full list;
 * - keeps headings only for pages an overview lists (the others' outline comes
 *   with their own page code).
 * Guarded by plugins/slim-site-data/slim-site-data.test.ts and the browser tests.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Rspack } from '@rsbuild/core';
import { type PageRecord, pageDataFiles } from './page-files';
import { PAGE_DATA_DIR } from './page-paths';

/** Whether a page keeps its headings in the site data: only pages an overview lists show them. */
export function keepsToc(routePath: string, overviewSections: readonly string[]): boolean {
  return overviewSections.some((section) => routePath.startsWith(section));
}

const NAME = 'pact-toolbox-slim-site-data';

export function pluginSlimSiteData(overviewSections: readonly string[]): RspressPlugin {
  // Latest data per route: a dev rebuild runs extendPageData again.
  const pages = new Map<string, PageRecord>();
  return {
    name: NAME,
    extendPageData(pageData) {
      if (!keepsToc(pageData.routePath, overviewSections)) pageData.toc = [];
      pages.set(pageData.routePath, pageData as unknown as PageRecord);
    },
    builderConfig: {
      tools: {
        rspack: (_config, { isServer, appendPlugins, rspack }) => {
          if (isServer) return;
          // Rspress collects page data while it configures the browser build, before this runs.
          if (pages.size === 0) {
            throw new Error(`${NAME}: no page data had been collected when the browser build was configured. Rspress (${rspressVersion()}) changed when it calls extendPageData; check plugins/slim-site-data against it.`);
          }
          // The objects are complete now (Rspress awaited every plugin's extendPageData).
          const { files, version } = pageDataFiles([...pages.values()]);
          appendPlugins(new rspack.DefinePlugin({ __PAGE_DATA_VERSION__: JSON.stringify(version) }));
          appendPlugins(emitFiles(files));
        },
      },
    },
  };
}

function emitFiles(files: Map<string, string>): Rspack.RspackPluginInstance {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [file, text] of files) compilation.emitAsset(`static/${PAGE_DATA_DIR}/${file}`, new sources.RawSource(text));
        });
      });
    },
  };
}

function rspressVersion(): string {
  return (require('@rspress/core/package.json') as { version: string }).version;
}
