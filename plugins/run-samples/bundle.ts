/**
 * Turns one guide sample into a runnable ES module: esbuild transpiles and
 * bundles it with every toolkit import (`@pact-toolbox/*`, also inside the
 * toolkit's own code) resolved through the module map api-gen wrote for the
 * samples' type check (`docs/api/_data/sample-modules.json`, a checkout's
 * `packages/<name>/src`). Other packages resolve from where the importing file
 * lives, that is from the checkout's installed dependencies.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckedLang } from '../samples/fences';
import { contractModules, type PactToJS } from './contracts';

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

function toolkitResolver(paths: ModulePaths, toolkitDir: string): Plugin {
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

export class BundleError extends Error {
  constructor(
    message: string,
    /** Bare modules that could not be found (the checkout's dependencies are not installed). */
    readonly missing: string[],
  ) {
    super(message);
  }
}

export interface SampleSource {
  /** A file name without extension, unique in the run. */
  name: string;
  code: string;
  lang: CheckedLang;
  /** The contracts its page shows (`pact` fences titled with a path), for its `.pact` imports (./contracts.ts). */
  contracts?: Record<string, string>;
}

/**
 * The code of a sample to run: of a twoslash multi-file sample (`// @filename: …` lines), the last file, the one
 * the reader sees; the files before it only give the type check declarations (a contract's `.d.ts`).
 */
export function runnableCode(code: string): string {
  const marks = [...code.matchAll(/^\s*\/\/\s*@filename:.*$/gm)];
  const last = marks.at(-1);
  return last ? code.slice(last.index + last[0].length) : code;
}

const bundleError = (error: unknown, what: string) => {
  const errors: { text: string }[] = (error as { errors?: { text: string }[] }).errors ?? [];
  const missing = [...new Set(errors.map((e) => /Could not resolve "([^"]+)"/.exec(e.text)?.[1]).filter((m): m is string => !!m))];
  const first = errors[0]?.text ?? (error as Error).message;
  return new BundleError(`esbuild cannot bundle ${what}: ${first}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`, missing);
};

/**
 * Bundles samples in one esbuild pass (the toolkit's code is parsed once; what they share goes into
 * chunks) into `outDir`: `<name>.mjs` each. Returns the file of each name. Throws BundleError when any
 * sample cannot be bundled (bundle them one by one to learn which).
 */
export async function bundleSamples(samples: readonly SampleSource[], paths: ModulePaths, toolkitDir: string, outDir: string, transform?: () => Promise<PactToJS>): Promise<Map<string, string>> {
  const srcDir = path.join(outDir, 'src');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(srcDir, { recursive: true });
  const contracts = new Map<string, Record<string, string>>();
  const entries = samples.map((s) => {
    const file = path.join(srcDir, `${s.name}.${s.lang}`);
    writeFileSync(file, runnableCode(s.code));
    if (s.contracts) contracts.set(file, s.contracts);
    return file;
  });
  const noTransform = () => Promise.reject(new Error('no toolkit transform was given to make contract modules'));
  try {
    await build({
      entryPoints: entries,
      outdir: outDir,
      entryNames: '[name]',
      chunkNames: 'chunks/[hash]',
      outExtension: { '.js': '.mjs' },
      splitting: true,
      ...toolkitBuildOptions(toolkitDir),
      plugins: [contractModules((importer) => contracts.get(importer), transform ?? noTransform), toolkitResolver(paths, toolkitDir)],
    });
  } catch (error) {
    throw bundleError(error, samples.length === 1 ? 'the sample' : 'the samples');
  }
  return new Map(samples.map((s) => [s.name, path.join(outDir, `${s.name}.mjs`)]));
}

/** Bundles the harness (./harness.ts) once per run. */
export async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'harness.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
