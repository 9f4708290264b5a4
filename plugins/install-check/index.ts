/**
 * The install check as an Rspress plugin (`pluginInstallCheck` in rspress.config.ts), for what the site shows of it
 * beyond the install notes: the search index gets the rows of the "Packages on npm" table (search-text.ts), which a
 * component draws and Rspress's index never sees. In `rspress build` and `rspress dev` alike (the hook runs in both);
 * list it before the search plugin, which keeps the dev index's pages by reference.
 */
import { readFileSync } from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { THEME_TEXTS } from '../../config/texts';
import { PUBLISHED_ROWS } from './runtime/published-rows';
import { packageRowsText, TABLE_TAG, withTableText } from './search-text';

export const INSTALL_CHECK_PLUGIN_NAME = 'pact-toolbox-install-check';

/** Whether a page's source draws the table; a page whose source cannot be read does not. */
function drawsTable(file: unknown): boolean {
  if (typeof file !== 'string') return false;
  try {
    return readFileSync(file, 'utf8').includes(TABLE_TAG);
  } catch {
    return false;
  }
}

export function pluginInstallCheck(): RspressPlugin {
  return {
    name: INSTALL_CHECK_PLUGIN_NAME,
    modifySearchIndexData(pages) {
      const text = packageRowsText(PUBLISHED_ROWS, THEME_TEXTS.ptPackagesNotOnNpm);
      for (const page of pages) if (drawsTable((page as { _filepath?: unknown })._filepath)) Object.assign(page, withTableText(page as { content?: string }, text));
    },
  };
}
