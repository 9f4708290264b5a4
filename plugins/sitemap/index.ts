/**
 * Writes `sitemap.xml` (every page, absolute under the public site URL, dated
 * by git) and a `robots.txt` that points at it, after the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { SiteUrl } from '../../config/env';
import { lastCommitDates, trackedFiles } from './git-dates';
import { dateSource, robotsTxt, sitemapXml } from './sitemap';

export interface SitemapOptions {
  site: SiteUrl;
  /** This project's root (a git checkout). */
  projectRoot: string;
  /** The toolkit checkout the API reference was generated from, if any (PACT_TOOLBOX_REPO). */
  toolkitRepo?: string;
}

export function pluginSitemap({ site, projectRoot, toolkitRepo }: SitemapOptions): RspressPlugin {
  const pages = new Map<string, string>();
  return {
    name: 'pact-toolbox-sitemap',
    extendPageData(pageData, isProd) {
      if (!isProd || pageData.frontmatter.pageType === '404') return;
      pages.set(pageData.routePath, pageData._filepath);
    },
    afterBuild(config, isProd) {
      // Skipped in `rspress dev`: sitemap.xml and robots.txt are files in the output folder, which the dev server does not write.
      if (!isProd) return;
      const tracked = trackedFiles(projectRoot, '.');
      const docsDate = lastCommitDates(projectRoot);
      const toolkitDate = toolkitRepo ? lastCommitDates(toolkitRepo) : undefined;
      const entries = [...pages].map(([routePath, file]) => {
        const rel = path.relative(projectRoot, file).split(path.sep).join('/');
        const source = dateSource(routePath, rel, tracked.has(rel), toolkitDate !== undefined);
        const lastmod = source.repo === 'toolkit' ? toolkitDate?.(source.path) : docsDate(source.path);
        return { routePath, lastmod };
      });
      const outDir = path.resolve(projectRoot, config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site, entries));
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site));
    },
  };
}
