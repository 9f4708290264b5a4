/**
 * Content-Security-Policy: after the build, every HTML file gets a `<meta http-equiv="Content-Security-Policy">`
 * first in its `<head>`, made from that file's own inline scripts (their sha256 hashes) as they were written.
 *
 * It must read the final HTML, after every other plugin has rewritten it (paint-first's loader, the redirect
 * pages). Rspress starts all `afterBuild` hooks together, in plugin order; ours and the ones before it that write
 * HTML are synchronous, so listing this plugin last in rspress.config.ts makes it run after them (WORKAROUNDS.md
 * row "csp-last", held by order.test.ts). tests/e2e/csp.spec.ts checks every built file's policy against its
 * scripts, and that a browser obeys it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { securePage } from './rewrite';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface CspOptions {
  projectRoot: string;
  /** Origins besides the site's own that pages send requests to (the remote search service, if any). */
  connectOrigins?: readonly string[];
}

export function pluginCsp({ projectRoot, connectOrigins = [] }: CspOptions): RspressPlugin {
  return {
    name: 'pact-toolbox-csp',
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: it hashes the written HTML files' inline scripts; the dev server writes no HTML and sends no policy.
      if (!isProd) return;
      const outDir = path.resolve(projectRoot, config.outDir ?? 'doc_build');
      for (const file of htmlFiles(outDir)) {
        const before = readFileSync(file, 'utf8');
        const after = securePage(before, connectOrigins);
        if (after !== before) writeFileSync(file, after);
      }
    },
  };
}
