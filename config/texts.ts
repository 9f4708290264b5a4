import { SITE } from './site';

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
};

type I18nSource = Record<string, Record<string, string>>;

/** Merges our English texts into Rspress's i18n table, keeping its other languages. */
export function withTextOverrides(source: I18nSource, lang = 'en'): I18nSource {
  const merged: I18nSource = { ...source };
  for (const [key, text] of Object.entries(TEXT_OVERRIDES)) merged[key] = { ...source[key], [lang]: text };
  return merged;
}
