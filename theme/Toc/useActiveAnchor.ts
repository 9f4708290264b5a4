/**
 * The outline's active heading, with the scroll handler throttled
 * (OUTLINE_SCROLL_THROTTLE_MS, config/reader-constants.ts) so that scrolling a long
 * page stays smooth. Rspress's Toc and mobile outline take this hook from
 * `@rspress/core/theme`, so exporting it from theme/index.tsx replaces theirs;
 * the rule itself is activeAnchor.ts.
 */
import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { OUTLINE_LABEL_SLACK_PX, OUTLINE_SCROLL_THROTTLE_MS } from '../../config/reader-constants';
import { activeAnchor, cssPixels } from './activeAnchor';
import { onThrottledScroll } from '../throttle';

export function useActiveAnchor(headers: Header[]): { scrolledHeader: Header | undefined; activeAnchorId: string | undefined } {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  useEffect(() => {
    const update = () => {
      const padding = cssPixels(getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'));
      const positions = headers.map((h) => ({
        id: h.id,
        top: document.getElementById(h.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      const { activeId, scrolledId } = activeAnchor(positions, padding - 5, window.innerHeight, padding + OUTLINE_LABEL_SLACK_PX);
      setActiveAnchorId(activeId);
      setScrolledHeader(headers.find((h) => h.id === scrolledId));
      // Back at the top of the page, the outline shows its first entries again: Rspress scrolls the box to keep the
      // active entry in view, and with no entry active at the top it stayed where the last one had put it (76 px down).
      if (window.scrollY <= 0) for (const toc of document.querySelectorAll('.rp-outline__toc')) toc.scrollTop = 0;
    };
    update();
    return onThrottledScroll(update, OUTLINE_SCROLL_THROTTLE_MS);
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
}
