import path from 'node:path';
import { defineConfig, type UserConfig } from '@rspress/core';
import { apiSourceMode, loadApiSidebar } from './api-gen/sidebar-data';
import { type ApiLinksOptions, createReport, loadSymbolTable, otherApiVersion, pluginApiLinks } from './plugins/api-links/index';
import { loadMainNames } from './config/main-api-names';
import { resolveEditLink } from './config/env';
import { options } from './config/options';
import { settingOrExit } from './lib/settings';
import { apiDataDir, dataFile, npmApiDataDir } from './api-gen/data-files';
import { loadCliDefinition } from './api-gen/guide-pages';
import { pactSyntaxProblems } from './plugins/facts/pact-syntax';
import { pluginKnownIssues } from './plugins/known-issues/index';
import { errorEntryOptions } from './plugins/facts/error-entries';
import { pluginFacts } from './plugins/facts/index';
import { pluginToolkitRef } from './plugins/toolkit-ref/index';
import { TOOLKIT_MAIN_AHEAD, TOOLKIT_PIN } from './config/toolkit-pin';
import { pluginPageSyntax } from './plugins/page-syntax/index';
import type { FactsOptions } from './plugins/facts/remark-facts';
import { factsExpected, factsReportLine } from './plugins/facts/report';
import { createPageReport } from './lib/page-report';
import { nav } from './config/nav';
import { pluginSampleCheck } from './plugins/samples/index';
import { pluginRunSamples } from './plugins/run-samples/index';
import { pluginApiExamples } from './plugins/api-examples/index';
import { buildSidebar, loadsWithItsPages, OVERVIEW_SECTIONS } from './config/sidebar';
import { SITE } from './config/site';
import { pluginThemeModules } from './plugins/theme-modules/index';
import { pluginThemeTexts } from './config/texts';
import { pactLanguage } from './grammars/pact';
import { pluginSearch } from './plugins/search/index';
import { pluginInstallCheck } from './plugins/install-check/index';
import { pluginPaintFirst } from './plugins/paint-first';
import { pluginInlineCode } from './plugins/inline-code';
import { pluginStackedTables } from './plugins/stacked-tables';
import { pluginLinkPreviews } from './plugins/link-previews';
import { pluginDeadLinks } from './plugins/dead-links';
import { pluginChromeSwitches } from './plugins/chrome-switches';
import { pluginChunkFiles } from './plugins/chunk-files';
import { pluginCsp } from './plugins/csp';
import { searchOrigin } from './plugins/csp/policy';
import { pluginIconSprite } from './plugins/icon-sprite';
import { pluginImageZoom } from './plugins/image-zoom';
import { pluginLlms } from './plugins/llms';
import { pluginReadingProgress } from './plugins/reading-progress';
import { pluginRedirects } from './plugins/redirects';
import { pluginRouteGroups } from './plugins/route-groups';
import { pluginSitemap } from './plugins/sitemap';
import { pluginSourcePages } from './plugins/source-pages';
import { pluginTerseHead } from './plugins/terse-head';
import { pluginSlimSiteData } from './plugins/slim-site-data';
import { pluginLightHead } from './plugins/light-head';
import { canonicalOf, pluginVersions } from './plugins/versions';
import { pluginSlashSearch } from './plugins/slash-search';
import { pluginPackageFilter } from './plugins/package-filter';
import { pluginLastUpdated } from './plugins/last-updated';

// Rspress's persistent build cache is keyed on routes, nav and sidebar only: a
// second build with another DOCS_BASE (or a new API symbol table) reuses stale
// site data and compiled pages. Every build starts clean unless asked otherwise.
process.env.RSPRESS_PERSISTENT_CACHE = options.persistentCache;

