/**
 * A light head manager in the browser. Rspress 2.0.22 ships unhead (its React
 * binding, its core and `hookable`, about 8 KB gzip) in every page's first load for
 * one job there: the layout's `useHead`, which sets the title and five tags after a
 * client-side navigation. This plugin swaps the browser build's `@unhead/react`
 * imports for runtime/head.ts, which writes those to the document itself
 * (runtime/head-plan.ts says what changes). The server render keeps unhead, so
 * every page's static `<head>` is what it was. WORKAROUNDS.md row "light-head".
 */
import type { RspressPlugin } from '@rspress/core';
import { type ModuleReplacement, pluginModuleSwaps } from '../theme-modules';

const HEAD = 'plugins/light-head/runtime/head.ts';
const WHY = 'the browser needs only the title and five tags set after a client-side navigation, not unhead in the first load';

/** Every browser-side import of unhead in Rspress, as it writes them (guarded by light-head.test.ts). */
export const HEAD_REPLACEMENTS: readonly ModuleReplacement[] = [
  { importer: '../runtime', request: '@unhead/react/client', to: HEAD, why: WHY, browserOnly: true },
  { importer: '../runtime', request: '@unhead/react', to: HEAD, why: WHY, browserOnly: true },
  { importer: 'layout/Layout', request: '@unhead/react', to: HEAD, why: WHY, browserOnly: true },
];

export function pluginLightHead(projectRoot: string): RspressPlugin {
  return pluginModuleSwaps('pact-toolbox-light-head', projectRoot, HEAD_REPLACEMENTS);
}
