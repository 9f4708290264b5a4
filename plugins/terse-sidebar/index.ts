/**
 * Terser sidebar markup. Rspress 2.0.22 writes every sidebar entry with an inline `padding-left` and an
 * empty `rp-sidebar-item__right` box: about 85 of each entry's 255 bytes, and API pages carry up to ~115
 * entries (5.8 MB of sidebars over the site). This plugin swaps Rspress's sidebar entry module for ours
 * (runtime/SidebarItem.tsx), which writes the padding from a stylesheet keyed on `data-depth` and leaves out
 * the empty box; classes, attributes tests and scripts read, and the look, stay. The swap applies to the
 * server render and the browser build alike (hydration sees the same markup). WORKAROUNDS.md row
 * "terse-sidebar".
 */
import type { RspressPlugin } from '@rspress/core';
import { type ModuleReplacement, pluginModuleSwaps } from '../theme-modules';

/** Rspress's sidebar modules import their entry module by this relative path. */
export const SIDEBAR_ITEM_REPLACEMENT: ModuleReplacement = {
  importer: 'components/Sidebar',
  request: './SidebarItem.js',
  to: 'plugins/terse-sidebar/runtime/SidebarItem.tsx',
  why: 'sidebar entries without an inline padding and without an empty right-hand box',
};

export function pluginTerseSidebar(projectRoot: string): RspressPlugin {
  return pluginModuleSwaps('pact-toolbox-terse-sidebar', projectRoot, [SIDEBAR_ITEM_REPLACEMENT]);
}
