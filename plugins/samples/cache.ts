/**
 * A content-addressed cache of compiled samples on disk (`.cache/samples/`),
 * so that the second and later builds of one run (the test suite builds the
 * site several times: base "/", "/pact-toolbox/", determinism, remote search)
 * and later runs reuse the twoslash compile of every unchanged sample.
 *
 * An entry is found by a hash of the sample's language and code under an
 * environment key: everything else a compile depends on (the module map and
 * api-gen's input hash, the ambient module declarations, the compile code
 * itself, the installed TypeScript/twoslash/type packages via the lock file).
 * A new environment gets a new folder and the folders of other environments
 * are deleted, so the cache holds one API's worth of samples.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TwoslashReturn } from 'twoslash';

/** One TypeScript diagnostic of a sample, preamble included, with its offset in the code as written. */
export interface SeenError {
  start: number;
  code: number;
  text: string;
}

/** What one twoslash compile gives: the result to render and every diagnostic. Plain data. */
export interface Compiled {
  result: TwoslashReturn;
  errors: SeenError[];
}

export interface CompileCache {
  get(code: string, lang: string): Compiled | undefined;
  set(code: string, lang: string, compiled: Compiled): void;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The environment key: a hash over the given texts (file contents or labels), in order. */
export function environmentKey(parts: readonly (string | Buffer)[]): string {
  return sha256(...parts).slice(0, 24);
}

/** The files whose contents a compile depends on besides the sample, for `environmentKey`. */
export function environmentFiles(dataDir: string, projectDir: string, moduleMapFile: string, ambientFile: string): string[] {
  return [
    moduleMapFile,
    // api-gen's hash of its own code, options and every package input (registry integrity or source files).
    path.join(dataDir, 'stamp.json'),
    ambientFile,
    path.join(projectDir, 'plugins/samples/check.ts'),
    path.join(projectDir, 'plugins/samples/cache.ts'),
    // Versions of typescript, twoslash, @kadena/types, @types/node and the rest.
    path.join(projectDir, 'package-lock.json'),
  ];
}

/** Reads the environment files; a missing one counts as its name with "missing". */
export function readEnvironment(files: readonly string[]): string[] {
  return files.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : `${file}: missing`));
}

/** A cache in `dir/<environment>/`; other environments' folders under `dir` are removed. */
export function diskCompileCache(dir: string, environment: string): CompileCache {
  const folder = path.join(dir, environment);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) if (entry !== environment) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const file = (code: string, lang: string) => path.join(folder, `${sha256(lang, code).slice(0, 32)}.json`);
  return {
    get(code, lang) {
      try {
        const entry = JSON.parse(readFileSync(file(code, lang), 'utf8'));
        // The sample text is stored too: a hash collision or a truncated file is a miss, never a wrong result.
        return entry.lang === lang && entry.code === code ? entry.compiled : undefined;
      } catch {
        return undefined;
      }
    },
    set(code, lang, compiled) {
      mkdirSync(folder, { recursive: true });
      const target = file(code, lang);
      // Write, then rename: a build reading at the same time sees the whole entry or none.
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ lang, code, compiled }));
      renameSync(temp, target);
    },
  };
}

/** No cache: every sample is compiled. */
export const noCompileCache: CompileCache = { get: () => undefined, set: () => {} };
