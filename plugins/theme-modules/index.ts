/**
 * Rspress internals the theme override cannot reach by re-exporting: modules that
 * Rspress's own components import by a relative path rather than through
 * `@rspress/core/theme`. Each entry swaps one such import for our module at build
 * time. Keep this list short: everything else belongs in theme/index.tsx.
 */
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

type RspackPluginInstance = Rspack.RspackPluginInstance;

export interface ModuleReplacement {
  /** Folder of the importing Rspress module, relative to `@rspress/core/dist/theme`. */
  importer: string;
  /** The import request exactly as Rspress writes it. */
  request: string;
  /** Our module, relative to the project root. */
  to: string;
  /** Why the replacement exists. */
  why: string;
  /** Only in the browser build; the static render keeps Rspress's module. */
  browserOnly?: boolean;
}

export const THEME_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [
  {
    importer: 'components/Search',
    request: './logic/search.js',
    to: 'plugins/search/runtime/PageSearcher.ts',
    why: 'a failed search index fetch answers the query with no results, marked as a failure, instead of an error state that lasts until a reload; the next query downloads again',
  },
  {
    importer: 'components/Search',
    request: './NoSearchResult.js',
    to: 'plugins/search/runtime/NoSearchResult.tsx',
    why: 'when the search index could not be downloaded, the panel says so instead of "No results for …"',
  },
  {
    importer: 'logic',
    request: '../components/Search/logic/search.js',
    to: 'plugins/search/runtime/PageSearcher.ts',
    why: 'the same searcher behind the exported useFullTextSearch hook',
  },
  {
    importer: 'components/Search',
    request: './logic/providers/LocalProvider.js',
    to: 'plugins/search/runtime/panel-index-url.ts',
    why: 'the search panel reads only the index address, for a prefetch link that downloaded the index a second time: it gets none (our searcher downloads the index once); the flexsearch provider would also bring flexsearch and every page\'s data into the first load',
  },
  {
    importer: 'components/NavScreen',
    request: './NavScreenLangs.js',
    to: 'theme/Nav/NavScreenChoices.tsx',
    why: 'the phone menu\'s language chooser renders nothing on a one-language site, but ships its code and styles to every page',
  },
  {
    importer: 'components/NavHamburger',
    request: '../NavScreen/NavScreenLangs.js',
    to: 'theme/Nav/NavScreenChoices.tsx',
    why: 'the same chooser, as the menu button imports it',
  },
  {
    importer: 'components/NavScreen',
    request: './NavScreenVersions.js',
    to: 'theme/Nav/NavScreenChoices.tsx',
    why: 'the phone menu\'s version chooser renders nothing on a site without versions, but ships its code and styles to every page',
  },
  {
    importer: 'components/NavScreen',
    request: 'body-scroll-lock',
    to: 'theme/lazy/body-scroll-lock.ts',
    why: 'the phone menu locks the page\'s scroll with a library every page loaded; it now loads when the menu first opens',
    browserOnly: true,
  },
  {
    importer: 'components/SidebarMenu',
    request: 'body-scroll-lock',
    to: 'theme/lazy/body-scroll-lock.ts',
    why: 'the same library, as the phone sidebar drawer imports it',
    browserOnly: true,
  },
  {
    importer: 'logic',
    request: 'copy-to-clipboard',
    to: 'theme/lazy/copy-to-clipboard.ts',
    why: 'the copy buttons\' fallback when the Clipboard API refuses; it now loads only then',
    browserOnly: true,
  },
  {
    importer: '../runtime',
    request: './initPageData.js',
    to: 'plugins/slim-site-data/runtime/initPageData.ts',
    why: 'the current page\'s data comes from its own file instead of a list of every page in the first load (plugins/slim-site-data)',
    browserOnly: true,
  },
  {
    importer: '../runtime/hooks',
    request: './usePages.js',
    to: 'plugins/slim-site-data/runtime/usePages.ts',
    why: 'the page list (read only by the Overview) is loaded by overview pages instead of shipped to every page',
    browserOnly: true,
  },
  {
    importer: '../runtime',
    request: './hooks/usePages.js',
    to: 'plugins/slim-site-data/runtime/usePages.ts',
    why: 'the same hook as exported from @rspress/core/runtime',
    browserOnly: true,
  },
  {
    importer: '../runtime',
    request: './route.js',
    to: 'plugins/route-groups/runtime/route.ts',
    why: 'routes load in groups when needed instead of one table of every route in the first load (plugins/route-groups)',
    browserOnly: true,
  },
  {
    importer: '../runtime/hooks',
    request: '../route.js',
    to: 'plugins/route-groups/runtime/route.ts',
    why: 'the same route lookup, as the active-link matcher imports it',
    browserOnly: true,
  },
];

/** The Rspress theme folder, `…/@rspress/core/dist/theme`. */
export function rspressThemeDir(): string {
  return path.dirname(require.resolve('@rspress/core/theme-original'));
}

/** The absolute path our module replaces `request` with when `context` imports it, or undefined. */
export function replacementFor(
  context: string,
  request: string,
  { themeDir, projectRoot, replacements = THEME_MODULE_REPLACEMENTS, isServer = false }: { themeDir: string; projectRoot: string; replacements?: readonly ModuleReplacement[]; isServer?: boolean },
): string | undefined {
  const hit = replacements.find((r) => r.request === request && !(isServer && r.browserOnly) && path.resolve(themeDir, r.importer) === path.resolve(context));
  return hit ? path.join(projectRoot, hit.to) : undefined;
}

type ReplacementPluginClass = new (
  resourceRegExp: RegExp,
  newResource: (data: { context?: string; request: string }) => void,
) => RspackPluginInstance;

/** One NormalModuleReplacementPlugin covering every entry of `replacements` (by default THEME_MODULE_REPLACEMENTS; plugins pass their own). */
export function themeModulesPlugin(Plugin: ReplacementPluginClass, projectRoot: string, isServer = false, replacements: readonly ModuleReplacement[] = THEME_MODULE_REPLACEMENTS): RspackPluginInstance {
  const themeDir = rspressThemeDir();
  const requests = new Set(replacements.map((r) => r.request));
  const escaped = [...requests].map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new Plugin(new RegExp(`^(?:${escaped.join('|')})$`), (data) => {
    const target = data.context ? replacementFor(data.context, data.request, { themeDir, projectRoot, isServer, replacements }) : undefined;
    if (target) data.request = target;
  });
}

/** A plugin's own module swaps as an Rspress plugin (both the browser build and the static render). */
export function pluginModuleSwaps(name: string, projectRoot: string, replacements: readonly ModuleReplacement[]): import('@rspress/core').RspressPlugin {
  return {
    name,
    builderConfig: {
      tools: { rspack: (_config, { appendPlugins, rspack, isServer }) => appendPlugins(themeModulesPlugin(rspack.NormalModuleReplacementPlugin, projectRoot, isServer, replacements)) },
    },
  };
}

/** The replacements above as an Rspress plugin (both the browser build and the static render). */
export function pluginThemeModules(projectRoot: string): import('@rspress/core').RspressPlugin {
  return {
    name: 'pact-toolbox-theme-modules',
    builderConfig: {
      tools: { rspack: (_config, { appendPlugins, rspack, isServer }) => appendPlugins(themeModulesPlugin(rspack.NormalModuleReplacementPlugin, projectRoot, isServer)) },
    },
  };
}
