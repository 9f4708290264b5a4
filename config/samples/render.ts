/**
 * The Shiki side of the sample check: fences the remark plugin marked as
 * checked (`checked-sample`) render with twoslash, from the result the check
 * already computed (no second compile). Hover popups use the custom elements
 * of @rspress/plugin-twoslash's client component (`twoslash-popup-trigger`,
 * `twoslash-popup-container` with an arrow and an inner box), which the
 * plugin in ./plugin.ts mounts; the types show without their JSDoc (the API
 * reference has it), which keeps guide pages light.
 */
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash';
import type { ShikiTransformer } from 'shiki';
import type { Element, ElementContent } from 'hast';
import type { SampleChecker } from './check';
import { CHECKED_LANGS } from './fences';
import { CHECKED_TRIGGER } from './remark';
import { TRIGGER } from './client/trigger';

const element = (tagName: string, className: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: { class: className },
  children,
});

/** What the client component expects inside a popup: an arrow, then the content box. */
const popupBody = (content: ElementContent[]): ElementContent[] => [
  element('twoslash-popup-arrow', 'twoslash-popup-arrow'),
  element('div', 'twoslash-popup-inner', content),
];

export function sampleTransformer(checker: Pick<SampleChecker, 'rendered'>): ShikiTransformer {
  const renderer = rendererRich({
    jsdoc: false,
    hast: {
      hoverToken: { tagName: TRIGGER },
      // rp-copy-ignore: Rspress's copy button leaves the popup text out.
      hoverPopup: { tagName: 'twoslash-popup-container', properties: { class: 'twoslash-popup-container rp-copy-ignore' }, children: popupBody },
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
