/**
 * Type popups of checked samples, positioned only while a reader looks at one.
 *
 * Why not @rspress/plugin-twoslash's client: its custom element clones every
 * popup into the portal when the page loads and keeps a floating-ui
 * `autoUpdate` running for each, so a guide page with a few hundred typed
 * tokens spent 10–20 s of main-thread time on load, scroll and resize. Here one
 * delegated listener makes a popup the first time its token is hovered,
 * positions it while it is shown, and stops tracking when it hides. The popups
 * are not in the page: a token names its entry in a popup file
 * (plugins/samples/popup-files.ts), fetched on the first hover of one of its
 * block's tokens, which holds each popup's content; the client puts it in the
 * plugin's arrow and content box (popupElement). The markup and the stylesheet
 * stay the plugin's (`twoslash-popup-*`, plugins/samples/render.ts).
 */
import { arrow, autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { POPUP_HIDE_DELAY_MS } from '../../../config/reader-constants';
import { fetchStaticJson } from '../../../lib/runtime/fetch-static';
import { POPUP, POPUP_ARROW, POPUP_DIR, POPUP_INNER, TRIGGER, TYPE_ATTRIBUTE } from './trigger';

const PORTAL = 'twoslash-popup-portal';

interface Popup {
  element: HTMLElement;
  stopTracking?: () => void;
  hideTimer?: ReturnType<typeof setTimeout>;
}

function portal(doc: Document): HTMLElement {
  let element = doc.querySelector<HTMLElement>(PORTAL);
  if (!element) {
    element = doc.createElement(PORTAL);
    element.className = 'twoslash';
    doc.body.append(element);
  }
  return element;
}

function place(trigger: HTMLElement, popup: HTMLElement): void {
  const arrowElement = popup.querySelector<HTMLElement>(POPUP_ARROW);
  void computePosition(trigger, popup, {
    placement: 'bottom-start',
    middleware: [
      offset(4),
      size({
        padding: 16,
        apply: ({ availableWidth, availableHeight, elements }) => {
          elements.floating.style.maxWidth = `${Math.min(700, Math.max(100, availableWidth))}px`;
          elements.floating.style.maxHeight = `${Math.min(500, Math.max(100, availableHeight))}px`;
        },
      }),
      flip({ fallbackStrategy: 'initialPlacement' }),
      shift({ padding: 16 }),
      ...(arrowElement ? [arrow({ padding: 8, element: arrowElement })] : []),
    ],
  }).then((position) => {
    popup.style.left = `${position.x}px`;
    popup.style.top = `${position.y}px`;
    if (arrowElement) {
      arrowElement.style.left = `${position.middlewareData.arrow?.x ?? 0}px`;
      arrowElement.style.top = `${position.middlewareData.arrow?.y ?? 0}px`;
      arrowElement.dataset.side = position.placement;
    }
  });
}

/** A popup as the plugin's stylesheet expects it: the container, its arrow, and its content box holding a popup file's entry. */
export function popupElement(doc: Document, html: string): HTMLElement {
  const element = doc.createElement(POPUP);
  element.className = POPUP;
  const arrowElement = doc.createElement(POPUP_ARROW);
  arrowElement.className = POPUP_ARROW;
  const inner = doc.createElement('div');
  inner.className = POPUP_INNER;
  inner.innerHTML = html;
  element.append(arrowElement, inner);
  return element;
}

/** Installs the delegated listeners on a document; returns the function that removes them. */
export function installTypePopups(doc: Document): () => void {
  const popups = new WeakMap<HTMLElement, Popup>();
  const owner = new WeakMap<HTMLElement, HTMLElement>();

  const reveal = (trigger: HTMLElement, popup: Popup) => {
    clearTimeout(popup.hideTimer);
    if (!popup.stopTracking) {
      const element = popup.element;
      popup.stopTracking = autoUpdate(trigger, element, () => place(trigger, element));
    }
    popup.element.dataset.state = 'show';
  };

  const show = (trigger: HTMLElement) => {
    const popup = popups.get(trigger);
    if (popup) return reveal(trigger, popup);
    const [file, index] = (trigger.getAttribute(TYPE_ATTRIBUTE) ?? '').split(':');
    if (!file || !index) return;
    fetchStaticJson<string[]>(`${POPUP_DIR}/${file}.json`).then(
      (entries) => {
        const html = entries[Number(index)];
        if (html === undefined || popups.has(trigger)) return;
        const element = popupElement(doc, html);
        element.dataset.initialized = 'true';
        portal(doc).append(element);
        const made = { element };
        popups.set(trigger, made);
        owner.set(element, trigger);
        // Shown only if the pointer is still there once the file has arrived.
        if (trigger.matches(':hover')) reveal(trigger, made);
      },
      (error: unknown) => console.error(error),
    );
  };

  const hide = (trigger: HTMLElement) => {
    const popup = popups.get(trigger);
    if (!popup) return;
    clearTimeout(popup.hideTimer);
    popup.hideTimer = setTimeout(() => {
      popup.element.dataset.state = 'hidden';
      popup.stopTracking?.();
      popup.stopTracking = undefined;
    }, POPUP_HIDE_DELAY_MS);
  };

  /** The token a pointer event concerns: its own trigger, or the trigger whose popup it is over. */
  const triggerOf = (target: EventTarget | null): HTMLElement | undefined => {
    if (!(target instanceof Element)) return undefined;
    const trigger = target.closest<HTMLElement>(TRIGGER);
    if (trigger) return trigger;
    const popup = target.closest<HTMLElement>(`${PORTAL} ${POPUP}`);
    return popup ? owner.get(popup) : undefined;
  };

  const over = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger) show(trigger);
  };
  const out = (event: Event) => {
    const from = triggerOf(event.target);
    const to = triggerOf((event as MouseEvent).relatedTarget);
    if (from && from !== to) hide(from);
  };
  doc.addEventListener('mouseover', over);
  doc.addEventListener('mouseout', out);
  return () => {
    doc.removeEventListener('mouseover', over);
    doc.removeEventListener('mouseout', out);
  };
}
