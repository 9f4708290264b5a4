import { readFileSync } from 'node:fs';
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
