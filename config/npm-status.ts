/**
 * What the npm registry holds besides the `@pact-toolbox/*` versions pinned in `api-gen/manifest.json`.
 * Checked with `npm view <name> version` (2026-11-24). Whether each published package installs and imports is
 * not written here: `npm run check:install` measures it into `config/npm-install.json`. The guide's one table of
 * what is on npm (`theme/components/PublishedPackages.tsx`) is built from the three; its test
 * (`plugins/install-check/guide-packages.test.ts`) holds it to every `@pact-toolbox/*` package the guide names.
 */

/** A name the toolkit's docs and templates use that `npm install` cannot fetch (404). */
export interface UnpublishedPackage {
  name: string;
  /** What the package is, in a few words. */
  what: string;
  /** What a reader does instead, in one sentence of markdown-free text. */
  instead: string;
}

/** A package outside the `@pact-toolbox` scope that is on npm and that the guide points readers to. */
export interface OtherPublishedPackage {
  name: string;
  version: string;
  what: string;
}

/** The six binary-only pactup packages (`npm view @pactup/<system>@0.3.0`, 2026-11-24; no win32 package is published). */
export const PACTUP_PLATFORMS: readonly string[] = ['darwin-arm64', 'darwin-x64', 'linux-x64-gnu', 'linux-arm64-gnu', 'linux-x64-musl', 'linux-arm64-musl'];
export const PACTUP_VERSION = '0.3.0';

export const NOT_ON_NPM: readonly UnpublishedPackage[] = [
  {
    name: 'pact-toolbox',
    what: 'The command-line tool',
    instead: 'Build it in a clone of the repository (apps/cli) and run it from there.',
  },
  {
    name: '@pact-toolbox/config',
    what: 'defineConfig and the network factories',
    instead: 'Use it from a clone of the repository, as a workspace package.',
  },
  {
    name: 'create-pact-toolbox-app',
    what: 'The project template',
    instead: 'Build the project by hand; the template itself depends on unpublished packages.',
  },
  {
    name: 'pactup',
    what: 'The Pact version manager',
    instead: `Install it with its install script, or take the binary-only package for your system from npm (@pactup/${PACTUP_PLATFORMS.slice(0, -1).join(', ')} or ${PACTUP_PLATFORMS.at(-1)}, all ${PACTUP_VERSION}); the Pactup page shows both.`,
  },
];

/**
 * `@pact-toolbox/*` packages on npm that the guide names but the API reference does not document (they are not in
 * `api-gen/manifest.json`). `npm run check:install` installs and imports them like the documented ones.
 */
export const SCOPED_UNDOCUMENTED: readonly OtherPublishedPackage[] = [
  {
    name: '@pact-toolbox/docker',
    version: '0.1.0',
    what: "Container orchestration through the Docker Engine API, which the DevNet on the toolkit's main branch runs on; not in this site's API reference",
  },
  {
    name: '@pact-toolbox/node-utils',
    version: '0.2.0',
    what: "Node.js helpers the other packages share (the logger, processes, ports, files); the guide names it for the logger a test environment pauses; not in this site's API reference",
  },
];

export const OTHER_PUBLISHED: readonly OtherPublishedPackage[] = PACTUP_PLATFORMS.map((system) => ({
  name: `@pactup/${system}`,
  version: PACTUP_VERSION,
  what: `The pactup executable for ${system} (a file named pactup in the package, not linked as a command)`,
}));

/**
 * The pactup package `npm run check:install` installs and runs (`pactup --version`): the one for the system the
 * check runs on (Linux x64 here and in CI). The others install only on their own system.
 */
export const PACTUP_CHECKED_PLATFORM = { name: '@pactup/linux-x64-gnu', version: PACTUP_VERSION };
