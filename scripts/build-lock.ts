/**
 * One site build at a time: test suites and benchmarks that build the site
 * wrap the command in `flock .cache/build.lock` when flock is available, so
 * concurrent runs queue instead of fighting over docs/api and CPU.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

let flockAvailable: boolean | undefined;

export function hasFlock(): boolean {
  if (flockAvailable === undefined) {
    try {
      execFileSync('flock', ['--version'], { stdio: 'ignore' });
      flockAvailable = true;
    } catch {
      flockAvailable = false;
    }
  }
  return flockAvailable;
}

/** The lock file every build of the project at `root` takes (its folder is created). */
export function buildLockFile(root: string): string {
  const lock = path.join(root, '.cache/build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  return lock;
}

/** The command and arguments that run `cmd args` under the project's build lock. */
export function locked(root: string, cmd: string, args: string[]): [string, string[]] {
  const lock = buildLockFile(root);
  return hasFlock() ? ['flock', [lock, cmd, ...args]] : [cmd, args];
}
