/** The skip link's action: focus the page's `<main>` (made focusable by script only, so it is no tab stop). */

/** The id the skip link's fragment points at (theme/SkipLink/SkipLink.tsx SkipTarget). */
export const SKIP_TARGET_ID = 'pt-content';

/** Focuses the first `<main>` of the document; false when there is none (then the link's fragment does the job). */
export function focusMain(doc: Pick<Document, 'querySelector'>): boolean {
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
  return true;
}
