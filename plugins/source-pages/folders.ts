/**
 * Where api-gen left source pages (api-gen/source-pages.ts) and where they go
 * in the build: `docs/api/_source` → `/src/`, `docs/npm/api/_source` →
 * `/npm/src/`. Pure apart from the folder listing.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API_SEGMENT } from '../../api-gen/layout';
import { SOURCE_PAGES_DIR } from '../../api-gen/source-pages';
import { sourceRoute } from '../../api-gen/source-routes';

export interface SourcePagesFolder {
  /** Absolute folder of the pages. */
  dir: string;
  /** Their route ("/src/"). */
  route: string;
}

/** Every `<…>/api/_source` folder under the documents root, at most one version folder deep. */
export function sourcePagesFolders(docsRoot: string): SourcePagesFolder[] {
  const prefixes = ['', ...(existsSync(docsRoot) ? readdirSync(docsRoot, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== API_SEGMENT).map((e) => e.name) : [])];
  return prefixes
    .map((prefix) => ({ dir: path.join(docsRoot, prefix, API_SEGMENT, SOURCE_PAGES_DIR), route: sourceRoute(`/${prefix ? `${prefix}/` : ''}${API_SEGMENT}/`) }))
    .filter((folder) => existsSync(folder.dir));
}

/** Whether a link of a page points into one of the source pages' routes (files, not Rspress routes). */
export function isSourcePageLink(url: string, routes: readonly string[]): boolean {
  return routes.some((route) => url.startsWith(route));
}

/** The file a request path is served from in dev, or undefined: "/src/transaction/src/a.ts" → "<dir>/transaction/src/a.ts.html". */
export function sourcePageFor(pathname: string, folders: readonly SourcePagesFolder[]): string | undefined {
  const folder = folders.find((f) => pathname.startsWith(f.route));
  if (!folder) return undefined;
  const rel = decodeURIComponent(pathname.slice(folder.route.length)).replace(/\.html$/, '');
  if (!rel || rel.split('/').includes('..')) return undefined;
  const file = path.join(folder.dir, ...rel.split('/')) + '.html';
  return existsSync(file) ? file : undefined;
}