const root = path.resolve(__dirname, options.docsRoot);
const apiData = apiDataDir(root);
const apiSource = apiSourceMode(apiData);
// A two-version site: the npm releases' reference beside main's (docs/npm/api/, written by api-gen when it had the toolkit's source).
const npmApiData = npmApiDataDir(root);
// A bad DOCS_BASE or DOCS_SITE_URL ends the build in one line naming it (lib/settings.ts).
const base = settingOrExit('rspress.config.ts', () => options.base());
// The public address (DOCS_SITE_URL; unset: npm run serve's) for canonical links, previews, sitemap, llms.txt.
const site = settingOrExit('rspress.config.ts', () => options.siteUrl());
// Remote search's settings are read here first, so a bad one ends the build the same way (plugins read them again).
const remoteSearch = settingOrExit('rspress.config.ts', () => options.remoteSearch());
const editLink = resolveEditLink(options.editUrl, SITE.editLinkText);
const { strict } = options;
// The one toolkit commit of the whole site (.github/pact-toolbox-ref), and the newer main commit "Coming on main" notes describe.
const commits = { pin: TOOLKIT_PIN, mainAhead: TOOLKIT_MAIN_AHEAD };
// The version this build does not document: a guide link to one of its names is a note, a link to a name in no version fails.
const otherApi = otherApiVersion(npmApiData ? loadSymbolTable(dataFile(npmApiData, 'symbols')) : undefined, loadMainNames(__dirname));
const apiLinks: ApiLinksOptions = {
  table: loadSymbolTable(dataFile(apiData, 'symbols')),
  base,
  strict,
  root,
  other: otherApi,
  onUnresolved: createReport(path.join(__dirname, '.cache/api-links-report.json'), apiSource, undefined, otherApi?.label),
};
// Stated facts: Pact blocks parse, CLI commands and flags exist, documented keys exist (plugins/facts/).
const facts: FactsOptions = {
  root,
  strict: apiLinks.strict,
  symbols: apiLinks.table,
  cli: loadCliDefinition(dataFile(apiData, 'cli')),
  parsePact: pactSyntaxProblems,
  onProblems: createPageReport(path.join(__dirname, '.cache/facts-report.json'), apiSource, factsReportLine(apiSource), undefined, factsExpected(apiSource)),
  errorEntries: errorEntryOptions(apiData, path.join(__dirname, 'config/errors')),
};
// A two-version site's npm error reference, checked against the npm API it documents.
const npmFacts: FactsOptions[] = npmApiData
  ? [{ ...facts, symbols: loadSymbolTable(dataFile(npmApiData, 'symbols')), errorEntries: errorEntryOptions(npmApiData, path.join(__dirname, 'config/errors')) }]
  : [];
// Every ts/tsx/js fence of the guide is compiled against the documented API and rendered with hover types (plugins/samples/).
const samples = pluginSampleCheck({ dataDir: apiData, projectDir: __dirname, root, strict, reportFile: path.join(__dirname, '.cache/samples-report.json') });
// Built from a toolkit checkout, the guide's network samples run against a local Chainweb stand-in; "What this sends" under each (plugins/run-samples/).
const runSamples = pluginRunSamples({ root, dataDir: apiData, projectDir: __dirname, toolkitRepo: options.toolkitRepo, strict, reportFile: path.join(__dirname, '.cache/run-samples-report.json') });
// Every `@example` of the API reference (both versions) is compiled against that version's declarations with the same checker (plugins/api-examples/).
const apiExamples = pluginApiExamples({ root, dataDir: apiData, npmDataDir: npmApiData, projectDir: __dirname, toolkitRepo: options.toolkitRepo, reportFile: path.join(__dirname, '.cache/api-examples-report.json') });

const outDir = options.outDir;
// Generated files a plugin keeps during one build: one folder per output folder, so builds side by side do not meet.
const buildWorkDir = (plugin: string) => path.join(__dirname, '.cache', plugin, path.resolve(outDir).replace(/[^a-z0-9]+/gi, '_'));

