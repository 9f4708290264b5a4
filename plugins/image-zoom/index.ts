/**
 * Image zoom that costs nothing on pages without images. Rspress's built-in
 * zoom (`mediumZoom`, on by default) puts medium-zoom in every page's first
 * load; the site has no images today. This plugin turns the built-in off and
 * mounts ImageZoom.tsx, which loads medium-zoom only when the page has an image
 * to zoom, with the same selector, background and behaviour.
 *
 * `mediumZoom: false` must also be in the site config: Rspress reads that
 * option before it runs any plugin (plugins/image-zoom/image-zoom.test.ts
 * guards both).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export const IMAGE_ZOOM_COMPONENT = path.join(__dirname, 'ImageZoom.tsx');

export function pluginImageZoom(): RspressPlugin {
  return {
    name: 'pact-toolbox-image-zoom',
    config(config) {
      if (config.mediumZoom !== false) {
        throw new Error('pluginImageZoom: set `mediumZoom: false` in the Rspress config as well. Rspress adds its own zoom before plugins run, and the two would zoom every image twice.');
      }
      return config;
    },
    globalUIComponents: [IMAGE_ZOOM_COMPONENT],
  };
}
