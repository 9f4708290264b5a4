/**
 * Elements Rspress makes clickable without making them reachable by keyboard:
 * a `<div>` or `<article>` with an onClick. Each gets a role, a place in the tab
 * order and the keys its role promises (axe cannot see these: the elements have
 * no role to check). Pure data and rules; useKeyboardClickTargets applies them.
 */
import type { ThemeTextKey } from '../../config/texts';

export type ClickRole = 'button' | 'link';

export interface ClickTarget {
  /** The element Rspress listens for clicks on. */
  selector: string;
  /**
   * A part inside the element that takes the role and the tab stop instead, when
   * the element's own tag does not allow the role (ARIA in HTML: an `<article>`
   * cannot be a link). It is named by its content, so choose the part holding the
   * element's label.
   */
  part?: string;
  role: ClickRole;
  /** Accessible name (one of our texts), for icon-only elements. */
  label?: ThemeTextKey;
}

export const CLICK_TARGETS: readonly ClickTarget[] = [
  // The search icon that replaces the search button below 1280 px.
  { selector: '.rp-search-button--mobile', role: 'button', label: 'ptSearchButton' },
  // The light/dark switch: in the nav bar above 1280 px, in the hamburger's panel at 769–1280 px and in the nav screen below.
  { selector: '.rp-switch-appearance', role: 'button', label: 'ptThemeSwitch' },
  // Home feature cards with a link: the whole card navigates; its title (icon + heading) is the link.
  { selector: '.rp-home-feature__card--clickable', part: '.rp-home-feature__title-wrapper', role: 'link' },
];

/** Whether a key activates an element of that role: Enter for both, Space for buttons only (as native elements do). */
export function activates(key: string, role: ClickRole): boolean {
  return key === 'Enter' || (role === 'button' && key === ' ');
}

