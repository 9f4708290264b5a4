/**
 * The chrome switches (`?navbar=0&sidebar=0&outline=0&footer=0`): a script in
 * the page head applies them before the first paint (plugins/chrome-switches/runtime/switches.ts),
 * and the theme's Layout keeps them in step with client-side navigation
 * (plugins/chrome-switches/runtime/useChromeSwitches.ts).
 */
import type { RspressPlugin } from '@rspress/core';
import { chromeHeadScript } from './runtime/switches';

export function pluginChromeSwitches(): RspressPlugin {
  return {
    name: 'pact-toolbox-chrome-switches',
    builderConfig: { html: { tags: [{ tag: 'script', head: true, append: false, children: chromeHeadScript() }] } },
  };
}
