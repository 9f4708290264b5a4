/**
 * The benchmark's baseline: plain Rspress 2 over the same content (the guide
 * and the generated API pages, the same nav and sidebar, the Pact grammar so
 * the same code blocks highlight) with none of our theme, plugins or build
 * options. `npm run bench` builds it beside the real site and measures both the
 * same way, so a figure can be read against what Rspress alone costs here.
 * BENCH_PLAIN_OUT picks the output folder; DOCS_ROOT the content folder.
 */
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { loadApiSidebar } from '../../api-gen/sidebar-data';
import { nav } from '../../config/nav';
import { buildSidebar } from '../../config/sidebar';
import { SITE } from '../../config/site';
import { pactLanguage } from '../../grammars/pact';

const projectRoot = path.resolve(__dirname, '../..');
const root = path.resolve(projectRoot, process.env.DOCS_ROOT || 'docs');

export default defineConfig({
  root,
  outDir: process.env.BENCH_PLAIN_OUT || path.join(projectRoot, '.cache/bench/plain'),
  title: SITE.title,
  description: SITE.description,
  lang: SITE.lang,
  icon: SITE.icon,
  logo: SITE.logo,
  route: { cleanUrls: true },
  // An empty theme folder: Rspress's own theme, untouched.
  themeDir: path.join(__dirname, 'plain-theme'),
  markdown: { shiki: { langs: ['tsx', 'ts', 'js', pactLanguage] } },
  themeConfig: { nav, sidebar: buildSidebar(loadApiSidebar(path.join(root, 'api/_data/sidebar.json'))) },
});
