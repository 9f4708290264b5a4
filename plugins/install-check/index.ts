/**
 * The install check as an Rspress plugin (`pluginInstallCheck` in rspress.config.ts), for what the site shows of it
 * beyond the install notes: the search index gets the rows of the "Packages on npm" page's two tables (search-text.ts),
 * which components draw and Rspress's index never sees, each in its own section. In `rspress build` and `rspress dev` alike (the hook runs in both);
 * list it before the search plugin, which keeps the dev index's pages by reference.
 */
import { readFileSync } from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { THEME_TEXTS } from '../../config/texts';
import { INSTALL_DATA } from './runtime/install-data';
import { PUBLISHED_ROWS } from './runtime/published-rows';
import { declarationLines, formatRows, formatSummary } from './runtime/package-formats';
import { FORMATS_SECTION, FORMATS_TAG, formatRowsText, packageRowsText, TABLE_SECTION, TABLE_TAG, withSectionText } from './search-text';

export const INSTALL_CHECK_PLUGIN_NAME = 'pact-toolbox-install-check';

/** A page's source, or '' when it cannot be read (then it draws no table). */
function sourceOf(file: unknown): string {
  if (typeof file !== 'string') return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function pluginInstallCheck(): RspressPlugin {
  return {
    name: INSTALL_CHECK_PLUGIN_NAME,
    modifySearchIndexData(pages) {
      const npmText = packageRowsText(PUBLISHED_ROWS, THEME_TEXTS.ptPackagesNotOnNpm);
      const lines = declarationLines(formatSummary(PUBLISHED_ROWS), INSTALL_DATA);
      const formatsText = formatRowsText(formatRows(PUBLISHED_ROWS), lines);
      for (const page of pages) {
        const source = sourceOf((page as { _filepath?: unknown })._filepath);
        if (source.includes(TABLE_TAG)) Object.assign(page, withSectionText(page, npmText, TABLE_SECTION));
        if (source.includes(FORMATS_TAG)) Object.assign(page, withSectionText(page, formatsText, FORMATS_SECTION));
      }
    },
  };
}
