import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress puts every page's table of contents into the site data that every
 * page loads first, so first-load JavaScript grows with the API reference.
 * Only overview pages read other pages' headings; a page's own outline comes
 * with its own route chunk. This plugin keeps the headings of the pages an
 * overview lists and drops the rest from the site data (search keeps them).
 */
export function keepsToc(routePath: string, overviewSections: readonly string[]): boolean {
  return overviewSections.some((section) => routePath.startsWith(section));
}

export function pluginSlimPageData(overviewSections: readonly string[]): RspressPlugin {
  return {
    name: 'pact-toolbox-slim-page-data',
    extendPageData(pageData) {
      if (!keepsToc(pageData.routePath, overviewSections)) pageData.toc = [];
    },
  };
}
