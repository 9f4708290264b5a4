import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { loadApiSidebar } from './config/api-sidebar';
import { resolveBase, resolveEditLink } from './config/env';
import { nav } from './config/nav';
import { buildSidebar } from './config/sidebar';
import { SITE } from './config/site';
import { i18nOverrides } from './config/texts';
import { chromeHeadScript } from './theme/chrome/switches';

const root = path.join(__dirname, 'docs');
const editLink = resolveEditLink(process.env.DOCS_EDIT_URL, SITE.editLinkText);

export default defineConfig({
  root,
  base: resolveBase(process.env.DOCS_BASE),
  title: SITE.title,
  description: SITE.description,
  lang: SITE.lang,
  icon: SITE.icon,
  logo: SITE.logo,
  logoText: SITE.title,
  route: { cleanUrls: true },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
  },
  i18nSource: i18nOverrides,
  globalUIComponents: [path.join(__dirname, 'theme/global/ReadingProgress.tsx')],
  themeConfig: {
    nav,
    sidebar: buildSidebar(loadApiSidebar(path.join(root, 'api/_data/sidebar.json'))),
    socialLinks: [{ icon: 'github', mode: 'link', content: SITE.repoUrl }],
    footer: { message: SITE.footerMessage },
    outlineTitle: SITE.outlineTitle,
    lastUpdated: true,
    ...(editLink ? { editLink } : {}),
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
  },
  builderConfig: {
    html: {
      tags: [{ tag: 'script', head: true, append: false, children: chromeHeadScript() }],
    },
  },
});
