import type { Locator, Page } from '@playwright/test';

/** The sidebar entry of a group, by its text. */
export function sidebarGroup(page: Page, text: string): Locator {
  return page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: new RegExp(`^${text}$`) }).first();
}

/** Whether a sidebar group shows its items (Rspress animates grid rows 0fr ↔ 1fr). */
export async function isExpanded(page: Page, text: string): Promise<boolean> {
  const group = sidebarGroup(page, text);
  return group.evaluate((el) => {
    const panel = el.nextElementSibling as HTMLElement | null;
    return !!panel && getComputedStyle(panel).gridTemplateRows !== '0px';
  });
}
