import { existsSync, readFileSync } from 'node:fs';
import type { SidebarGroup, SidebarItem } from '@rspress/core';

/**
 * Loads the API sidebar groups written by api-gen. Before the first generation
 * there is none, and the API section holds only its index entry.
 */
export function loadApiSidebar(file: string): (SidebarGroup | SidebarItem)[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) {
    throw new Error(`${file} is not a sidebar (expected a JSON array): delete docs/api and run "npm run api" again.`);
  }
  return data;
}
