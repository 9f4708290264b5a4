/**
 * The variants fixture site (tests/fixtures/site-variants): two locales, two
 * versions, seven social links and a zoomable image. Built under the same
 * build lock as the main sites, once per content change (a stamp in the output
 * folder), in two flavours: route.localeRedirect "auto" (the default) and
 * "never". The stamp makes DOCS_SKIP_BUILD unnecessary here: an unchanged
 * fixture is never rebuilt, a changed one always is.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLockFile, hasFlock } from '../../scripts/build-lock';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { filesUnder } from './build-tree';
import { test as base } from './fixtures';
import { E2E_DIR, ROOT } from './sites';

export const VARIANTS_DIR = path.join(ROOT, 'tests/fixtures/site-variants');
const CONFIG = path.join(VARIANTS_DIR, 'rspress.config.ts');
const STAMP = '.variants-stamp';

export const VARIANTS = {
  auto: { outDir: path.join(E2E_DIR, 'site-variants'), localeRedirect: 'auto' },
  never: { outDir: path.join(E2E_DIR, 'site-variants-never'), localeRedirect: 'never' },
} as const;
export type Variant = keyof typeof VARIANTS;

/** Hash of everything a variant build reads that can change: the fixture, our theme (with the search runtime, the shared browser helpers and the chrome switches it imports) and image zoom, Rspress's version, the flavour. */
export function variantStamp(variant: Variant): string {
  const hash = createHash('sha256');
  hash.update(`${variant}\0${JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rspress/core/package.json'), 'utf8')).version}\0`);
  for (const file of [...filesUnder(VARIANTS_DIR), ...filesUnder(path.join(ROOT, 'theme')), ...filesUnder(path.join(ROOT, 'plugins/search/runtime')), ...filesUnder(path.join(ROOT, 'lib/runtime')), ...filesUnder(path.join(ROOT, 'plugins/chrome-switches/runtime')), ...filesUnder(path.join(ROOT, 'plugins/image-zoom'))]) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(`${path.relative(ROOT, file)}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds one flavour unless its output already carries the current stamp. The
 * stamp is checked again after taking the lock, so concurrent workers build once.
 */
export function buildVariant(variant: Variant): void {
  const { outDir, localeRedirect } = VARIANTS[variant];
  const stampFile = path.join(outDir, STAMP);
  const stamp = variantStamp(variant);
  const current = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '');
  if (current() === stamp) return;
  const lock = buildLockFile(ROOT);
  const rspress = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');
  const env = { ...process.env, VARIANTS_OUT_DIR: outDir, VARIANTS_LOCALE_REDIRECT: localeRedirect };
  // Inside the lock: skip when another worker has just built it, else build and write the stamp.
  const script = '[ "$(cat "$1" 2>/dev/null)" = "$2" ] && exit 0; "$3" "$4" build -c "$5" && printf %s "$2" > "$1"';
  const args = ['-c', script, 'sh', stampFile, stamp, process.execPath, rspress, CONFIG];
  if (hasFlock()) execFileSync('flock', [lock, 'sh', ...args], { cwd: ROOT, stdio: 'inherit', env });
  else execFileSync('sh', args, { cwd: ROOT, stdio: 'inherit', env });
  if (current() !== stamp) throw new Error(`The variants fixture site (${variant}) did not build into ${outDir}.`);
}

/** Builds (when needed) and serves both flavours for the tests of one worker. */
export const test = base.extend<object, { variants: Record<Variant, string> }>({
  variants: [
    async ({}, use) => {
      const servers: StaticServer[] = [];
      const urls = {} as Record<Variant, string>;
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        buildVariant(variant);
        const server = await startStaticServer({ root: VARIANTS[variant].outDir, base: '/' });
        servers.push(server);
        urls[variant] = server.url;
      }
      await use(urls);
      await Promise.all(servers.map((server) => server.close()));
    },
    // Two small builds, each waiting for the project's build lock (the determinism build may hold it): minutes on a
    // busy machine.
    { scope: 'worker', timeout: 1_200_000 },
  ],
});

/** A URL on a variants site: variantUrl(variants.auto, 'zh/guide'). */
export function variantUrl(siteUrl: string, pathname: string): string {
  return new URL(pathname.replace(/^\//, ''), siteUrl).toString();
}

export { expect } from './fixtures';
