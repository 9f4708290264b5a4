/**
 * Reading a build folder: its HTML files, the address each is served at, and
 * which of them are pages of the site (not 404.html, not a redirect page).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRedirects } from '../../plugins/redirects';
import { apiPackages, redirectFile } from '../../plugins/redirects/redirects';
import { ROOT } from './sites';

/**
 * Whether a built file is one of the release source pages (plugins/source-pages/: plain HTML under `src/` or
 * `npm/src/`, written beside Rspress's pages, with no scripts of their own), not a page Rspress rendered.
 */
export function isSourcePage(file: string): boolean {
  return /^(npm[\\/])?src[\\/]/.test(file);
}

export function htmlFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(root, rel));
    else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}

/** The URL path a built HTML file is served at: `intro.html` → `/base/intro`, `api/index.html` → `/base/api/`. */
export function servedPath(base: string, relFile: string): string {
  const rel = relFile.split(path.sep).join('/');
  if (rel === 'index.html') return base;
  if (rel.endsWith('/index.html')) return base + rel.slice(0, -'index.html'.length);
  return base + rel.replace(/\.html$/, '');
}

/** The old addresses of a build's redirect map (plugins/redirects/), as routes: `/api/network/README`. */
export function redirectRoutes(root: string): string[] {
  const api = path.join(root, 'api');
  const packages = existsSync(api) ? readdirSync(api, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `/api/${entry.name}/`) : [];
  return projectRedirects(ROOT, apiPackages(packages)).map((redirect) => redirect.from);
}

/** The static redirect pages of a build: not pages of the site, no link leads to them. */
export function redirectFiles(root: string): Set<string> {
  return new Set(redirectRoutes(root).map((from) => path.normalize(redirectFile(from))));
}

/**
 * The site's pages as routes (`/`, `/intro`, `/api/`): every HTML file Rspress rendered, so not 404.html, the
 * redirect pages or the release source pages (code listings linked from the reference, with no twin, card or
 * sitemap entry of their own: plugins/source-pages/ and its spec test them).
 */
export function pageRoutes(root: string): string[] {
  const redirects = redirectFiles(root);
  return htmlFiles(root)
    .filter((rel) => rel !== '404.html' && !redirects.has(rel) && !isSourcePage(rel))
    .map((rel) => servedPath('/', rel));
}
