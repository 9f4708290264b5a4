/**
 * What the npm registry holds besides the `@pact-toolbox/*` versions pinned in `api-gen/manifest.json`.
 * Checked with `npm view <name> version` / `npm install` (2026-11-23). The guide's one table of what is on npm
 * (`theme/components/PublishedPackages.tsx`) is built from this data and the manifest.
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
    instead: 'On Linux x64 the published @pactup/linux-x64-gnu holds the pactup executable (a file named pactup in the package, not linked as a command); elsewhere build pactup from its repository.',
  },
];

export const OTHER_PUBLISHED: readonly OtherPublishedPackage[] = [
  { name: '@pactup/linux-x64-gnu', version: '0.3.0', what: 'The pactup executable for Linux x64 (glibc)' },
];

/**
 * Published `@pact-toolbox/*` packages (short names) whose `npm install` fails today with E404, because they
 * depend on `@pact-toolbox/config`, which is not published (`npm view @pact-toolbox/<name>@<version> dependencies`).
 */
export const DEPENDS_ON_UNPUBLISHED: readonly string[] = ['network', 'runtime', 'script', 'test', 'unplugin'];
