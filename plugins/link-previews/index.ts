/**
 * Adds link-preview tags and the canonical link to every page's static HTML
 * (./tags.ts). Rspress renders configured head tags only for real pages, so
 * the 404 page gets none.
 */
import type { RspressPlugin } from '@rspress/core';
import type { SiteUrl } from '../../config/env';
import { previewTags, renderTags } from './tags';

export function pluginLinkPreviews(site: SiteUrl, siteName: string, canonicalOf: (route: string) => string = (route) => route): RspressPlugin {
  return {
    name: 'pact-toolbox-link-previews',
    config(config) {
      return { ...config, head: [...(config.head ?? []), (route) => renderTags(previewTags(site, route.routePath, siteName, canonicalOf(route.routePath)))] };
    },
  };
}
