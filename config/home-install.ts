/**
 * The install line on the home page: a package that installs from npm and whose import runs today, as the install
 * check (`npm run check:install`, config/npm-install.json) measured. home-install.test.ts holds it to that record,
 * so the day the release stops installing or loading, the test fails before a reader copies the line.
 */
export const HOME_INSTALL = {
  packageName: '@pact-toolbox/chainweb-client',
  command: 'npm install @pact-toolbox/chainweb-client',
  /** Where the rest of the toolkit comes from, and what each npm release gives. */
  startLink: '/getting-started/first-project',
  npmLink: '/getting-started/npm-packages',
} as const;
