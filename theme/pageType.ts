/**
 * Which pages are doc pages: the one answer to "does this page have the doc
 * layout (sidebar, content, outline)?" for the nav bar hiding and the reading
 * progress bar.
 */

/** Page types (frontmatter `pageType`, default "doc") that Rspress renders with its doc layout. */
export function isDocPageType(pageType: string | undefined): boolean {
  return !['home', '404', 'custom', 'blank'].includes(pageType ?? 'doc');
}
