/**
 * The content transition on page change (`themeConfig.enableContentAnimation`,
 * typed but not implemented by Rspress 2): after a client-side navigation to
 * another page, <html> gets a class for the length of a short CSS fade-in of the
 * doc content (theme/Layout/layout.css). Not on the first load, not for a hash
 * change, and CSS skips it when the reader prefers reduced motion.
 */
export const CONTENT_ANIMATION_CLASS = 'pt-content-enter';
/** The keyframes' name in layout.css. */
export const CONTENT_ANIMATION_NAME = 'pt-content-enter';

/** Rspress's type documents `false` as the default; only `true` turns it on. */
export function contentAnimationEnabled(value: unknown): boolean {
  return value === true;
}

/** Whether moving from one pathname to another is a page change worth animating. */
export function isPageChange(previous: string | undefined, next: string): boolean {
  return previous !== undefined && previous !== next;
}
