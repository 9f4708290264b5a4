/**
 * `/` opens search on every page, not while typing in a field, and the search button says so beside Ctrl K.
 * The build half adds the head script (runtime/slash-key.ts) and the hint's style (runtime/slash-hint.css).
 * Listed before plugins/terse-head/, which minifies every inline head script.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { slashKeyScript } from './runtime/slash-key';

export function pluginSlashSearch(): RspressPlugin {
  return {
    name: 'pact-toolbox-slash-search',
    builderConfig: { html: { tags: [{ tag: 'script', head: true, append: true, children: slashKeyScript() }] } },
    globalStyles: path.join(__dirname, 'runtime/slash-hint.css'),
  };
}
