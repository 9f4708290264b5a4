/**
 * Runs the install check for real: each target is installed with npm into a fresh temporary project (npm's own
 * defaults, so install scripts run only as they would for a reader), then each entry point is imported by a
 * separate Node process, or the package's binary is run with `--version`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { normaliseError, type Outcome, type PackageResult } from '../../api-gen/install-results';
import { packageFacts } from '../../api-gen/package-facts';
import type { Target } from './targets';

const exec = promisify(execFile);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** npm's error lines (`npm error code E404`, `npm error 404 Not Found …`) reduced to the code and its reason. */
export function npmError(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.startsWith('npm error ') || l.startsWith('npm ERR! '));
  const text = lines.map((l) => l.replace(/^npm (error|ERR!) /, '').trim()).filter((l) => l && !l.startsWith('A complete log') && !l.startsWith('code '));
  const code = lines.find((l) => /^npm (error|ERR!) code /.test(l))?.replace(/^npm (error|ERR!) code /, '').trim();
  const reason = text[0]?.replace(/ - GET https?:\/\/\S+?\/(@[^/\s]+)/, (_, pkg: string) => `: ${decodeURIComponent(pkg)}`);
  return [code, reason].filter(Boolean).join(': ') || stderr.trim().split('\n')[0] || 'npm install failed';
}

async function attempt(run: () => Promise<unknown>, describe: (error: unknown) => string): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}

export async function checkTarget(target: Target, timeoutMs = 240_000): Promise<PackageResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pt-install-check-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'install-check', private: true, type: 'module' }));
    const install = await attempt(
      () => exec(NPM, ['install', '--no-audit', '--no-fund', '--loglevel=error', `${target.name}@${target.version}`], { cwd: dir, timeout: timeoutMs }),
      (error) =>
        (error as { killed?: boolean }).killed
          ? `ETIMEDOUT: npm install did not finish in ${timeoutMs / 1000} s`
          : normaliseError(npmError(String((error as { stderr?: string }).stderr ?? error)), dir),
    );
    const entries: Record<string, Outcome> = {};
    let facts: PackageResult['facts'];
    if (install.ok) {
      // What the installed package.json declares (formats, entry points, peers…), read from what npm put on disk.
      facts = packageFacts(JSON.parse(readFileSync(path.join(dir, 'node_modules', ...target.name.split('/'), 'package.json'), 'utf8')));
      for (const specifier of target.imports) {
        entries[specifier] = await attempt(
          () => exec(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)});`], { cwd: dir, timeout: 60_000 }),
          (error) => {
            const stderr = String((error as { stderr?: string }).stderr ?? error);
            const line = stderr.split('\n').find((l) => /Error|error:/.test(l) && !l.trim().startsWith('at ')) ?? stderr;
            const code = /code: '([A-Z_]+)'/.exec(stderr)?.[1];
            return normaliseError(code && !line.includes(code) ? `${code}: ${line}` : line, dir);
          },
        );
      }
      if (target.binary) {
        const bin = path.join(dir, 'node_modules', ...target.name.split('/'), target.binary);
        entries[`${target.binary} --version`] = await attempt(
          () => exec(bin, ['--version'], { timeout: 30_000 }),
          (error) => normaliseError(String((error as { stderr?: string }).stderr || (error as Error).message), dir),
        );
      }
    }
    return facts ? { install, entries, facts } : { install, entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks the targets a few at a time (npm installs are mostly waiting on the network). */
export async function checkAll(targets: readonly Target[], concurrency = 3, onDone: (t: Target, r: PackageResult) => void = () => undefined) {
  const results = new Map<string, PackageResult>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < targets.length) {
        const target = targets[next++];
        const result = await checkTarget(target);
        results.set(`${target.name}@${target.version}`, result);
        onDone(target, result);
      }
    }),
  );
  return Object.fromEntries([...results].sort(([a], [b]) => a.localeCompare(b)));
}
