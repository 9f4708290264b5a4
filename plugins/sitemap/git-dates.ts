/**
 * Last-change dates from git history, one `git log` per path, cached. A path
 * git knows nothing of (or a folder that is not a repository) has no date.
 */
import { execFileSync } from 'node:child_process';

export function gitOutput(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Paths (relative to the repository root) git tracks under `dir`. */
export function trackedFiles(cwd: string, dir: string): Set<string> {
  return new Set((gitOutput(cwd, ['ls-files', '--', dir]) ?? '').split('\n').filter(Boolean));
}

/** The commit date (ISO 8601) of the last commit that touched each asked path. */
export function lastCommitDates(cwd: string): (path: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gitOutput(cwd, ['log', '-1', '--format=%cI', '--', file]) || undefined);
    return cache.get(file);
  };
}
