/** Reader-facing texts that differ from the Rspress defaults (SPEC §2, §8). */
export const i18nOverrides = {
  outlineTitle: { en: 'ON THIS PAGE' },
  notFoundText: { en: 'PAGE NOT FOUND' },
  takeMeHomeText: { en: 'Take me home' },
  'overview.filterNameText': { en: 'Filter' },
  'overview.filterPlaceholderText': { en: 'Enter keyword' },
  'overview.filterNoResultText': { en: 'No matching API found' },
};
