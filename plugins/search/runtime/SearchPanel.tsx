/**
 * Rspress's search panel, mounted lazily. Rspress fetches the search index as soon
 * as its panel mounts. We mount it, and start the index download, at the reader's
 * first sign of searching (intent.ts: the pointer over the search button, focus on
 * it, a press on it, or Ctrl/Cmd+K), or when search opens, and never otherwise: a
 * reader who does not search downloads and decodes no index. The index is decoded
 * off the main thread (index-load.ts). Until the panel mounts, Ctrl/Cmd+K is handled here.
 *
 * Our fixes to Rspress's panel (panel-fixes.tsx: focus, Enter, the dialog and combobox
 * roles, keys pressed as results appear) load in the same chunk as the panel and are
 * installed just before it. Results carry a Guide / API label (kind-label.css); filter chips narrow them (ScopeChips.tsx). What is
 * typed right after Ctrl/Cmd+K, before the field exists, is kept for it (type-ahead.ts).
 */
import type { SearchPanel as RspressSearchPanelType } from '@rspress/core/theme-original';
import { usePageData } from '@rspress/core/runtime';
import { type ComponentProps, useCallback, useEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { lazyComponent } from '../../../lib/runtime/lazy-component';
import { useText } from '../../../lib/runtime/useText';
import { indexFetcher } from './index-fetch';
import { getSearchIndexURL } from './index-url';
import { onSearchIntent } from './intent';
import { isSearchShortcut } from './shortcut';
import { applyKey, EMPTY_DRAFT, keepTyping } from './type-ahead';
import { takeEarlyKeys } from './early-keys';
import { PANEL_INPUT_SELECTOR } from './selectors';
import { TYPE_AHEAD_LIMIT_MS } from '../../../config/reader-constants';
import './kind-label.css';
import './selection.css';

type Props = ComponentProps<typeof RspressSearchPanelType>;
/** The panel as the wrapper renders it: Rspress's props, and how to update the wrapper at once (key-settle.ts). */
type LoadedProps = Props & { settle: () => void };

/** Set at the first sign of a search on this page; later mounts (another nav bar) start live. */
let intentSeen = false;
/** Mounted SearchPanels waiting for that sign. */
const intentListeners = new Set<() => void>();

function markIntent(): void {
  if (intentSeen) return;
  intentSeen = true;
  for (const listener of [...intentListeners]) listener();
}
// From the moment this code runs, before hydration: a hover or a press while the page hydrates counts too.
if (typeof window !== 'undefined') onSearchIntent(window as unknown as Parameters<typeof onSearchIntent>[0], markIntent);
/**
 * How many of Rspress's panels are mounted. Rspress's own Ctrl/Cmd+K listener is
 * added in its panel's effect, which runs before this wrapper's (children first),
 * so while this is 0 nobody else answers the shortcut: not before the first sign
 * of a search, and not while the panel's chunk is still on its way after it.
 */
let panelsMounted = 0;

/** Rspress's panel and our fixes to it in their own chunk: they load only when the panel mounts. */
const RspressSearchPanel = lazyComponent<LoadedProps>(
  () =>
    Promise.all([import('@rspress/core/dist/theme/components/Search/SearchPanel.js'), import('./panel-fixes'), import('./ScopeChips')]).then(([{ SearchPanel: Panel }, { PanelFixes }, { ScopeChips }]) => {
      function CountedPanel({ settle, ...props }: LoadedProps) {
        useEffect(() => {
          panelsMounted += 1;
          return () => {
            panelsMounted -= 1;
          };
        }, []);
        return (
          <>
            <PanelFixes settle={settle} />
            <Panel {...props} />
            {props.focused && <ScopeChips />}
          </>
        );
      }
      return CountedPanel;
    }),
  'SearchPanel',
);

/** Opens search while no Rspress panel is mounted (set by the mounted SearchPanel). */
let openSearch: (() => void) | undefined;
/** Ctrl/Cmd+K was pressed before any SearchPanel had mounted: open search when one does. */
let openedEarly = false;

/**
 * Ctrl/Cmd+K until Rspress's panel has mounted. Listening from the moment this
 * code runs, not from a React effect, catches a press made while the page is
 * still hydrating (effects run only after), and one made while the panel's chunk
 * is still loading. Once a panel is mounted, Rspress's own
 * handler takes the shortcut.
 */
function earlyShortcut(event: KeyboardEvent): void {
  if (panelsMounted > 0 || !isSearchShortcut(event) || document.querySelector('.rp-search-panel__input')) return;
  event.preventDefault();
  if (openSearch) openSearch();
  else openedEarly = true;
}
if (typeof document !== 'undefined') document.addEventListener('keydown', earlyShortcut);

const findField = () => document.querySelector<HTMLInputElement>(PANEL_INPUT_SELECTOR);
let stopTyping: (() => void) | undefined;

/**
 * Ctrl/Cmd+K with no search field on the page yet (its code still loading, or its
 * first render on the way): what the reader types next is kept until the field
 * appears (type-ahead.ts), so no keystroke is lost. Runs before either shortcut
 * handler opens the panel.
 */
function keepTypingAfterShortcut(event: KeyboardEvent): void {
  if (!isSearchShortcut(event) || findField()) return;
  stopTyping?.();
  stopTyping = keepTyping(document, { findField, giveUpAfterMs: TYPE_AHEAD_LIMIT_MS });
}
if (typeof window !== 'undefined') window.addEventListener('keydown', keepTypingAfterShortcut, true);

// Ctrl/Cmd+K pressed before this code ran, taken by the head script with what followed it: open search and keep typing.
const early = typeof window !== 'undefined' ? takeEarlyKeys(window) : undefined;
if (early?.open) {
  markIntent();
  openedEarly = true;
  const initial = early.keys.reduce((draft, key) => applyKey(draft, key) ?? draft, EMPTY_DRAFT);
  stopTyping = keepTyping(document, { findField, giveUpAfterMs: TYPE_AHEAD_LIMIT_MS, initial });
}

export function SearchPanel(props: Props) {
  const { focused, setFocused } = props;
  const [intent, setIntent] = useState(intentSeen);
  // A synchronous update of this component runs React's pending effects first (key-settle.ts).
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const settle = useCallback(() => flushSync(rerender), []);
  const live = intent || focused;
  const text = useText();
  const { siteData, page } = usePageData();
  // Which index Rspress's panel will ask for (its useSearchPanel reads the same settings).
  const search = siteData.search;
  const indexURL = search === false ? undefined : getSearchIndexURL(page.lang ?? '', (search?.versioned ?? true) ? (page.version ?? '') : '');

  useEffect(() => {
    // The result labels' words (kind-label.css), as CSS strings.
    const style = document.documentElement.style;
    style.setProperty('--pt-result-guide', JSON.stringify(text('ptGuideResult')));
    style.setProperty('--pt-result-api', JSON.stringify(text('ptApiResult')));
  }, [text]);

  useEffect(() => {
    if (intent) return;
    if (intentSeen) return void setIntent(true);
    const listener = () => setIntent(true);
    intentListeners.add(listener);
    return () => void intentListeners.delete(listener);
  }, [intent]);

  useEffect(() => {
    if (!live || !indexURL) return;
    // The download starts now, and the worker that decodes it (index-load.ts, its own small chunk) starts beside
    // the panel's code instead of after it; the panel's searcher joins both. A failure is logged by index-fetch.ts,
    // and the panel's first search tries again.
    indexFetcher.start(indexURL);
    import('./index-load').then(({ loadIndex }) => loadIndex(indexURL)).catch(() => {});
  }, [live, indexURL]);

  useEffect(() => {
    // Until Rspress's panel has mounted, Ctrl/Cmd+K comes through earlyShortcut, even one
    // pressed while the page was still hydrating.
    openSearch = () => setFocused(true);
    if (openedEarly) {
      openedEarly = false;
      setFocused(true);
    }
    return () => {
      openSearch = undefined;
    };
  }, [setFocused]);

  return live ? <RspressSearchPanel {...props} settle={settle} /> : null;
}
