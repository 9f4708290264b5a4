/**
 * Markdown for AI assistants, from Rspress's own SSG-MD pass (the `llms`
 * option, experimental in 2.0.22): `llms.txt` (one line per page),
 * `llms-full.txt` (every page) and a `.md` twin beside every page. A guide
 * page's twin is rendered from the same MDX as its HTML; an API page's twin is
 * the markdown api-gen wrote for it (runtime/api-twin.ts), so that pass
 * compiles only the guide (md-routes.ts, runtime/md-entry.ts): the same text,
 * without a third compile of every API page. Links between pages are absolute
 * (through `siteOrigin`) and point at the twins. The SSG-MD pass skips our
 * remark plugins and leaves a few site-relative links, so the emitted files
 * are finished after the build (./links.ts): `api:` links resolved, every link
 * absolute, signatures as code.
 *
 * The "Copy page as markdown" button under each page title is Rspress's too;
 * its label is `copyMarkdownText` in config/texts.ts. We turn off:
 * - the view-options menu beside it (its trigger button has no accessible
 *   name, and it only links to outside chat services);
 * - the hidden "For AI agents: …" paragraph Rspress puts first on every page,
 *   which screen readers would read out before the navigation. The page's
 *   `<link rel="alternate" type="text/markdown">` comes from
 *   plugins/link-previews/ instead.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { SymbolTable } from '../api-links/index';
import { absoluteUrl, type SiteUrl } from '../../config/env';
import { type ModuleReplacement, themeModulesPlugin } from '../theme-modules';
import { finishTwin } from './links';
import type { ToolkitCommits } from '../toolkit-ref/fill';
import { markdownTwinPath } from './twins';
import { API_SOURCES_MODULE, markdownPassModules } from './md-routes';
import { lazyWithPreloadPath } from '../route-groups';
import type { RouteInfo } from '../route-groups/modules';

/** Rspress's name for the build that renders the markdown twins. */
export const MARKDOWN_PASS_ENVIRONMENT = 'node_md';

/** The menu is off (`viewOptions: false` below), where Rspress renders nothing: its module is swapped for a component that renders nothing, so its code, chat-service icons and styles leave the first load. */
export const VIEW_OPTIONS_REPLACEMENT: ModuleReplacement = {
  importer: 'components/Llms',
  request: './LlmsViewOptions.js',
  to: 'plugins/llms/runtime/LlmsViewOptions.tsx',
  why: 'the view-options menu is turned off; Rspress renders nothing for it but ships its code to every page',
};

/** The "Copy page as markdown" button sits under the page title; the outline's rows (runtime/LlmsOutlineRows.tsx) then render nothing. */
export const LLMS_UI_PLACEMENT = 'title';

/**
 * @param workDir where this build's markdown-pass modules are written (./md-routes.ts)
 */
export function pluginLlms(options: { site: SiteUrl; base: string; table: SymbolTable; commits: ToolkitCommits; projectRoot: string; workDir: string }): RspressPlugin {
  let passDir: string | undefined;
  const twinUrl = (route: string) => {
    const [page, hash] = route.split('#');
    return absoluteUrl(options.site, markdownTwinPath(page)) + (hash ? `#${hash}` : '');
  };
  return {
    name: 'pact-toolbox-llms',
    routeGenerated(routes) {
      passDir = path.join(options.workDir, 'markdown-pass');
      mkdirSync(passDir, { recursive: true });
      for (const [file, code] of markdownPassModules(routes as unknown as RouteInfo[], lazyWithPreloadPath())) writeFileSync(path.join(passDir, file), code);
    },
    builderConfig: {
      tools: {
        rspack: (config, { appendPlugins, rspack, isServer, environment }) => {
          appendPlugins(themeModulesPlugin(rspack.NormalModuleReplacementPlugin, options.projectRoot, isServer, [VIEW_OPTIONS_REPLACEMENT]));
          if (environment.name !== MARKDOWN_PASS_ENVIRONMENT) return;
          if (!passDir) throw new Error('pact-toolbox-llms: the markdown pass was configured before Rspress reported its routes (routeGenerated). Rspress changed its order; check plugins/llms/md-routes.ts against it.');
          // The guide's routes only; the API pages' twins come from their markdown (runtime/md-entry.ts).
          config.resolve ??= {};
          config.resolve.alias = {
            ...(config.resolve.alias as Record<string, string>),
            'virtual-routes': path.join(passDir, 'routes.js'),
            [API_SOURCES_MODULE]: path.join(passDir, 'sources.js'),
          };
          config.entry = { index: path.join(options.projectRoot, 'plugins/llms/runtime/md-entry.ts') };
        },
      },
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: the twins and llms.txt are rewritten in the output folder, which the dev server does not write.
      if (!isProd) return;
      const outDir = path.resolve(options.projectRoot, config.outDir ?? 'doc_build');
      const files = readdirSync(outDir, { recursive: true })
        .map(String)
        .filter((rel) => rel.endsWith('.md') || rel === 'llms-full.txt');
      for (const rel of files) {
        const file = path.join(outDir, rel);
        const before = readFileSync(file, 'utf8');
        const after = finishTwin(before, { table: options.table, base: options.base, commits: options.commits, twinUrl, fileUrl: (pathname) => absoluteUrl(options.site, pathname) });
        if (after !== before) writeFileSync(file, after);
      }
    },
    config(config) {
      return {
        ...config,
        llms: true,
        themeConfig: { ...config.themeConfig, llmsUI: { placement: LLMS_UI_PLACEMENT, viewOptions: false, injectLlmsHint: false } },
      };
    },
  };
}
