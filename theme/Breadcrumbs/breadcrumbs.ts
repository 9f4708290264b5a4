/**
 * The breadcrumb trail of a page, from its route alone (so the static HTML and the first client render agree):
 * - an API page: "API Reference › chainweb-client › Classes › ChainwebClient", each step but the last a link (the kind
 *   step links to the package page, which lists its kinds);
 * - a guide page: the sidebar groups above it, then the page: "Getting Started › First Project".
 * Pages with no trail (the home page, the API index, a page at the top of the sidebar) get none.
 */
import { ERRORS_TITLE } from '../../api-gen/titles';
import { API_ROUTE, apiRootOf, isApiRoute, isErrorsRoute, isKindFolder, KIND_LABELS, packageRoute } from '../../api-gen/layout';
import { API_INDEX_TITLE } from '../../api-gen/titles';

export interface Crumb {
  text: string;
  link?: string;
}

/** The part of an Rspress sidebar entry the trail reads (dividers and section headers have no text to show). */
interface SidebarEntry {
  text?: string;
  link?: string;
  items?: readonly object[];
}

const clean = (route: string) => route.replace(/\.html$/, '').replace(/\/index$/, '/');

function apiTrail(route: string, title: string): Crumb[] {
  const root = apiRootOf(route) ?? API_ROUTE;
  const [pkg, ...rest] = route.slice(root.length).split('/').filter(Boolean);
  if (!pkg) return [];
  const crumbs: Crumb[] = [{ text: root === API_ROUTE ? API_INDEX_TITLE : `${API_INDEX_TITLE} (npm)`, link: root }];
  // A package page (/api/network/) is named by its package; a page of its own at the top (/api/errors) by its title.
  if (!rest.length) return [...crumbs, { text: route.endsWith('/') ? pkg : title.split(' · ')[0] || pkg }];
  // The error reference's package pages (/api/errors/<package>) sit under its index page (/api/errors), not a package.
  if (isErrorsRoute(route)) return [...crumbs, { text: ERRORS_TITLE, link: `${root}${pkg}` }, { text: title.split(' · ')[0] || rest.at(-1)! }];
  crumbs.push({ text: pkg, link: packageRoute(pkg, root) });
  const [kind, ...names] = rest;
  if (isKindFolder(kind)) crumbs.push({ text: KIND_LABELS[kind], link: `${packageRoute(pkg, root)}#${kind}` });
  const last = names.at(-1) ?? kind;
  crumbs.push({ text: title.split(' · ')[0] || last });
  return crumbs;
}

function guideTrail(route: string, entries: readonly object[], above: Crumb[] = []): Crumb[] | undefined {
  for (const entry of entries as readonly SidebarEntry[]) {
    if (entry.text === undefined) continue;
    if (entry.link && clean(entry.link) === clean(route)) return [...above, { text: entry.text }];
    if (entry.items) {
      const found = guideTrail(route, entry.items, [...above, { text: entry.text, ...(entry.link ? { link: entry.link } : {}) }]);
      if (found) return found;
    }
  }
  return undefined;
}

export function breadcrumbs(route: string, title: string, guideSidebar: readonly object[]): Crumb[] {
  if (isApiRoute(route)) return apiTrail(route, title);
  const trail = guideTrail(route, guideSidebar) ?? [];
  return trail.length > 1 ? trail : [];
}
