/**
 * A crawler over a static build: starts at the home page, follows every
 * internal link the way GitHub Pages answers it (scripts/static-server.ts
 * `resolveRequest`), checks `#anchors` against the target's ids, and lists
 * broken links and pages no link reaches. Reads the build folder, nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRequest } from '../../scripts/static-server';
import { htmlFiles, redirectFiles, servedPath } from './built-site';
import { cssUrls, scanHtml, type ScannedPage } from './html-scan';

/** An origin that stands for "this site" when resolving links; never contacted. */
export const ORIGIN = 'http://site.invalid';

export interface LinkProblem {
  page: string;
  href: string;
  why: string;
}

export interface CrawlReport {
  /** Pages read, by served path. */
  crawled: string[];
  /** Internal links resolved (every href on every crawled page, externals excluded). */
  linksChecked: number;
  /** Of those, the ones with a `#fragment` whose id was looked up. */
  anchorsChecked: number;
  externalLinks: number;
  broken: LinkProblem[];
  /** Generated pages no chain of links from home reaches. */
  unreachable: string[];
}

/** Follows GitHub Pages' answer for a path (one folder redirect at most) to a file, or says why not. */
export function resolveFile(root: string, base: string, pathname: string): { file: string } | { why: string } {
  let resolution = resolveRequest(root, base, pathname);
  if (resolution.kind === 'redirect') resolution = resolveRequest(root, base, resolution.location);
  if (resolution.kind === 'file' && resolution.status === 200) return { file: resolution.file };
  if (resolution.kind === 'redirect') return { why: 'redirects twice' };
  return { why: 'no such page (404)' };
}

/** Crawls a build served under `base` from its home page. */
export function crawl(root: string, base: string): CrawlReport {
  const cache = new Map<string, ScannedPage>();
  const scanned = (file: string) => {
    let page = cache.get(file);
    if (!page) cache.set(file, (page = scanHtml(readFileSync(file, 'utf8'))));
    return page;
  };
  const report: CrawlReport = { crawled: [], linksChecked: 0, anchorsChecked: 0, externalLinks: 0, broken: [], unreachable: [] };
  const home = path.join(root, 'index.html');
  const seen = new Set<string>([home]);
  const queue = [home];
  while (queue.length) {
    const file = queue.shift()!;
    const served = servedPath(base, path.relative(root, file));
    report.crawled.push(served);
    for (const href of scanned(file).hrefs) {
      if (/^(mailto|tel|javascript):/i.test(href)) continue;
      const url = new URL(href, ORIGIN + served);
      if (url.origin !== ORIGIN) {
        report.externalLinks++;
        continue;
      }
      report.linksChecked++;
      const target = resolveFile(root, base, url.pathname);
      if ('why' in target) {
        report.broken.push({ page: served, href, why: target.why });
        continue;
      }
      if (url.hash.length > 1) {
        report.anchorsChecked++;
        const id = decodeURIComponent(url.hash.slice(1));
        if (!scanned(target.file).ids.has(id)) report.broken.push({ page: served, href, why: `no element with id "${id}" on ${url.pathname}` });
      }
      if (target.file.endsWith('.html') && !seen.has(target.file)) {
        seen.add(target.file);
        queue.push(target.file);
      }
    }
  }
  const redirects = redirectFiles(root);
  for (const rel of htmlFiles(root)) {
    if (rel === '404.html' || redirects.has(rel)) continue;
    if (!seen.has(path.join(root, rel))) report.unreachable.push(servedPath(base, rel));
  }
  return report;
}

/** Every URL a built page or stylesheet (static/css) loads from a host other than its own. */
export function foreignLoads(root: string): string[] {
  const found: string[] = [];
  const isForeign = (url: string) => !url.startsWith('data:') && new URL(url, `${ORIGIN}/`).origin !== ORIGIN;
  for (const rel of htmlFiles(root)) {
    for (const url of scanHtml(readFileSync(path.join(root, rel), 'utf8')).loads) if (isForeign(url)) found.push(`${rel}: ${url}`);
  }
  const cssDir = path.join(root, 'static/css');
  for (const name of readdirSync(cssDir, { recursive: true }).map(String)) {
    if (!name.endsWith('.css')) continue;
    for (const ref of cssUrls(readFileSync(path.join(cssDir, name), 'utf8'))) if (isForeign(ref)) found.push(`static/css/${name}: ${ref}`);
  }
  return found;
}

/** Every internal link of a build that leaves its base path, as `file: href`. */
export function linksOutsideBase(root: string, base: string): string[] {
  const outside: string[] = [];
  for (const rel of htmlFiles(root)) {
    for (const href of scanHtml(readFileSync(path.join(root, rel), 'utf8')).hrefs) {
      const url = new URL(href, ORIGIN + servedPath(base, rel));
      if (url.origin === ORIGIN && !url.pathname.startsWith(base)) outside.push(`${rel}: ${href}`);
    }
  }
  return outside;
}
