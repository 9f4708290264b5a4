import { existsSync, readFileSync } from 'node:fs';
import { dataFile } from './data-files';
import { isApiRoute } from './layout';
import type { SidebarGroup, SidebarItem } from '@rspress/core';

/**
 * Loads the API sidebar groups written by api-gen. Before the first generation
 * there is none, and the API section holds only its index entry.
 */
export function loadApiSidebar(file: string): Record<string, (SidebarGroup | SidebarItem)[]> {
  if (!existsSync(file)) return {};
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.keys(data).every(isApiRoute)) {
    throw new Error(`${file} is not an API sidebar (expected an object keyed by "/api/…" routes): delete docs/api and run "npm run api" again.`);
  }
  return data;
}

/** Which source the current API reference came from ("registry" or "workspace"), from api-gen's stamp. */
export function apiSourceMode(dataDir: string): string {
  try {
    return JSON.parse(readFileSync(dataFile(dataDir, 'stamp'), 'utf8')).report.mode ?? 'unknown';
  } catch {
    return 'missing';
  }
}
