import { SITE } from './site';

type I18nSource = Record<string, Record<string, string>>;

/**
 * Our own texts, shown or announced by the theme (theme/) and the search panel
 * (plugins/search/runtime/): accessible names of landmarks and icon-only controls, and
 * the result labels. Read in the browser through lib/runtime/useText.ts, so a site
 * with other languages gives each its own (its i18nSource); a language without
 * one falls back to these. `{{name}}` is filled in by the caller.
 */
export const THEME_TEXTS = {
  /** The first tab stop of every page, shown when focused: it moves focus to the page's main content (theme/SkipLink/). */
  ptSkipLink: 'Skip to content',
  /** The sidebar `<aside>` of a doc page. */
  ptSidebarLandmark: 'Sidebar',
  /** The outline `<aside>` of a doc page. */
  ptOutlineLandmark: 'On this page',
  /** The icon-only search button of narrow screens. */
  ptSearchButton: 'Search',
  /** The icon-only light/dark theme switch of the nav bar. */
  ptThemeSwitch: 'Switch between light and dark theme',
  /** An icon-only social link: "Pact Toolbox on GitHub". */
  ptSocialLink: '{{site}} on {{network}}',
  /** An icon-only link with a custom icon: "Pact Toolbox (external link)". */
  ptExternalLink: '{{site}} (external link)',
  /** The same, on a site without a title. */
  ptExternalLinkUntitled: 'External link',
  /** The open search panel, a dialog (plugins/search/runtime/combobox.ts). */
  ptSearchDialog: 'Search the docs',
  /** Its input, a combobox. */
  ptSearchField: 'Search for',
  /** Its list of results. */
  ptSearchResults: 'Search results',
  /** Its close icon while a query is typed (it clears the query), and while none is (it closes the panel). */
  ptSearchClear: 'Clear the search',
  ptSearchClose: 'Close search',
  /** The search panel's line when the search index could not be downloaded (plugins/search/runtime/NoSearchResult.tsx); the next search retries. */
  ptSearchIndexFailed: 'Search could not load its index. Check your connection and search again.',
  /** The button under that line: searches again for what the field holds, which downloads the index again (plugins/search/runtime/search-again.ts). */
  ptSearchRetry: 'Search again',
  /** The search panel's line (and live region) while a typed query waits for the index to arrive (plugins/search/runtime/loading-sign.ts). */
  ptSearchLoading: 'Loading the search index. Results follow as soon as it arrives.',
  /** The label of a search result on a guide page. */
  ptGuideResult: 'Guide',
  /** The label of a search result in the API reference. */
  ptApiResult: 'API',
  /** The search panel's filter chips (plugins/search/runtime/ScopeChips.tsx): the group's names, then each chip. */
  ptScopeGroup: 'Show results from',
  ptScopeKindGroup: 'API kind',
  ptScopeAll: 'All',
  ptScopeGuide: 'Guide',
  ptScopeApi: 'API',
  ptScopeAnyKind: 'Any kind',
  ptScopeClass: 'Classes',
  ptScopeInterface: 'Interfaces',
  ptScopeFunction: 'Functions',
  ptScopeType: 'Types',
  ptScopeVariable: 'Variables',
  /** The column headings of the published-packages table (theme/components/PublishedPackages.tsx). */
  ptPackagesPackage: 'Package',
  ptPackagesOnNpm: 'On npm',
  ptPackagesNotes: 'Notes',
  /** In a two-version site, the link from a package's row to its change page (plugins/versions/). */
  ptPackagesChanges: 'What changed on main',
  /** The same link when the change page found nothing: the release exports what main exports, alike. */
  ptPackagesAlike: 'Same exports as main',
  /** Its cell for a package that is not on npm. */
  ptPackagesNotOnNpm: 'No (404)',
  /** The Introduction's package diagram, as a scrollable group (theme/components/PackageLayers.tsx). */
  ptPackageLayers: 'How the packages fit together',
  /** The breadcrumb trail's landmark above a doc page's title (theme/Breadcrumbs/). */
  ptBreadcrumbs: 'Breadcrumb',
  /** The 404 page: a line under the title, its search button, and its links into the guide and the API reference. */
  ptNotFoundHint: 'The page may have moved or been renamed. Search for it, or start again from the guide or the API reference.',
  ptNotFoundSearch: 'Search the docs',
  ptNotFoundGuide: 'Read the guide',
  ptNotFoundApi: 'Browse the API reference',
} as const;

export type ThemeTextKey = keyof typeof THEME_TEXTS;

/** Gives one of our texts, `{{name}}`s filled in from params. */
export type TextLookup = (key: ThemeTextKey, params?: Record<string, string>) => string;

/** Looks one of our texts up in an i18n table for a language, falling back to English; fills `{{name}}`. */
export function themeText(table: I18nSource, lang: string, key: ThemeTextKey, params: Record<string, string> = {}): string {
  const text = table[key]?.[lang] ?? THEME_TEXTS[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Reader-facing English texts that differ from the Rspress defaults: the 404 page, the outline, the overview filter, search's no-results lines. */
export const TEXT_OVERRIDES: Record<string, string> = {
  outlineTitle: SITE.outlineTitle,
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  editLinkText: SITE.editLinkText,
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Enter keyword',
  'overview.filterNoResultText': 'No matching API found',
  // The panel renders `${searchNoResultsText} "<query>"` (the query as text): 'No results for "<query>"'.
  searchNoResultsText: 'No results for',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  // The button under each page title that copies the page's markdown twin (plugins/llms/).
  copyMarkdownText: 'Copy page as markdown',
  ...THEME_TEXTS,
};

/** Merges our English texts into Rspress's i18n table, keeping its other languages. */
export function withTextOverrides(source: I18nSource, lang = 'en'): I18nSource {
  const merged: I18nSource = { ...source };
  for (const [key, text] of Object.entries(TEXT_OVERRIDES)) merged[key] = { ...source[key], [lang]: text };
  return merged;
}

/** Our reader-facing texts over Rspress's (withTextOverrides), as an Rspress plugin. */
export function pluginThemeTexts(lang: string): import('@rspress/core').RspressPlugin {
  return { name: 'pact-toolbox-theme-texts', i18nSource: (source) => withTextOverrides(source, lang) };
}
