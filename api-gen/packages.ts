/** The toolkit packages the API reference documents, and where they come from. */

export const SCOPE = '@pact-toolbox';
export const REPO_URL = 'https://github.com/kadena-community/pact-toolbox';
export const REPO_BRANCH = 'main';

/** The toolkit CLI's entry file in a checkout; its command tree is read from there (workspace mode). */
export const CLI_ENTRY = 'apps/cli/src/cli.ts';

/** Packages that get pages under /api/{name}/. */
export const DOCUMENTED_PACKAGES = [
  'chainweb-client',
  'config',
  'crypto',
  'dev-wallet',
  'kda',
  'network',
  'prelude',
  'runtime',
  'script',
  'signers',
  'test',
  'transaction',
  'unplugin',
  'wallet-adapters',
  'wallet-core',
  'wallet-ui',
] as const;

/** Packages fetched only so that cross-package imports resolve; no pages. */
export const INTERNAL_PACKAGES = ['types', 'utils', 'client', 'ui-shared'] as const;

export type DocumentedPackage = (typeof DOCUMENTED_PACKAGES)[number];
export type InternalPackage = (typeof INTERNAL_PACKAGES)[number];

export function isDocumented(name: string): name is DocumentedPackage {
  return (DOCUMENTED_PACKAGES as readonly string[]).includes(name);
}

export function isInternal(name: string): name is InternalPackage {
  return (INTERNAL_PACKAGES as readonly string[]).includes(name);
}

export const fullName = (name: string): string => `${SCOPE}/${name}`;
