/**
 * Turns one guide sample into a runnable ES module: esbuild transpiles and
 * bundles it with every toolkit import (`@pact-toolbox/*`, also inside the
 * toolkit's own code) resolved through the module map api-gen wrote for the
 * samples' type check (`docs/api/_data/sample-modules.json`, a checkout's
 * `packages/<name>/src`). Other packages resolve from where the importing file
 * lives, that is from the checkout's installed dependencies.
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckedLang } from '../samples/fences';
import { contractModules, type PactToJS } from './contracts';
import { scriptRunnerOptions, toolkitBuildOptions, toolkitResolver, type ModulePaths } from './toolkit-modules';

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
  /** A file name without extension, unique in the run; it may start with folders ("p/scripts/sample"). */
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
 * sample cannot be bundled (bundle them one by one to learn which). `forScriptRunner`: the bundle reaches the
 * toolkit's script runner (./toolkit-modules.ts scriptRunnerOptions).
 */
export async function bundleSamples(samples: readonly SampleSource[], paths: ModulePaths, toolkitDir: string, outDir: string, transform?: () => Promise<PactToJS>, forScriptRunner = false): Promise<Map<string, string>> {
  const runner = forScriptRunner ? scriptRunnerOptions(toolkitDir) : undefined;
  const srcDir = path.join(outDir, 'src');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(srcDir, { recursive: true });
  const contracts = new Map<string, Record<string, string>>();
  const entries = samples.map((s) => {
    const file = path.join(srcDir, `${s.name}.${s.lang}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, runnableCode(s.code));
    if (s.contracts) contracts.set(file, s.contracts);
    return file;
  });
  const noTransform = () => Promise.reject(new Error('no toolkit transform was given to make contract modules'));
  try {
    await build({
      entryPoints: entries,
      outdir: outDir,
      // A name may hold folders ("p/scripts/sample"): its bundle goes there, under outDir.
      outbase: srcDir,
      entryNames: '[dir]/[name]',
      chunkNames: 'chunks/[hash]',
      outExtension: { '.js': '.mjs' },
      splitting: true,
      ...toolkitBuildOptions(toolkitDir),
      ...(runner ? { banner: runner.banner } : {}),
      plugins: [...(runner ? [runner.plugin] : []), contractModules((importer) => contracts.get(importer), transform ?? noTransform), toolkitResolver(paths, toolkitDir)],
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
