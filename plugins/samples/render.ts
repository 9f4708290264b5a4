/**
 * The Shiki side of the sample check: fences the remark plugin marked as
 * checked (`checked-sample`) render with twoslash, from the result the check
 * already computed (no second compile). Hover popups use the custom elements
 * of @rspress/plugin-twoslash's client component (`twoslash-popup-trigger`,
 * `twoslash-popup-container` with an arrow and an inner box, which our client
 * adds); the popups' content moves out of the page into popup files
 * (./popup-files.ts) that our client (./runtime/hover.ts) fetches on the first hover. The types show without their
 * JSDoc (the API reference has it), which keeps the popup files light.
 */
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash';
import type { ShikiTransformer } from 'shiki';
import type { ElementContent } from 'hast';
import type { SampleChecker } from './check';
import { CHECKED_LANGS } from './fences';
import { CHECKED_TRIGGER } from './remark';
import { POPUP, TRIGGER } from './runtime/trigger';
import { detachPopups } from './popup-files';

/**
 * What a popup holds here: its content only. The client component's arrow and content box
 * (`twoslash-popup-arrow`, `twoslash-popup-inner`), the same around every popup, are added by our client
 * (runtime/hover.ts) when it shows one, so the popup files do not repeat them (114 bytes a popup).
 */
const popupBody = (content: ElementContent[]): ElementContent[] => content;

/**
 * Moves each checked block's popups out of the page (./popup-files.ts):
 * `stage` receives them. Runs after the twoslash transformer.
 */
export function popupFileTransformer(stage: (hash: string, popups: string[]) => void): ShikiTransformer {
  return {
    name: 'pact-docs-type-popup-files',
    root(tree) {
      const detached = detachPopups(tree);
      if (detached) stage(detached.hash, detached.popups);
    },
  };
}

export function sampleTransformer(checker: Pick<SampleChecker, 'rendered'>): ShikiTransformer {
  const renderer = rendererRich({
    jsdoc: false,
    hast: {
      hoverToken: { tagName: TRIGGER },
      // Taken out of the page into a popup file by popupFileTransformer (after this one).
      hoverPopup: { tagName: POPUP, properties: { class: POPUP }, children: popupBody },
    },
  });
  const twoslasher = (code: string, lang?: string) => {
    const result = checker.rendered(code, lang ?? '');
    if (!result) throw new Error(`no checked result for a ${lang} sample starting "${code.slice(0, 60)}": the remark sample check must run before Shiki`);
    return result;
  };
  return createTransformerFactory(twoslasher as never, renderer)({
    langs: [...CHECKED_LANGS],
    explicitTrigger: CHECKED_TRIGGER,
    throws: true,
  });
}
