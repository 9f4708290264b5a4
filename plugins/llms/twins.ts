/**
 * Where a page's markdown twin lives: the page's own path with `.md`, the same
 * rule Rspress's SSG-MD output follows (`/intro` → `/intro.md`, a folder page
 * `/api/` → `/api/index.md`, the home page `/` → `/index.md`).
 */
export function markdownTwinPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
