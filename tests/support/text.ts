import type { Locator } from '@playwright/test';

/** A heading's text without the "#" anchor Rspress appends. */
export function headingText(heading: Locator): Promise<string> {
  return heading.evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.rp-header-anchor, .header-anchor').forEach((a) => a.remove());
    return (clone.textContent ?? '').trim();
  });
}
