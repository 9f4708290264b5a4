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
}

export const THEME_MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [
  {
    importer: 'components/Search',
    request: './logic/search.js',
    to: 'search/runtime/PageSearcher.ts',
    why: 'a failed search index fetch leaves an empty index instead of an error state, so every query shows the no-results texts',
  },
  {
    importer: 'logic',
    request: '../components/Search/logic/search.js',
    to: 'search/runtime/PageSearcher.ts',
    why: 'the same searcher behind the exported useFullTextSearch hook',
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
  { themeDir, projectRoot, replacements = THEME_MODULE_REPLACEMENTS }: { themeDir: string; projectRoot: string; replacements?: readonly ModuleReplacement[] },
): string | undefined {
  const hit = replacements.find((r) => r.request === request && path.resolve(themeDir, r.importer) === path.resolve(context));
  return hit ? path.join(projectRoot, hit.to) : undefined;
}

type ReplacementPluginClass = new (
  resourceRegExp: RegExp,
  newResource: (data: { context?: string; request: string }) => void,
) => RspackPluginInstance;

/** One NormalModuleReplacementPlugin covering every entry of THEME_MODULE_REPLACEMENTS. */
export function themeModulesPlugin(Plugin: ReplacementPluginClass, projectRoot: string): RspackPluginInstance {
  const themeDir = rspressThemeDir();
  const requests = new Set(THEME_MODULE_REPLACEMENTS.map((r) => r.request));
  const escaped = [...requests].map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new Plugin(new RegExp(`^(?:${escaped.join('|')})$`), (data) => {
    const target = data.context ? replacementFor(data.context, data.request, { themeDir, projectRoot }) : undefined;
    if (target) data.request = target;
  });
}
