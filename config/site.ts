/**
 * Site-wide constants. Everything a reader sees in the chrome that is not a
 * navigation list lives here, so the config file only wires things together.
 */
export const SITE = {
  title: 'Pact Toolbox',
  description:
    'Build, test and deploy Pact smart contracts on Kadena Chainweb from TypeScript: guides and the full API reference of Pact Toolbox.',
  lang: 'en',
  repoUrl: 'https://github.com/kadena-community/pact-toolbox',
  logo: '/logo.svg',
  icon: '/favicon.svg',
  outlineTitle: 'ON THIS PAGE',
  footerMessage: 'Pact Toolbox is MIT licensed. Documentation written by the Pact Toolbox docs team.',
  editLinkText: 'Edit this page on GitHub',
} as const;
