/**
 * The workspace source: a checkout of kadena-community/pact-toolbox, documented
 * from `packages/<name>/src/index.ts`. Works on a bare checkout whose
 * dependencies were never installed: `@pact-toolbox/*` imports map to the
 * checkout's own packages and third-party types render as plain names.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashFiles, listFiles, readIfExists, readJson } from '../fs-utils';
import { DOCUMENTED_PACKAGES, fullName } from '../packages';
import { BASE_COMPILER_OPTIONS, pactToolboxDeps, subpathExports, type PackageInput, type SourceResult } from './types';

export const WORKSPACE_ENTRY = 'src/index.ts';

export function loadWorkspace(repoDir: string, names: readonly string[] = DOCUMENTED_PACKAGES): SourceResult {
  const repo = path.resolve(repoDir);
  if (!existsSync(path.join(repo, 'packages'))) {
    throw new Error(
      `PACT_TOOLBOX_REPO=${repoDir} has no packages/ folder: point it at a checkout of kadena-community/pact-toolbox (the folder that holds packages/network, packages/transaction, …).`,
    );
  }
  const packages: PackageInput[] = names.map((name) => {
    const root = path.join(repo, 'packages', name);
    const base = { name, version: null, description: '', readme: null, root: null, entry: null, deps: [], subpaths: [] };
    if (!existsSync(path.join(root, 'package.json'))) {
      return {
        ...base,
        problem: {
          packageName: name,
          stage: 'source' as const,
          cause: `the checkout has no packages/${name}/package.json`,
          fix: `update the checkout, or remove ${name} from DOCUMENTED_PACKAGES in api-gen/packages.ts if the toolkit dropped it`,
        },
        fingerprint: 'missing',
      };
    }
    const pkg = readJson(path.join(root, 'package.json'));
    const files = listFiles(root, (n) => n === 'node_modules' || n === 'dist' || n.startsWith('.'));
    const sourceFiles = files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) || f === 'package.json' || f === 'README.md');
    const input: PackageInput = {
      ...base,
      version: typeof pkg.version === 'string' ? pkg.version : null,
      description: typeof pkg.description === 'string' ? pkg.description : '',
      readme: readIfExists(path.join(root, 'README.md')),
      root,
      deps: pactToolboxDeps(pkg),
      subpaths: subpathExports(pkg),
      fingerprint: hashFiles(root, sourceFiles),
    };
    if (existsSync(path.join(root, WORKSPACE_ENTRY))) input.entry = path.join(root, WORKSPACE_ENTRY);
    else input.note = `${fullName(name)} has no ${WORKSPACE_ENTRY} in this checkout`;
    return input;
  });
  return {
    mode: 'workspace',
    packages,
    sourceBase: repo,
    compilerOptions: {
      ...BASE_COMPILER_OPTIONS,
      baseUrl: repo,
      paths: {
        // The Rust transformer (a napi crate) ships a hand-kept declaration file, not a packages/ source.
        '@pact-toolbox/pact-transformer': ['crates/pact-transformer/index.d.ts'],
        '@pact-toolbox/*': ['packages/*/src/index.ts', 'packages/*/src/index.tsx', 'packages/*'],
      },
    },
  };
}
