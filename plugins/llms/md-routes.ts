/**
 * The markdown pass, kept to the guide. Rspress renders every page's `.md` twin in a third build of the site
 * (its `node_md` environment), compiling every page again for it: at 5,000 API pages, a minute of the build.
 * This writes the two modules that environment is pointed at instead (index.ts does the pointing):
 * - `routes.js`: the routes of every page but the API reference's, in the shape of Rspress's own route
 *   table, so the pass compiles only the guide;
 * - `sources.js`: each API page's route and markdown file, from which runtime/md-entry.ts gives the pass
 *   the page's twin (./runtime/api-twin.ts).
 * Pure (the files as text).
 */
import { groupModule, type RouteInfo } from '../route-groups/modules';
import { isApiPage } from './runtime/api-twin';

/** The module name runtime/md-entry.ts imports the API pages' sources by. */
export const API_SOURCES_MODULE = 'pact-toolbox-llms-api-sources';

export function markdownPassModules(routes: readonly RouteInfo[], lazyWithPreload: string): Map<string, string> {
  const api = routes.filter((route) => isApiPage(route.relativePath));
  const guide = routes.filter((route) => !isApiPage(route.relativePath));
  const sources = Object.fromEntries(api.map((route) => [route.routePath, route.absolutePath]));
  return new Map([
    ['routes.js', groupModule(guide, lazyWithPreload)],
    ['sources.js', `export default ${JSON.stringify(sources, null, 1)};\n`],
  ]);
}
