/**
 * Terse head: every inline `<script>` of the page template, minified (minify.ts). An `html.tags` function, the
 * documented hook for the template's tags: Rsbuild runs the entries of `html.tags` in the order the configs
 * list them, each function on the tags so far, so this plugin is listed after every plugin that adds an
 * inline script (rspress.config.ts; Rspress's own theme script comes from its base config, before all of them).
 * Nothing here runs in the browser; the scripts do what they did, in fewer bytes.
 */
import type { RspressPlugin } from '@rspress/core';
import { minifiedTags, type Tag } from './minify';

export function pluginTerseHead(): RspressPlugin {
  return {
    name: 'pact-toolbox-terse-head',
    builderConfig: { html: { tags: [(tags) => minifiedTags(tags as Tag[]) as typeof tags] } },
  };
}
