/**
 * The entry of Rspress's markdown pass (its `node_md` environment; plugins/llms/index.ts points it here): Rspress's
 * own entry, except that an API page's twin is its markdown source (./api-twin.ts) instead of a render of the
 * page, which that pass then need not compile (../md-routes.ts). Rspress calls `render` for every route and
 * reads `routes`, as from its own entry.
 */
import { readFileSync } from 'node:fs';
import { render as renderPage } from '@rspress/core/dist/runtime/ssrMdServerEntry.js';
import sources from 'pact-toolbox-llms-api-sources';
import { apiTwinFromSource } from './api-twin';

export { routes } from '@rspress/core/dist/runtime/ssrMdServerEntry.js';

export async function render(routePath: string, head: Parameters<typeof renderPage>[1]): Promise<{ appMd: string }> {
  const file = sources[routePath];
  return file ? { appMd: apiTwinFromSource(readFileSync(file, 'utf8'), routePath) } : renderPage(routePath, head);
}
