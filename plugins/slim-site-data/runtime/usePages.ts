/**
 * Replaces Rspress's `usePages` in the browser (plugins/slim-site-data): the
 * page list is no longer in the first load. Only the Overview component reads
 * it, for the routes and headings of the pages it lists, and initPageData.ts
 * loads exactly that before an overview page renders.
 */
import { overviewPages } from './page-source';

export function usePages() {
  return { pages: overviewPages() };
}
