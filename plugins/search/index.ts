/**
 * Search, as one Rspress plugin (`pluginSearch` in rspress.config.ts):
 * - `search` options: our hooks module (remote mode) and code blocks indexed;
 * - build-time constants: the API symbol directory and the remote settings
 *   (searchSetup in setup.ts);
 * - after the build, the written search index is trimmed to what our searcher
 *   reads (trim-index.ts) and, in a two-version site, cut in two (version-split.ts);
 *   `rspress dev` answers the same files from memory (dev-index.ts). Rspress hands plugins the same page objects for the
 *   index and for the site data, so the index file is trimmed once written; its
 *   name (and the hash the pages load it by) stays.
 * The browser half lives in runtime/: the page searcher that replaces Rspress's
 * (wired by plugins/theme-modules/index.ts), the panel wrapper and the hooks module.
 */
import { earlyKeysScript } from './runtime/early-keys';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Env } from '../../config/options';
import { searchSetup } from './setup';
import { type RawPage, trimIndex } from './trim-index';
import { type GlossaryTerm, glossaryTerms, withDefinitionSections } from './glossary-sections';
import { DEFINITION_PAGES } from './runtime/intents';
import { splitIndexFiles } from './version-split';
import { devFileServer } from '../../lib/dev-files';
import { devIndexLookup, type IndexedPage } from './dev-index';

export const SEARCH_PLUGIN_NAME = 'pact-toolbox-search';

export interface SearchPluginOptions {
  /** The generated API folder (docs/api), whose _data/ holds api-gen's symbol directory. */
  apiDir: string;
  /** The npm version's reference in a two-version site (docs/npm/api); absent in a one-version site. */
  npmApiDir?: string;
  /** Another environment than this process's (for tests). */
  env?: Env;
  /** The documents folder, for the definition pages' sources (glossary-sections.ts); without it they get no sections. */
  docsRoot?: string;
}

/** What the index's pages go through before they are trimmed: the definition pages' terms become sections. */
export type PreparePages = <T extends RawPage>(pages: readonly T[]) => T[];

/** The terms of a definition page (DEFINITION_PAGES) read from its source under `docsRoot`, else undefined. */
export function definitionTerms(docsRoot: string): (route: string) => GlossaryTerm[] | undefined {
  return (route) => {
    if (!DEFINITION_PAGES.includes(route)) return undefined;
    const file = ['.mdx', '.md'].map((ext) => path.join(docsRoot, `${route}${ext}`)).find((f) => existsSync(f));
    return file ? glossaryTerms(readFileSync(file, 'utf8')) : undefined;
  };
}

/** Rewrites every search_index*.json under `staticDir` trimmed; returns [file, bytes before, bytes after]. */
export function trimIndexFiles(staticDir: string, prepare: PreparePages = (pages) => [...pages]): [string, number, number][] {
  let files: string[];
  try {
    files = readdirSync(staticDir).filter((f) => /^search_index.*\.json$/.test(f));
  } catch {
    return [];
  }
  return files.map((file) => {
    const full = path.join(staticDir, file);
    const before = readFileSync(full, 'utf8');
    const after = JSON.stringify(trimIndex(prepare(JSON.parse(before))));
    writeFileSync(full, after);
    return [file, Buffer.byteLength(before), Buffer.byteLength(after)];
  });
}

export function pluginSearch(options: SearchPluginOptions): RspressPlugin {
  const setup = searchSetup(options.apiDir, options.env, options.npmApiDir);
  // The pages of the latest dev compile, for the dev server's index files (dev-index.ts); a build writes the files.
  let devPages: readonly IndexedPage[] | undefined;
  const terms = options.docsRoot ? definitionTerms(options.docsRoot) : () => undefined;
  const prepare: PreparePages = (pages) => withDefinitionSections(pages, terms);
  return {
    name: SEARCH_PLUGIN_NAME,
    config(config) {
      return { ...config, search: { ...(typeof config.search === 'object' ? config.search : {}), ...setup.options } };
    },
    // The head script takes Ctrl/Cmd+K, and what is typed after it, before the site's code has loaded (runtime/early-keys.ts).
    builderConfig: {
      source: { define: setup.define },
      html: { tags: [{ tag: 'script', head: true, append: false, children: earlyKeysScript() }] },
      server: devFileServer(devIndexLookup(() => devPages, prepare)),
    },
    modifySearchIndexData(pages, isProd) {
      // A copy of each page as the index has it. Rspress hands the same objects to extendPageData next, where
      // slim-site-data empties `toc` for the site data: kept by reference, the dev index lost the headings of every
      // page outside the overview sections, and search in `rspress dev` could only land on page tops. The plugins that
      // fill these pages for the index (toolkit-ref, install-check) come before this one (plugin.test.ts).
      if (!isProd) devPages = pages.map((page) => ({ ...page })) as unknown as IndexedPage[];
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: no files are written there; the dev server answers the same trimmed, split index
      // from memory (dev-index.ts).
      if (!isProd) return;
      const staticDir = path.join(path.resolve(config.outDir ?? 'doc_build'), 'static');
      trimIndexFiles(staticDir, prepare);
      splitIndexFiles(staticDir);
    },
  };
}
