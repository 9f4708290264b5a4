/** The images that zoom on click: those in a page's content. */
export const ZOOM_SELECTOR = '.rspress-doc img';
/** Wait after a route change before looking for images, so the new content is in the page. */
export const ZOOM_START_DELAY_MS = 100;
