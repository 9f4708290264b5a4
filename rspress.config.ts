import path from 'node:path';
import { defineConfig, type UserConfig } from '@rspress/core';
import { apiSourceMode, loadApiSidebar } from './config/api-data';
import { type ApiLinksOptions, createReport, loadSymbolTable, remarkApiLinks } from './config/api-links';
import { resolveBase, resolveEditLink } from './config/env';
import { nav } from './config/nav';
import { pluginSlimPageData } from './config/slim-page-data';
import { buildSidebar, OVERVIEW_SECTIONS } from './config/sidebar';
import { SITE } from './config/site';
import { themeModulesPlugin } from './config/theme-modules';
import { withTextOverrides } from './config/texts';
import { pactLanguage } from './grammars/pact';
import { pluginSearch } from './search/plugin';
import { chromeHeadScript } from './theme/chrome/switches';

// Rspress's persistent build cache is keyed on routes, nav and sidebar only: a
// second build with another DOCS_BASE (or a new API symbol table) reuses stale
// site data and compiled pages. Every build starts clean unless asked otherwise.
process.env.RSPRESS_PERSISTENT_CACHE ??= 'false';

const root = path.resolve(__dirname, process.env.DOCS_ROOT || 'docs');
const apiData = path.join(root, 'api/_data');
const base = resolveBase(process.env.DOCS_BASE);
const editLink = resolveEditLink(process.env.DOCS_EDIT_URL, SITE.editLinkText);
const apiLinks: ApiLinksOptions = {
  table: loadSymbolTable(path.join(apiData, 'symbols.json')),
  base,
  strict: process.env.DOCS_STRICT === '1',
  root,
  onUnresolved: createReport(path.join(__dirname, '.cache/api-links-report.json'), apiSourceMode(apiData)),
};

const config: UserConfig = {
  root,
  outDir: process.env.DOCS_OUT_DIR || 'doc_build',
  base,
  title: SITE.title,
  description: SITE.description,
  lang: SITE.lang,
  icon: SITE.icon,
  logo: SITE.logo,
  logoText: SITE.title,
  route: { cleanUrls: true },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    // Our Pact grammar (`pact`, alias `repl`), highlighted at build time.
    // No tokenizing time limit: on a busy machine Shiki's 500 ms default gives up mid-line and builds differ.
    shiki: { langs: ['tsx', 'ts', 'js', pactLanguage], tokenizeTimeLimit: 0 },
    remarkPlugins: [[remarkApiLinks, apiLinks]],
  },
  i18nSource: (source) => withTextOverrides(source, SITE.lang),
  // Search (search/): our searcher over Rspress's index, the symbol directory, remote mode.
  plugins: [pluginSlimPageData(OVERVIEW_SECTIONS), pluginSearch({ apiDir: path.join(root, 'api') })],
  globalUIComponents: [path.join(__dirname, 'theme/global/ReadingProgress.tsx')],
  themeConfig: {
    nav,
    sidebar: buildSidebar(loadApiSidebar(path.join(apiData, 'sidebar.json'))),
    socialLinks: [{ icon: 'github', mode: 'link', content: SITE.repoUrl }],
    footer: { message: SITE.footerMessage },
    lastUpdated: true,
    ...(editLink ? { editLink } : {}),
    enableScrollToTop: true,
    // Rspress 2 types these two but does not implement them; theme/layout/ does.
    // 'auto': the nav bar slides away on scroll down on doc pages (also our default when unset).
    hideNavbar: 'auto',
    enableContentAnimation: true,
    enableAppearanceAnimation: true,
  },
  builderConfig: {
    // Rspress modules our theme cannot override by re-export (config/theme-modules.ts).
    tools: { rspack: (_config, { appendPlugins, rspack }) => appendPlugins(themeModulesPlugin(rspack.NormalModuleReplacementPlugin, __dirname)) },
    html: {
      tags: [{ tag: 'script', head: true, append: false, children: chromeHeadScript() }],
    },
  },
};

export default defineConfig(config);
