/**
 * How the toolkit's source is resolved and built wherever the run bundles it
 * (a sample, ./bundle.ts; the unplugin's transform, ./contracts.ts): toolkit
 * specifiers through api-gen's module map, other packages from the checkout's
 * installed dependencies, the toolkit's Node.js build constants.
 */
import type { BuildOptions, Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type ModulePaths = Record<string, string[]>;

/**
 * The file a toolkit specifier maps to ("@pact-toolbox/transaction" → …/src/index.ts): an exact entry of the
 * module map, else the first existing candidate of a `*` pattern, else, for a subpath the map lacks
 * ("@pact-toolbox/ui-shared/styles"), `packages/<name>/src/<sub>.ts` or `…/<sub>/index.ts` of the checkout.
 */
export function mapSpecifier(specifier: string, paths: ModulePaths, toolkitDir: string, exists: (file: string) => boolean = existsSync): string | undefined {
  if (paths[specifier]) return paths[specifier][0];
  for (const [pattern, targets] of Object.entries(paths)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (!specifier.startsWith(before) || !specifier.endsWith(after) || specifier.length < before.length + after.length) continue;
    const hit = targets.map((t) => t.replace('*', specifier.slice(before.length, specifier.length - after.length))).find((f) => /\.tsx?$/.test(f) && exists(f));
    if (hit) return hit;
  }
  const sub = /^@pact-toolbox\/([\w.-]+)\/(.+)$/.exec(specifier);
  if (!sub) return undefined;
  const src = path.join(toolkitDir, 'packages', sub[1], 'src', sub[2]);
  return [`${src}.ts`, `${src}.tsx`, path.join(src, 'index.ts'), path.join(src, 'index.tsx')].find(exists);
}

export function toolkitResolver(paths: ModulePaths, toolkitDir: string): Plugin {
  return {
    name: 'pact-docs-toolkit-modules',
    setup(b) {
      b.onResolve({ filter: /^(?:@pact-toolbox\/|pact-toolbox$)/ }, (args) => {
        const file = mapSpecifier(args.path, paths, toolkitDir);
        return file ? { path: file } : undefined;
      });
      // Packages the toolkit loads only on demand (a wallet's SDK) stay out of the bundle: no sample here
      // reaches them, and parsing them would be most of the bundling time.
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'dynamic-import' && !/^(?:@pact-toolbox\/|pact-toolbox$|node:)/.test(args.path) ? { path: args.path, external: true } : undefined));
    },
  };
}

/**
 * The constants the toolkit's own Node.js package build defines (its `tooling/tsdown/base-config.ts`: platform
 * flags, version; `__DEV__` becomes a NODE_ENV test there, "development" here), so its source runs as the
 * published Node.js build does.
 */
export const NODE_BUILD_DEFINES: Record<string, string> = {
  __BROWSER__: 'false',
  __NODEJS__: 'true',
  __REACTNATIVE__: 'false',
  __DEV__: 'true',
  __VERSION__: '"0.0.0-docs"',
};

/**
 * What every bundle of the toolkit's code is built with: an ES module for Node.js, the toolkit's build constants,
 * bare imports resolved from the checkout's installed dependencies, and `require` defined for the CommonJS ones.
 */
export function toolkitBuildOptions(toolkitDir: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    define: NODE_BUILD_DEFINES,
    nodePaths: [path.join(toolkitDir, 'node_modules')],
    banner: { js: "import { createRequire as __pactDocsRequire } from 'node:module'; const require = __pactDocsRequire(import.meta.url);" },
  };
}

/**
 * What a bundle of the toolkit's script runner needs besides (packages/script reaches @pact-toolbox/network, and
 * through it dockerode and ssh2): `__dirname` and `__filename` for the CommonJS packages that read them at load
 * time, and native addons (`*.node`, which esbuild cannot bundle) left out: ssh2 loads its optional one in a `try`.
 * Only for script runs: a guide sample never reaches these packages, and a top-level `__dirname` in the banner
 * could clash with a bundled module's own.
 */
export function scriptRunnerOptions(toolkitDir: string): Pick<BuildOptions, 'banner'> & { plugin: Plugin } {
  const base = toolkitBuildOptions(toolkitDir).banner?.js ?? '';
  return {
    banner: { js: `${base} import { fileURLToPath as __pactDocsPath } from 'node:url'; import { dirname as __pactDocsDir } from 'node:path'; const __filename = __pactDocsPath(import.meta.url); const __dirname = __pactDocsDir(__filename);` },
    plugin: { name: 'pact-docs-native-addons', setup: (b) => b.onResolve({ filter: /\.node$/ }, (args) => ({ path: args.path, external: true })) },
  };
}
