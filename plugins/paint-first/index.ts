/**
 * Paint first: the page's HTML paints before any script is requested.
 * - Build: Rsbuild's entry `<script defer>` tags become one inline loader that adds them after the first paint
 *   (loader.ts), through `html.tags`, the documented hook for the HTML template's tags.
 * - After the build: the route-chunk `<link rel="preload" as="script">` that Rspress's static rendering writes into
 *   every page is removed (it has no option), so nothing but the stylesheet and the logo competes with the text.
 * Nothing here runs in the browser but the loader itself. WORKAROUNDS.md row "paint-first".
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { deferEntryScripts, type Tag, withoutRoutePreloads } from './loader';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function pluginPaintFirst(options: { projectRoot: string }): RspressPlugin {
  return {
    name: 'pact-toolbox-paint-first',
    builderConfig: {
      html: {
        // Only the browser build's template carries entry scripts; the others have none and pass through.
        tags: [(tags) => deferEntryScripts(tags as Tag[]) as typeof tags],
      },
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: it rewrites the written HTML files, and the dev server writes none (it renders each page in the browser).
      if (!isProd) return;
      const outDir = path.resolve(options.projectRoot, config.outDir ?? 'doc_build');
      for (const file of htmlFiles(outDir)) {
        const { html, removed } = withoutRoutePreloads(readFileSync(file, 'utf8'));
        if (removed) writeFileSync(file, html);
      }
    },
  };
}
