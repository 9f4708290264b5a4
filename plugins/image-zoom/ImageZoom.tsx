/** Global UI component: zooms the page's images with medium-zoom, loaded only when there is an image. */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { ZOOM_SELECTOR, ZOOM_START_DELAY_MS } from './options';
import './image-zoom.css';

export default function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: { detach(): void; close(): void } | undefined;
    let cancelled = false;
    // After the page's content has rendered, as Rspress's own zoom does.
    const timer = setTimeout(() => {
      const images = document.querySelectorAll(ZOOM_SELECTOR);
      if (!images.length) return;
      void import('medium-zoom').then(({ default: mediumZoom }) => {
        if (!cancelled) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
      });
    }, ZOOM_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
