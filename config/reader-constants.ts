/**
 * The timings and limits a reader notices, in one place: how many search
 * results show, how long things wait, how often scroll handlers run. Pure data,
 * browser-safe (the theme and the search runtime import it). Rspress's own
 * values that we keep (the search input's 150 ms debounce, the 200 ms before
 * its route-loading bar starts) are Rspress's and are not set here.
 */

/** Search: pages listed per query. */
export const RESULT_LIMIT = 7;

/** Search: entries one page may show in the results (its title line and best sections). */
export const ENTRIES_PER_PAGE = 3;

/**
 * Search: a page's further sections are listed only when they score at least this share of its best one; weaker
 * ones leave their rows to the next pages (a page's install section under "add a keyset", say).
 */
export const ENTRY_MIN_SHARE = 0.5;

/** Search: length of a text match's snippet, about what Rspress cuts for its own. */
export const SNIPPET_LENGTH = 100;

/** Nav bar hiding: its scroll handler runs at most once per this many ms. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/** Outline: the active-heading scroll handler runs at most once per this many ms. */
export const OUTLINE_SCROLL_THROTTLE_MS = 100;

/**
 * Outline on a phone: its bar names the section whose heading is at most this far below the scroll padding, so a
 * deep link (which puts its heading right at the padding) is named, not the section before it (theme/Toc/).
 */
export const OUTLINE_LABEL_SLACK_PX = 8;

/** Route-loading bar (nprogress): where it starts, its animation speed in ms, and its spinner on. */
export const ROUTE_PROGRESS = { minimum: 0.08, speed: 200, showSpinner: true } as const;

/** Type popups on code samples: how long a popup stays after the pointer leaves, so it can move onto the popup. */
export const POPUP_HIDE_DELAY_MS = 100;

/**
 * Search: how long a chosen result's page may take to show and still have its title given focus
 * (plugins/search/runtime/heading-focus.ts). The reader acting first ends the wait sooner; this only stops a
 * navigation that never arrives. It was 10 s, and with three test runs side by side a page took longer.
 */
export const HEADING_FOCUS_LIMIT_MS = 120_000;

/** Search: how long what is typed right after Ctrl/Cmd+K is kept for a search field that has not appeared yet. */
export const TYPE_AHEAD_LIMIT_MS = 30_000;

/**
 * Inline code of at most this many characters never wraps inside (plugins/inline-code/rehype.ts): `npm 0.2.0` broke
 * after "npm" at 390 px. 16 monospace characters at 13 px take about 125 px, a third of a phone's column.
 */
export const SHORT_CODE_CHARS = 16;

/**
 * A name in code this long or longer may wrap at its camel-case humps (plugins/inline-code/rehype.ts):
 * `PactTransactionBuilder` as `Pact`/`Transaction`/`Builder` rather than mid-word at 390 px.
 */
export const LONG_NAME_CHARS = 20;
/**
 * In the code of an h2–h4 heading, names of this many characters or more break at their humps too: the outline
 * repeats those headings in a column that holds about 17 characters of code a line, where `isPreludeDownloaded`
 * broke as `isPreludeDownloade`/`d`.
 */
export const OUTLINE_NAME_CHARS = 12;
