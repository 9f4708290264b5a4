/**
 * Which symbol directory ranks an index: the npm version's for the index of a two-version site's npm pages
 * (its API routes under /npm/api/), main's for every other. Told apart by the pages the index holds, so the
 * worker needs no other message. Pure.
 */
import { NPM_API_ROUTE } from '../../../api-gen/layout';
import type { IndexPage } from './search-index';

export function pickDirectory<T>(pages: readonly Pick<IndexPage, 'routePath'>[], main: T | undefined, npm: T | undefined): T | undefined {
  if (npm && pages.some((p) => p.routePath.startsWith(NPM_API_ROUTE))) return npm;
  return main;
}

/** The other version's directory and name, for names only it has (other-version.ts); undefined on a one-version site. */
export function pickOtherDirectory<T>(pages: readonly Pick<IndexPage, 'routePath'>[], main: T | undefined, npm: T | undefined): { directory: T; name: 'main' | 'npm' } | undefined {
  if (!npm || !main) return undefined;
  return pickDirectory(pages, main, npm) === npm ? { directory: main, name: 'main' } : { directory: npm, name: 'npm' };
}
