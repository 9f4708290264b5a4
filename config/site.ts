/**
 * Site-wide constants. Everything a reader sees in the chrome that is not a
 * navigation list lives here, so the config file only wires things together.
 */
const REPO_URL = 'https://github.com/kadena-community/pact-toolbox';

export const SITE = {
  title: 'Pact Toolbox',
  description:
    'Build, test and deploy Pact smart contracts on Kadena Chainweb from TypeScript: guides and the full API reference of Pact Toolbox.',
  lang: 'en',
  repoUrl: REPO_URL,
  logo: '/logo.svg',
  icon: '/favicon.svg',
  outlineTitle: 'ON THIS PAGE',
  /** HTML (Rspress renders it as such): absolute links only, since the footer's links do not follow the base path. */
  footerMessage:
    `Pact Toolbox is MIT licensed (<a href="${REPO_URL}/blob/main/LICENCE">its licence</a>; <a href="${REPO_URL}">source on GitHub</a>). Documentation written by the Pact Toolbox docs team.`,
  editLinkText: 'Edit this page on GitHub',
} as const;
