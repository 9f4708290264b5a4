/**
 * Dead links at their place. Rspress's dead-link check names the page and the link but not the line, and offers no
 * fix; in a build it then fails with "Dead link found". This plugin adds a rule to that check (lib/dead-link-rules.ts):
 * for each link Rspress itself found dead, and that no other rule excuses, it prints where the link is written
 * (`file:line:column`, the line quoted) and the nearest routes, then leaves the link reported, so the build still
 * fails and `rspress dev` still shows Rspress's message. Which links are dead stays Rspress's judgment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { withDeadLinkRule } from '../../lib/dead-link-rules';
import { deadLinkMessages, type PageText } from './messages';

export const DEAD_LINKS_PLUGIN_NAME = 'pact-toolbox-dead-links';

/** Every markdown page under `dir`, named relative to `projectRoot`. */
function pagesUnder(dir: string, projectRoot: string): PageText[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { file: path.relative(projectRoot, file), text: readFileSync(file, 'utf8') };
    });
}

export function pluginDeadLinks(options: { docsRoot: string; projectRoot: string; log?: (line: string) => void }): RspressPlugin {
  const log = options.log ?? ((line: string) => console.error(line));
  let routes: string[] = [];
  return {
    name: DEAD_LINKS_PLUGIN_NAME,
    routeGenerated(list) {
      routes = list.map((route) => route.routePath);
    },
    config(config) {
      return withDeadLinkRule(config, (url, excusedLater) => {
        if (excusedLater()) return true;
        // Read when a link is dead, not before: the pages as saved now, in dev too.
        for (const message of deadLinkMessages(url, pagesUnder(options.docsRoot, options.projectRoot), routes)) log(message);
        return false;
      });
    },
  };
}