const config: UserConfig = {
  root,
  outDir,
  base,
  siteOrigin: site.origin,
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
  },
  // No table of every output file after a build (1,600 lines): `npm run bench` reports the output size.
  builderConfig: { performance: { printFileSize: false } },
  // Rspress's zoom loads medium-zoom on every page; ours only where a page has an image (plugins/image-zoom/).
  mediumZoom: false,
  // One named plugin per feature; CONTRIBUTING.md maps each to its files, WORKAROUNDS.md lists where they go around Rspress.
  plugins: [
    // A page that does not parse fails at its file, line and column (plugins/page-syntax/), before Rspress's MDX loader.
    pluginPageSyntax(root),
    // A dead link is shown at its file, line and column with the nearest routes; Rspress still fails on it (plugins/dead-links/).
    pluginDeadLinks({ docsRoot: root, projectRoot: __dirname }),
    // The guide's checks and links, in this order: stated facts on the page as written (plugins/facts/), the toolkit
    // commit and `toolkit:` source links filled in from the pin (plugins/toolkit-ref/), `api:` links (plugins/api-links/index.ts).
    pluginFacts(facts, npmFacts),
    // Every "Known issue" box on one page, /known-issues (plugins/known-issues/), filled by the plugins below like any page.
    pluginKnownIssues({ docsRoot: root }),
    pluginToolkitRef({ commits, root }),
    pluginApiLinks(apiLinks),
    // Our texts over Rspress's (config/texts.ts), Rspress modules swapped for ours (plugins/theme-modules/index.ts).
    pluginThemeTexts(SITE.lang),
    pluginThemeModules(__dirname),
    // The browser sets the title and five tags after a client-side navigation itself, without unhead (plugins/light-head/).
    pluginLightHead(__dirname),
    // Reader behaviour: the ?navbar=0… switches before first paint, the reading progress bar.
    pluginChromeSwitches(),
    pluginReadingProgress(),
    pluginImageZoom(),
    // "Last Updated" as a date, not a time to the second; takes the place of Rspress's own plugin (plugins/last-updated/).
    pluginLastUpdated(root),
    // Rspress's icons from one cached sprite file, not inline on every page (plugins/icon-sprite/).
    pluginIconSprite({ projectRoot: __dirname, base }),
    // Inline code does not break inside a flag or a package name (plugins/inline-code/).
    pluginInlineCode(),
    // Tables of named things become entries on a phone, guide and API reference alike (plugins/stacked-tables/).
    pluginStackedTables(),
    // Each page's data in its own file, not one list in every first load (plugins/slim-site-data/).
    pluginSlimSiteData({ overviewSections: OVERVIEW_SECTIONS, splitSidebar: loadsWithItsPages, workDir: buildWorkDir('slim-site-data') }),
    // Routes in groups loaded when needed (plugins/route-groups/), async chunks named by id (plugins/chunk-files/):
    // the first load stays the same size however many pages the site has.
    pluginRouteGroups(path.join(__dirname, '.cache/route-groups')),
    pluginChunkFiles(),
    // The entry scripts start after the first paint; no route-chunk preload competes with the text (plugins/paint-first/).
    pluginPaintFirst({ projectRoot: __dirname }),
    samples,
    runSamples,
    apiExamples,
    // Two versions of the API reference (main and the npm releases): the version menu and its data (plugins/versions/).
    pluginVersions({ docsRoot: root, site }),
    // The "Packages on npm" table's rows in the search index, which never sees the component drawing them (install-check/).
    pluginInstallCheck(),
    // Search (search/): our searcher over Rspress's index, the symbol directory, remote mode.
    pluginSearch({ apiDir: path.join(root, 'api'), npmApiDir: path.join(root, 'npm', 'api'), docsRoot: root }),
    // `/` opens search on every page, not while typing in a field; the search button says so (plugins/slash-search/).
    pluginSlashSearch(),
    // Package pages narrowed by a filter box, loaded only where a page has one (plugins/package-filter/).
    pluginPackageFilter(),
    // plugins/: markdown twins and llms.txt, link previews, sitemap + robots.txt, redirect pages.
    pluginLlms({ site, base, table: apiLinks.table, commits, projectRoot: __dirname, workDir: buildWorkDir('llms') }),
    pluginLinkPreviews(site, SITE.title, canonicalOf(root)),
    pluginSitemap({ site, projectRoot: __dirname, toolkitRepo: options.toolkitRepo }),
    pluginRedirects({ site, base, lang: SITE.lang, projectRoot: __dirname }),
    // The published releases' TypeScript source, one static page per file, where "Defined in" links (plugins/source-pages/).
    pluginSourcePages({ docsRoot: root, projectRoot: __dirname }),
    // Every inline <head> script minified; after every plugin that adds one (plugins/terse-head/).
    pluginTerseHead(),
    // Last: each HTML file's Content-Security-Policy, hashed from its final inline scripts (plugins/csp/).
    pluginCsp({ projectRoot: __dirname, connectOrigins: [searchOrigin(remoteSearch?.apiUrl)].filter((o) => o !== undefined) }),
  ],
  themeConfig: {
    nav,
    sidebar: buildSidebar(loadApiSidebar(dataFile(apiData, 'sidebar')), npmApiData ? loadApiSidebar(dataFile(npmApiData, 'sidebar')) : undefined),
    socialLinks: [{ icon: 'github', mode: 'link', content: SITE.repoUrl }],
    footer: { message: SITE.footerMessage },
    // Off here so Rspress adds no plugin of its own (it prints the time to the second); plugins/last-updated/ sets
    // each page's date and switches this back on for the LastUpdated component.
    lastUpdated: false,
    ...(editLink ? { editLink } : {}),
    enableScrollToTop: true,
    // Rspress 2 types these two but does not implement them; theme/Nav/ and theme/Layout/ do.
    // 'auto': the nav bar slides away on scroll down on doc pages (also our default when unset).
    hideNavbar: 'auto',
    enableContentAnimation: true,
    enableAppearanceAnimation: true,
  },
};

export default defineConfig(config);
