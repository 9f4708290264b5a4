/**
 * Names the two `<aside>` landmarks of a doc page — the sidebar and the outline —
 * so assistive technology can tell them apart (axe: landmark-unique).
 *
 * Rspress's DocLayout renders both asides with no way to pass attributes, and
 * re-implementing the layout to add two labels would not be a thin override.
 * The labels are therefore set after React has committed: hydration compares
 * the server HTML with the first client render, which neither contains them, so
 * there is no mismatch. The effect runs again after each navigation and page-data
 * change, because a new layout brings new asides.
 */
import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect } from 'react';
import type { ThemeTextKey } from '../../config/texts';
import { useText } from '../../lib/runtime/useText';
import { LANDMARK_LABELS } from '../labels';

const ASIDES: [selector: string, label: ThemeTextKey][] = [
  ['aside.rp-doc-layout__sidebar', LANDMARK_LABELS.sidebar],
  ['aside.rp-doc-layout__outline', LANDMARK_LABELS.outline],
];

export function useLandmarkLabels(): void {
  const { pathname } = useLocation();
  const { page } = usePage();
  const text = useText();
  useEffect(() => {
    for (const [selector, label] of ASIDES) {
      for (const aside of document.querySelectorAll(selector)) {
        if (!aside.hasAttribute('aria-label')) aside.setAttribute('aria-label', text(label));
      }
    }
  }, [pathname, page, text]);
}
