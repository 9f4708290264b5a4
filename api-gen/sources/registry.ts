/**
 * The registry source: published @pact-toolbox packages at the versions the
 * manifest pins, fetched with pacote into a cache keyed by integrity (never
 * installed: several depend on @pact-toolbox/config, which is not published).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveEntry } from '../entry';
import { listFiles, readIfExists, readJson, sha256 } from '../fs-utils';
import type { PinnedPackage } from '../manifest';
import { fullName } from '../packages';
import { classifyFetchError } from '../problems';
import { BASE_COMPILER_OPTIONS, pactToolboxDeps, subpathExports, type PackageInput, type SourceResult } from './types';

/** What the registry source needs from a registry; tests inject a fake. */
export interface RegistryClient {
  /** The integrity (sha512-…) of an exact `name@version`. */
  integrity(spec: string): Promise<string>;
  /** Extracts the tarball into `dest`, verifying it against `integrity`. */
  extract(spec: string, dest: string, integrity: string): Promise<void>;
}

export async function pacoteClient(): Promise<RegistryClient> {
  const { default: pacote } = await import('pacote');
  const opts = {
    registry: process.env.npm_config_registry || undefined,
    cache: process.env.npm_config_cache || undefined,
    fullMetadata: false,
  };
  return {
    async integrity(spec) {
      const manifest = await pacote.manifest(spec, opts);
      if (!manifest._integrity) throw Object.assign(new Error(`no integrity for ${spec}`), { code: 'EINTEGRITY' });
      return manifest._integrity;
    },
    async extract(spec, dest, integrity) {
      await pacote.extract(spec, dest, { ...opts, integrity });
    },
  };
}

interface Cache {
  dir: string;
  index: Record<string, string>;
}

function openCache(cacheDir: string): Cache {
  const dir = path.join(cacheDir, 'registry');
  mkdirSync(dir, { recursive: true });
  const indexFile = path.join(dir, 'integrity.json');
  let index: Record<string, string> = {};
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    index = {};
  }
  return { dir, index };
}

function saveCache(cache: Cache): void {
  const sorted = Object.fromEntries(Object.entries(cache.index).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(cache.dir, 'integrity.json'), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Returns the folder holding the unpacked tarball, fetching it only when the cache lacks it. */
async function fetchPackage(spec: string, cache: Cache, client: RegistryClient): Promise<{ dir: string; integrity: string }> {
  let integrity = cache.index[spec];
  const folder = (value: string) => path.join(cache.dir, 'tarballs', sha256(value).slice(0, 32));
  if (integrity && existsSync(path.join(folder(integrity), '.complete'))) return { dir: folder(integrity), integrity };
  integrity = await client.integrity(spec);
  const dir = folder(integrity);
  if (!existsSync(path.join(dir, '.complete'))) {
    const partial = `${dir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    await client.extract(spec, partial, integrity);
    writeFileSync(path.join(partial, '.complete'), `${spec}\n${integrity}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  cache.index[spec] = integrity;
  return { dir, integrity };
}

export interface RegistryOptions {
  pins: PinnedPackage[];
  cacheDir: string;
  client: () => Promise<RegistryClient>;
}

export async function loadRegistry({ pins, cacheDir, client }: RegistryOptions): Promise<SourceResult> {
  const cache = openCache(cacheDir);
  let connected: RegistryClient | undefined;
  const lazyClient: RegistryClient = {
    integrity: async (spec) => (connected ??= await client()).integrity(spec),
    extract: async (spec, dest, integrity) => (connected ??= await client()).extract(spec, dest, integrity),
  };
  const treeRoot = path.join(cache.dir, 'tree');
  const modulesDir = path.join(treeRoot, 'node_modules', '@pact-toolbox');
  rmSync(treeRoot, { recursive: true, force: true });
  mkdirSync(modulesDir, { recursive: true });

  const fetched = await Promise.all(
    pins.map(async (pin) => {
      if (pin.version === null) return { pin, result: null, error: null };
      const spec = `${fullName(pin.name)}@${pin.version}`;
      try {
        return { pin, result: await fetchPackage(spec, cache, lazyClient), error: null };
      } catch (error) {
        return { pin, result: null, error: classifyFetchError(error, spec) };
      }
    }),
  );
  saveCache(cache);

  const packages: PackageInput[] = [];
  for (const { pin, result, error } of fetched) {
    const base = { name: pin.name, version: pin.version, deps: [], subpaths: [], readme: null, root: null, entry: null, description: '' };
    if (pin.internal) {
      if (result) cpSync(result.dir, path.join(modulesDir, pin.name), { recursive: true });
      continue;
    }
    if (pin.version === null) {
      packages.push({
        ...base,
        note: `${fullName(pin.name)} is not published on the npm registry, so the registry build has nothing to document`,
        fingerprint: 'unpublished',
      });
      continue;
    }
    if (!result) {
      packages.push({ ...base, problem: { packageName: pin.name, stage: 'fetch', ...error! }, fingerprint: 'missing' });
      continue;
    }
    const root = path.join(modulesDir, pin.name);
    cpSync(result.dir, root, { recursive: true });
    const pkg = readJson(path.join(root, 'package.json'));
    const files = listFiles(root);
    const entry = resolveEntry(pkg, files, pin.entry);
    const input: PackageInput = {
      ...base,
      description: typeof pkg.description === 'string' ? pkg.description : '',
      readme: readIfExists(path.join(root, 'README.md')),
      root,
      deps: pactToolboxDeps(pkg),
      subpaths: subpathExports(pkg),
      fingerprint: `${result.integrity}|${pin.entry ?? ''}`,
    };
    if (entry.kind === 'entry') input.entry = path.join(root, entry.path);
    else if (entry.kind === 'empty') input.note = `${fullName(pin.name)}@${pin.version} ships no type declarations (only ${files.filter((f) => f !== '.complete').join(', ')})`;
    else {
      input.problem = {
        packageName: pin.name,
        stage: 'entry',
        cause: `${fullName(pin.name)}@${pin.version} declares its types at ${entry.declared}, which the package does not contain`,
        fix: `set "entry" for ${pin.name} in api-gen/manifest.json to one of its files (e.g. ${files.find((f) => /\.d\.m?ts$|index\.ts$/.test(f)) ?? 'src/index.ts'})`,
      };
    }
    packages.push(input);
  }
  return { mode: 'registry', packages, compilerOptions: { ...BASE_COMPILER_OPTIONS }, modulesDir };
}
