/**
 * Terser sidebar markup. Rspress 2.0.22 writes every sidebar entry with an inline `padding-left`, an empty
 * `rp-sidebar-item__right` box, a `rp-sidebar-item--group-item` class inside groups and its label in two boxes,
 * and every group with inline styles on its items' box and its arrow; API pages carry up to ~115 entries. This
 * plugin swaps Rspress's sidebar entry and group modules for ours (runtime/SidebarItem.tsx, runtime/SidebarGroup.tsx):
 * the padding, a group's line, its rows and its arrow come from a stylesheet (runtime/terse-sidebar.css), a
 * plain label is the entry's own text, and the empty box is left out; the look, and the classes and attributes
 * tests and scripts read, stay. The swaps apply to the server render and the browser build alike (hydration
 * sees the same markup). WORKAROUNDS.md row "terse-sidebar".
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

/** Rspress's sidebar list imports its group module by this relative path. */
export const SIDEBAR_GROUP_REPLACEMENT: ModuleReplacement = {
  importer: 'components/Sidebar',
  request: './SidebarGroup.js',
  to: 'plugins/terse-sidebar/runtime/SidebarGroup.tsx',
  why: 'sidebar groups whose rows, transitions and arrow come from classes instead of inline styles',
};

export function pluginTerseSidebar(projectRoot: string): RspressPlugin {
  return pluginModuleSwaps('pact-toolbox-terse-sidebar', projectRoot, [SIDEBAR_ITEM_REPLACEMENT, SIDEBAR_GROUP_REPLACEMENT]);
}
