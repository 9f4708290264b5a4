import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './sites';

interface SidebarNode {
  text: string;
  link?: string;
  items?: SidebarNode[];
}

/** A page of the generated API sidebar and the chain of groups that holds it (outermost first). */
export interface NestedPage {
  link: string;
  groups: string[];
  /** For each group in `groups`, a sibling group at the same depth (undefined when it has none). */
  siblings: (string | undefined)[];
}

/**
 * The API page nested deepest in groups, read from the sidebar api-gen wrote
 * (docs/api/_data/sidebar.json), so the test follows the generated reference.
 * A concurrent `npm run api` rewrites the folder, so a missing file is retried for a while.
 */
export async function deepestApiPage(file = path.join(ROOT, 'docs/api/_data/sidebar.json')): Promise<NestedPage> {
  let sections: Record<string, SidebarNode[]> | undefined;
  for (let attempt = 0; !sections; attempt++) {
    try {
      sections = JSON.parse(readFileSync(file, 'utf8')) as Record<string, SidebarNode[]>;
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  let best: NestedPage | undefined;
  const walk = (nodes: SidebarNode[], groups: string[], siblings: (string | undefined)[]) => {
    for (const node of nodes) {
      if (node.items?.length) {
        const sibling = nodes.find((other) => other !== node && other.items?.length)?.text;
        walk(node.items, [...groups, node.text], [...siblings, sibling]);
      } else if (node.link && groups.length > (best?.groups.length ?? 0)) {
        best = { link: node.link, groups, siblings };
      }
    }
  };
  for (const [prefix, items] of Object.entries(sections)) if (prefix !== '/api/') walk(items, [], []);
  if (!best) throw new Error(`No grouped page in ${file}: run "npm run api" first.`);
  return best;
}

/** The header of a group in the doc sidebar, found level by level: groupHeader(page, ['kda', 'Namespaces']). */
export function groupHeader(page: Page, textPath: string[]): Locator {
  let scope: Locator = page.locator('.rp-doc-layout__sidebar');
  let header: Locator | undefined;
  textPath.forEach((text, depth) => {
    if (header) scope = panelOf(header);
    header = scope.locator(`.rp-sidebar-group[data-depth="${depth}"]`).filter({ hasText: new RegExp(`^${escape(text)}$`) }).first();
  });
  if (!header) throw new Error('groupHeader needs at least one group name');
  return header;
}

/** The element that holds a group's items (Rspress animates its grid rows 0fr ↔ 1fr). */
export function panelOf(header: Locator): Locator {
  return header.locator('xpath=following-sibling::div[1]');
}

export function isOpen(header: Locator): Promise<boolean> {
  return panelOf(header).evaluate((panel) => getComputedStyle(panel).gridTemplateRows !== '0px');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One API package's sidebar section as the build wrote it for the browser
 * (plugins/slim-site-data: static/sidebar/api-<package>.<hash>.json), its links
 * as routes, the way the sidebar's links show them (`/api/x/index.html` → `/api/x/`).
 */
export function builtSection(outDir: string, pkg: string): SidebarNode[] {
  const dir = path.join(outDir, 'static/sidebar');
  const files = readdirSync(dir).filter((file) => file.startsWith(`api-${pkg}.`) && file.endsWith('.json'));
  if (files.length !== 1) throw new Error(`Expected one sidebar file for ${pkg} in ${dir}, found ${files.length}.`);
  const route = (link: string) => link.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  const clean = (nodes: SidebarNode[]): SidebarNode[] =>
    nodes.map((node) => ({ ...node, ...(node.link ? { link: route(node.link) } : {}), ...(node.items ? { items: clean(node.items) } : {}) }));
  return clean(JSON.parse(readFileSync(path.join(dir, files[0]), 'utf8')) as SidebarNode[]);
}

/** Every link below some entries, at any depth. */
export function linksIn(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) => [...(node.link ? [node.link] : []), ...linksIn(node.items ?? [])]);
}

/** A section's parts: its top-level links (the package list) and, per kind group of the open package, the links it holds. */
export function sectionParts(section: readonly SidebarNode[], pkg: string): { packageLinks: string[]; kinds: Map<string, string[]> } {
  const group = section.find((node) => node.text === pkg && node.items);
  if (!group) throw new Error(`The section has no group for ${pkg}.`);
  return {
    packageLinks: section.flatMap((node) => (node.link ? [node.link] : [])),
    kinds: new Map(group.items!.map((kind) => [kind.text, linksIn(kind.items ?? [])])),
  };
}
