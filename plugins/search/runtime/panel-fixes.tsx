/**
 * Our fixes to Rspress's search panel, in the panel's own chunk: SearchPanel.tsx loads this module with
 * Rspress's panel and renders `PanelFixes` just before it, so they are installed in the same commit, before
 * the panel takes focus, and a reader who never searches downloads neither.
 * - focus returns where it was when the panel closes (focus-return.ts), or goes to a chosen result's page
 *   title (heading-focus.ts);
 * - Enter does nothing unless it opens a result listed in the open panel (enter-guard.ts);
 * - the panel is a dialog with a combobox for assistive technology (combobox.ts), and Tab stays inside it
 *   (dialog-focus.ts);
 * - ArrowUp, ArrowDown, Enter, Escape and Ctrl/Cmd+K find Rspress's key handler bound to the panel on
 *   screen, even pressed the moment it or its results appear (key-settle.ts);
 * - while a typed query waits for the index, a line under the field says the index is loading, for
 *   screen readers too (loading-sign.ts); a failed load offers to search again (NoSearchResult.tsx).
 */
import { useEffect, useLayoutEffect } from 'react';
import { useText } from '../../../lib/runtime/useText';
import { HEADING_FOCUS_LIMIT_MS } from '../../../config/reader-constants';
import { installCombobox } from './combobox';
import { installDialogFocus } from './dialog-focus';
import { installEnterGuard } from './enter-guard';
import { installFocusReturn } from './focus-return';
import { installHeadingFocus } from './heading-focus';
import { installKeySettle } from './key-settle';
import { onIndexStatus, queriesWaiting, searchedIndexReady } from './index-status';
import { installLoadingSign } from './loading-sign';
import './loading-sign.css';
import { PANEL_INPUT_SELECTOR } from './selectors';

/** @param settle updates the search wrapper synchronously, which runs React's pending effects first (key-settle.ts) */
export function PanelFixes({ settle }: { settle: () => void }): null {
  const text = useText();

  // A layout effect: it runs before the panel's input takes focus (React focuses an autoFocus field while it
  // commits, before any passive effect), so focus-return.ts still sees where focus was.
  useLayoutEffect(() => {
    const headingFocus = installHeadingFocus(document, HEADING_FOCUS_LIMIT_MS);
    const removers = [
      headingFocus.remove,
      installFocusReturn(document, headingFocus.navigating),
      installEnterGuard(document),
      installDialogFocus(document),
      installKeySettle(document, PANEL_INPUT_SELECTOR, settle),
    ];
    return () => removers.forEach((remove) => remove());
  }, [settle]);

  useEffect(
    () =>
      installCombobox(document, () => ({
        dialog: text('ptSearchDialog'),
        field: text('ptSearchField'),
        results: text('ptSearchResults'),
        clear: text('ptSearchClear'),
        close: text('ptSearchClose'),
      })),
    [text],
  );

  // A layout effect too: the sign's live region is in place before a query can be pasted into the new field.
  useLayoutEffect(
    () => installLoadingSign(document, { text: () => text('ptSearchLoading'), ready: searchedIndexReady, waiting: queriesWaiting, onChange: onIndexStatus }),
    [text],
  );

  return null;
}
