/**
 * After a search result is chosen (Enter in the input, Enter on a result, a click), focus goes to the
 * chosen page's title (`<h1>`, or the chosen section's heading when the result names one) once the
 * client-side navigation has shown it, so a screen reader starts reading at the new page. Rspress 2
 * closes the panel and navigates, leaving focus nowhere (then focus-return.ts would put it back on the
 * search button of the page left behind); while a choice is under way, `navigating()` tells it not to.
 * The page may take seconds to show on a slow device, so the wait is not timed short: it ends when the page shows,
 * when the reader acts first (a key or a pointer press: focus then stays where the reader put it), or after a limit
 * that only stops a navigation that never arrives.
 */
import { isDeadEnter, panelState } from './enter-guard';
import { PANEL_INPUT_SELECTOR } from './selectors';

/** A path as a route: decoded, without `.html`, a trailing `index` or a trailing slash. */
export function routeOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the path as written.
  }
  return path.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/\/+$/, '') || '/';
}

/** The chosen result, as it was when chosen. */
export interface Choice<T> {
  /** The route of the result's page. */
  route: string;
  /** Whether that page was the one on screen. */
  samePage: boolean;
  /** The page title on screen when chosen. */
  oldHeading: T | null;
}

/** The page as it is now. */
export interface Now<T> {
  route: string;
  /** The page title (the `<h1>` in `<main>`). */
  heading: T | null;
  /** The element the result's `#fragment` names, if it has one and it is there. */
  anchor: T | null;
}

/**
 * What to focus for a choice, now: the section heading the result names or the page title, once the chosen
 * page is on screen (its route in the address bar and, for another page, a new title rendered); 'wait' before.
 */
export function landing<T>(choice: Choice<T>, now: Now<T>): T | 'wait' {
  if (now.route !== choice.route) return 'wait';
  const shown = choice.samePage || (now.heading !== null && now.heading !== choice.oldHeading);
  if (!shown) return 'wait';
  return now.anchor ?? now.heading ?? 'wait';
}

const RESULT_LINK = '.rp-search-panel__results .rp-suggest-item__link';
const CURRENT_LINK = '.rp-suggest-item--current .rp-suggest-item__link';
const TITLE = 'main h1';
/** How often to look whether the chosen page is there. */
const POLL_MS = 50;

export interface HeadingFocus {
  /** A chosen result's page is on its way. */
  navigating(): boolean;
  /** Stops listening. */
  remove(): void;
}

/** What the reader does that ends the wait for a chosen page: focus is then theirs. */
const READER_ACTIONS = ['keydown', 'pointerdown'] as const;

/** Watches the search panel for a chosen result; gives up when the reader acts first, or after `limitMs`. */
export function installHeadingFocus(doc: Document, limitMs: number): HeadingFocus {
  const win = doc.defaultView!;
  let timer: ReturnType<typeof setInterval> | undefined;

  // Also the listener for the reader's actions: a key or pointer press while the page loads ends the wait.
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    for (const type of READER_ACTIONS) win.removeEventListener(type, stop, true);
  };

  const choose = (href: string) => {
    stop();
    const url = new URL(href, doc.baseURI);
    const choice: Choice<HTMLElement> = {
      route: routeOf(url.pathname),
      samePage: routeOf(url.pathname) === routeOf(win.location.pathname),
      oldHeading: doc.querySelector<HTMLElement>(TITLE),
    };
    const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
    const deadline = Date.now() + limitMs;
    // Added while the choosing key or click is being dispatched: the DOM does not call them for that event.
    for (const type of READER_ACTIONS) win.addEventListener(type, stop, true);
    timer = setInterval(() => {
      const now: Now<HTMLElement> = {
        route: routeOf(win.location.pathname),
        heading: doc.querySelector<HTMLElement>(TITLE),
        anchor: id ? doc.getElementById(id) : null,
      };
      const target = landing(choice, now);
      if (target !== 'wait') {
        stop();
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        // Rspress scrolls to the page top or to the section; focus follows without scrolling again.
        target.focus({ preventScroll: true });
      } else if (Date.now() > deadline) stop();
    }, POLL_MS);
  };

  // Capture on window: before the Enter guard (on <html>) and Rspress's handler (on the document) act.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.code !== 'Enter' || event.isComposing) return;
    const target = event.target as Element | null;
    if (target?.matches?.(RESULT_LINK)) return choose((target as HTMLAnchorElement).href);
    if (!target?.matches?.(PANEL_INPUT_SELECTOR) || isDeadEnter(event.code, false, panelState(doc, target))) return;
    const current = doc.querySelector<HTMLAnchorElement>(CURRENT_LINK);
    if (current) choose(current.href);
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(RESULT_LINK) as HTMLAnchorElement | null;
    if (link && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) choose(link.href);
  };
  win.addEventListener('keydown', onKeyDown, true);
  win.addEventListener('click', onClick, true);
  return {
    navigating: () => timer !== undefined,
    remove() {
      stop();
      win.removeEventListener('keydown', onKeyDown, true);
      win.removeEventListener('click', onClick, true);
    },
  };
}
