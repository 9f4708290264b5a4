/**
 * The phone panels Rspress 2 opens over the page: the nav menu (the hamburger's `.rp-nav-screen`) and the
 * sidebar drawer (the "Menu" button's `.rp-doc-layout__sidebar--open`). Rspress draws them over the page
 * but leaves the page in the tab order, has no key to close them, and leaves focus where it fell when they
 * close (on `<body>` once the nav menu is removed; on a hidden link in the closed drawer). While one is open,
 * Tab cycles through it (and its toggle, where that stays on screen); Esc closes it as its own controls do;
 * when it closes, focus goes back to the button that opened it. PanelMemory is the DOM-free part;
 * installMobilePanels wires it to the page (useMobilePanels.ts).
 */
import { keepTabInside, tabStops } from '../../lib/runtime/focus/tab-stops';

/** What a panel change asks of focus. */
export type PanelStep<T> = { kind: 'opened' } | { kind: 'closed'; returnTo: T | null } | null;

/** One panel's open state over time, and the element that had focus when it opened. */
export class PanelMemory<T> {
  #open = false;
  #opener: T | null = null;

  /**
   * The panel was looked at again: `open` now, `active` has focus, `inPanel` tells whether an element is
   * inside the panel. On opening, remembers the opener (focus outside the panel); on closing, returns it
   * when `focusLeftBehind` (focus lost, or still inside the closed panel) and it is `usable`.
   */
  seen(open: boolean, active: T | null, inPanel: (el: T) => boolean, focusLeftBehind: () => boolean, usable: (el: T) => boolean): PanelStep<T> {
    if (open === this.#open) return null;
    this.#open = open;
    if (open) {
      this.#opener = active !== null && !inPanel(active) ? active : null;
      return { kind: 'opened' };
    }
    const opener = this.#opener;
    this.#opener = null;
    return { kind: 'closed', returnTo: opener !== null && focusLeftBehind() && usable(opener) ? opener : null };
  }
}

export interface PanelSpec {
  /** The open panel, or null when it is closed. */
  panel(doc: Document): HTMLElement | null;
  /** Its toggle buttons: they get `aria-expanded`. */
  toggles: string;
  /** What Tab cycles through while it is open: the panel, and its toggle when that stays on screen. */
  cycle(doc: Document, panel: HTMLElement): Element[];
  /** Closes the panel the way its own controls do. */
  close(doc: Document): void;
  /** Where focus goes when the panel opens; null leaves it on the toggle (which stays in the cycle). */
  enter(panel: HTMLElement): HTMLElement | SVGElement | null;
}

const click = (selector: string) => (doc: Document) => doc.querySelector<HTMLElement>(selector)?.click();

export const PANELS: readonly PanelSpec[] = [
  {
    // The hamburger's full-screen menu below 769 px: it opens under the nav bar, so its toggle stays on screen.
    panel: (doc) => doc.querySelector<HTMLElement>('.rp-nav-screen--open'),
    toggles: '.rp-nav-hamburger__sm',
    cycle: (doc, panel) => [...doc.querySelectorAll('.rp-nav-hamburger__sm'), panel],
    close: click('.rp-nav-hamburger__sm'),
    enter: () => null,
  },
  {
    // The sidebar drawer below 769 px: it covers the "Menu" button, so focus moves in, to the current page's link.
    panel: (doc) => doc.querySelector<HTMLElement>('.rp-doc-layout__sidebar--open'),
    toggles: '.rp-sidebar-menu__left',
    cycle: (_doc, panel) => [panel],
    close: click('.rp-sidebar-menu__mask'),
    enter: (panel) => {
      const stops = tabStops([panel]);
      return stops.find((el) => el.matches('.rp-sidebar-item--active')) ?? stops[0] ?? null;
    },
  },
];

/** The search panel, which takes keys first when it is open over a phone panel. */
const SEARCH_OPEN = '.rp-search-panel__mask';

/** Wires the panels to a document. Returns a function that stops. */
export function installMobilePanels(doc: Document, specs: readonly PanelSpec[] = PANELS): () => void {
  const memories = specs.map(() => new PanelMemory<HTMLElement>());
  const lastPanels: (HTMLElement | null)[] = specs.map(() => null);

  const check = () => {
    specs.forEach((spec, i) => {
      const panel = spec.panel(doc);
      for (const toggle of doc.querySelectorAll(spec.toggles)) {
        const expanded = String(!!panel);
        if (toggle.getAttribute('aria-expanded') !== expanded) toggle.setAttribute('aria-expanded', expanded);
      }
      const region = panel ?? lastPanels[i];
      const active = doc.activeElement as HTMLElement | null;
      const step = memories[i].seen(
        !!panel,
        active === doc.body ? null : active,
        (el) => !!region?.contains(el),
        () => !active || active === doc.body || !active.isConnected || !!region?.contains(active),
        (el) => el.isConnected,
      );
      lastPanels[i] = panel;
      if (step?.kind === 'opened' && panel) spec.enter(panel)?.focus({ preventScroll: true });
      if (step?.kind === 'closed') step.returnTo?.focus({ preventScroll: true });
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (doc.querySelector(SEARCH_OPEN)) return;
    specs.forEach((spec) => {
      const panel = spec.panel(doc);
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        spec.close(doc);
        return;
      }
      keepTabInside(event, spec.cycle(doc, panel));
    });
  };

  const observer = new MutationObserver(check);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  doc.addEventListener('keydown', onKeyDown, true);
  check();
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKeyDown, true);
  };
}
