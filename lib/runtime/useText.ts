/**
 * Our own texts (config/texts.ts THEME_TEXTS) in the page's language: the
 * site's i18n table (Rspress's `i18nSource`, where rspress.config.ts merges them
 * in) when it has the text for that language, else the English default. Unlike
 * Rspress's useI18n it never throws for a key the table lacks, so a site built
 * with this theme but without our texts (the test fixture sites) still works.
 */
import { useLang } from '@rspress/core/runtime';
import { useCallback } from 'react';
import i18nText from 'virtual-i18n-text';
import { type TextLookup, themeText } from '../../config/texts';

export function useText(): TextLookup {
  const lang = useLang();
  return useCallback((key, params) => themeText(i18nText, lang, key, params), [lang]);
}
