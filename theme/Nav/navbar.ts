/**
 * Nav bar hiding (`themeConfig.hideNavbar`), which Rspress 2 types but does not
 * implement. The three values keep their Rspress 1 meaning:
 * - 'always': the nav bar is hidden permanently, on every page;
 * - 'auto': on doc pages it slides away while the reader scrolls down and comes
 *   back on scroll up (and always near the top of the page);
 * - 'never': the nav bar always shows.
 * Our default is 'auto' (Rspress's type documents 'never' as its default).
 *
 * The state is written to one attribute on <html>; CSS does the rest.
 */

export type HideNavbar = 'always' | 'auto' | 'never';
export const HIDE_NAVBAR_MODES: readonly HideNavbar[] = ['always', 'auto', 'never'];
export const DEFAULT_HIDE_NAVBAR: HideNavbar = 'auto';

/** `shown` (no attribute), `hidden` (slid away, still in the flow) or `off` (not laid out at all). */
export type NavbarState = 'shown' | 'hidden' | 'off';
export const NAVBAR_ATTRIBUTE = 'data-pt-navbar';

/** The configured mode; anything else (unset, a typo) falls back to the default. */
export function hideNavbarMode(value: unknown): HideNavbar {
  return HIDE_NAVBAR_MODES.includes(value as HideNavbar) ? (value as HideNavbar) : DEFAULT_HIDE_NAVBAR;
}

export interface NavbarInput {
  mode: HideNavbar;
  /** Whether the page uses the doc layout (only doc pages hide on scroll). */
  docPage: boolean;
  /** The scroll position now and at the previous decision. */
  y: number;
  lastY: number;
  /** Height of the nav bar: above it the nav bar always shows. */
  navHeight: number;
  /** The current state, kept when the page has not moved. */
  state: NavbarState;
}

/** The nav bar's next state. */
export function navbarState({ mode, docPage, y, lastY, navHeight, state }: NavbarInput): NavbarState {
  if (mode === 'never') return 'shown';
  if (mode === 'always') return 'off';
  if (!docPage || y <= navHeight) return 'shown';
  if (y > lastY) return 'hidden';
  if (y < lastY) return 'shown';
  return state === 'off' ? 'shown' : state;
}
