/**
 * Tables that keep their meaning on a phone: at 640 px or less a table of named things (options, parameters,
 * members) becomes a list of entries, its name with the short cells on one line and the meaning under it, instead
 * of scrolling sideways with its description cut off. One mechanism for the guide's tables and the API
 * reference's: the build half marks each table from its content (rehype.ts, shape.ts), the browser half is a
 * stylesheet (runtime/stacked-tables.css).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rehypeStackedTables } from './rehype';

export function pluginStackedTables(): RspressPlugin {
  return {
    name: 'pact-toolbox-stacked-tables',
    markdown: { rehypePlugins: [rehypeStackedTables] },
    globalStyles: path.join(__dirname, 'runtime/stacked-tables.css'),
  };
}
