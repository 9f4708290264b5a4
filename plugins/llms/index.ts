/**
 * Markdown for AI assistants, from Rspress's own SSG-MD pass (the `llms`
 * option, experimental in 2.0.22): `llms.txt` (one line per page),
 * `llms-full.txt` (every page) and a `.md` twin beside every page, rendered
 * from the same MDX as the HTML, so generated API text, resolved `api:` links
 * (absolute, through `siteOrigin`) and code blocks are all there.
 *
 * The "Copy page as markdown" button under each page title is Rspress's too;
 * its label is `copyMarkdownText` in config/texts.ts. We turn off:
 * - the view-options menu beside it (its trigger button has no accessible
 *   name, and it only links to outside chat services);
 * - the hidden "For AI agents: …" paragraph Rspress puts first on every page,
 *   which screen readers would read out before the navigation. The page's
 *   `<link rel="alternate" type="text/markdown">` comes from
 *   plugins/link-previews/ instead.
 */
import type { RspressPlugin } from '@rspress/core';

export function pluginLlms(): RspressPlugin {
  return {
    name: 'pact-toolbox-llms',
    config(config) {
      return {
        ...config,
        llms: true,
        themeConfig: { ...config.themeConfig, llmsUI: { viewOptions: false, injectLlmsHint: false } },
      };
    },
  };
}
