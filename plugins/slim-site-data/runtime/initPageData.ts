/**
 * Replaces Rspress's runtime/initPageData.js in the browser build
 * (plugins/slim-site-data). Rspress finds the current page's data in a list of
 * every page that ships in the first load; here it comes from that page's own
 * small JSON file, fetched alongside the page's code. Overview pages also load
 * the routes and headings they list before they render. Same exports, same
 * result as Rspress 2.0.22's module.
 */
import { pathnameToRouteService } from '@rspress/core/runtime';
import siteData from 'virtual-site-data';
import { fetchPageRecord, loadOverviewPages } from './page-source';
import { ensureSidebarSection } from './sidebar-source';

type PageData = Record<string, unknown> & { routePath?: string };

interface PageMeta {
  toc?: unknown[];
  title?: string;
  frontmatter?: Record<string, unknown>;
  [key: string]: unknown;
}

const MARKDOWN = /\.mdx?$/;
const withoutQueryOrHash = (url: string) => url.replace(/[#?].*$/, '');

/** The last few pages' data, so going back or hovering then clicking costs no second fetch. */
const recent = new Map<string, unknown>();
function remember(routePath: string, data: unknown) {
  recent.delete(routePath);
  recent.set(routePath, data);
  while (recent.size > 3) recent.delete(recent.keys().next().value as string);
}

export function warmPageData(routePath: string, data: unknown): void {
  remember(routePath, data);
}

export function setCurrentPageData(routePath: string, data: unknown): void {
  remember(routePath, data);
}

export function consumeCachedPageData(routePath: string): unknown {
  return recent.get(routePath);
}

/** What a route without a page renders: Rspress's 404, in the language and version of the address. */
function notFound(): PageData {
  const site = siteData as unknown as { lang?: string; base: string; locales: { lang: string }[]; multiVersion?: { default?: string; versions?: string[] } };
  let lang = site.lang || '';
  let version = site.multiVersion?.default || '';
  if (site.lang && typeof window !== 'undefined') {
    const head = window.location.pathname.replace(site.base, '').split('/').slice(0, 2);
    lang = site.locales.find((locale) => head.includes(locale.lang))?.lang ?? lang;
    version = site.multiVersion?.versions?.find((v) => head.includes(v)) ?? version;
  }
  return { pagePath: '', pageType: '404', routePath: '/404', lang, frontmatter: {}, title: '404', toc: [], version, _filepath: '', _relativePath: '' };
}

export async function initPageData(routePath: string): Promise<PageData> {
  type Route = { path: string; filePath: string; lang: string; version: string; preload: () => Promise<({ default: { __RSPRESS_PAGE_META?: Record<string, PageMeta> } } & PageMeta) | undefined> };
  const lookup = () => pathnameToRouteService(routePath) as Route | undefined;
  const first = lookup();
  if (!first) return notFound();
  // The route lookup may answer with a stand-in (no filePath) until the route's group has loaded
  // (plugins/route-groups): then the page's code comes first, and its data only if the page exists.
  const known = Boolean(first.filePath);
  const [mod, record] = await Promise.all([first.preload(), known ? fetchPageRecord(first.path) : undefined, known ? ensureSidebarSection(first.path) : undefined]);
  const route = lookup() ?? first;
  if (!mod || !route.filePath) return notFound();
  const [data] = known ? [record] : await Promise.all([fetchPageRecord(route.path), ensureSidebarSection(route.path)]);
  const pagePath = withoutQueryOrHash(route.filePath);
  const meta: PageMeta = MARKDOWN.test(route.filePath) ? (mod.default.__RSPRESS_PAGE_META?.[encodeURIComponent(pagePath)] ?? {}) : mod;
  const { toc = [], title = '', frontmatter = {}, ...rest } = meta;
  if (frontmatter.overview === true) await loadOverviewPages();
  // The route's own language and version stand in if the page's data could not be fetched.
  return { ...rest, pagePath, routePath: route.path, lang: route.lang, version: route.version, ...data, pageType: (frontmatter.pageType as string) || 'doc', title, frontmatter, toc };
}
