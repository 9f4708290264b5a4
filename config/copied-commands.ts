/**
 * The commands readers copy most, each written here once. The facts check (plugins/facts/copied-commands.ts) fails
 * a guide page or an error entry (config/errors/*.json) that writes one of them another way.
 *
 * Sources: the build commit is the pin (config/toolkit-pin.ts), written as its placeholder and filled in when the
 * page is built (plugins/toolkit-ref/); at that commit the CLI's doctor prints its check lines with `logger.info`
 * (apps/cli/src/commands/doctor.ts L159) and the logger defaults to warn (packages/node-utils/src/logger.ts L43-44),
 * whose level names are the ones in LOG_LEVELS (any other value falls back to info). pactup is not on npm; its
 * `install --latest` skips development builds (pactup src/remote_pact_index.rs L225-241).
 */

/** The toolkit commit the guide has readers build, as pages write it: the pin's placeholder. */
export const TOOLKIT_BUILD_COMMIT = '%toolkit-commit%';

export const TOOLKIT_CLONE_URL = 'https://github.com/kadena-community/pact-toolbox.git';

/** Cloning and building the toolkit, one command a line, in this order. */
export const TOOLKIT_BUILD_ROUTE: readonly string[] = [
  `git clone ${TOOLKIT_CLONE_URL}`,
  'cd pact-toolbox',
  `git checkout ${TOOLKIT_BUILD_COMMIT}`,
  'pnpm install',
  'pnpm build',
  'pnpm --filter pact-toolbox build',
];

/** The build route inside an existing clone, as one line (the cheat sheet's form). */
export const TOOLKIT_BUILD_LINE = TOOLKIT_BUILD_ROUTE.slice(2).join(' && ');

/** What must stand before every `pact-toolbox doctor`: without it a healthy machine prints nothing. */
export const DOCTOR_ENV = 'LOG_LEVEL=info';

/**
 * Commands of unpublished packages that the guide installs from the clone (`npm install -D ../pact-toolbox/apps/cli`):
 * `npx` runs the installed one without asking the registry.
 */
export const INSTALLED_FROM_CLONE: readonly string[] = ['pact-toolbox'];

/** How the guide installs Pact, once Pactup is installed (its install script; it is not on npm). */
export const PACT_INSTALL = 'pactup install --latest';

/** The values the toolkit's logger reads from LOG_LEVEL at the build commit. */
export const LOG_LEVELS: readonly string[] = ['silent', 'fatal', 'error', 'warn', 'log', 'info', 'debug', 'trace'];

/** Where each of them is explained, for the fix of a problem. */
export const COPIED_COMMAND_PAGES = {
  doctor: '/packages/cli#doctor',
  pactInstall: '/setup/pactup#install-pact',
  build: '/getting-started/first-project#build-the-project-by-hand',
} as const;
