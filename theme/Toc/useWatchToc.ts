/**
 * Rspress's `useWatchToc` with its ref callback's state update in a transition. Rspress's DocLayout takes the hook
 * from `@rspress/core/theme`, so exporting it from theme/index.tsx replaces theirs. Theirs sets state from the ref
 * callback, which React runs during the hydration commit at the synchronous priority: that forces every
 * still-dehydrated part of the page to hydrate at once, in one long task. In a transition the update waits, and the
 * page hydrates in slices the browser can interrupt. The watching itself (headings added later, e.g. in tabs) is
 * still Rspress's own.
 */
import { useWatchToc as useRspressWatchToc } from '@rspress/core/theme-original';
import { startTransition, useCallback } from 'react';

export function useWatchToc(): { rspressDocRef: (element: HTMLDivElement | null) => void } {
  const { rspressDocRef } = useRspressWatchToc();
  const ref = useCallback((element: HTMLDivElement | null) => startTransition(() => rspressDocRef(element)), [rspressDocRef]);
  return { rspressDocRef: ref };
}
