/**
 * The toolkit's files at a commit, read with git from the checkout PACT_TOOLBOX_REPO names or else the local mirror
 * of the toolkit: what the known-issue tests (api-gen/known-issue-entries.test.ts, api-gen/readme-issue-entries.test.ts)
 * check each entry against. Without either git directory, `toolkitGitDirs` is empty and those tests skip.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { options } from '../config/options';

/** The bare mirror of kadena-community/pact-toolbox this machine's tooling keeps, used when no checkout is given. */
export const TOOLKIT_MIRROR = '/work/.mirror/kadena-community+pact-toolbox/repo';

export const toolkitGitDirs: readonly string[] = [options.toolkitRepo && path.join(options.toolkitRepo, '.git'), TOOLKIT_MIRROR].filter(
  (dir): dir is string => !!dir && existsSync(dir),
);

/** Why a test that needs the toolkit's history skips, or '' when it can run. */
export const toolkitSkipReason = toolkitGitDirs.length
  ? ''
  : `skipped: set PACT_TOOLBOX_REPO to a clone of the toolkit (or keep its mirror at ${TOOLKIT_MIRROR}) to read its files at the commit each entry was checked at`;

/** The output of a git command in the first git directory where it succeeds (a shallow clone may lack the commit), or undefined. */
function gitOutput(args: readonly string[]): string | undefined {
  for (const gitDir of toolkitGitDirs) {
    try {
      return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      // Not in this one: try the next.
    }
  }
  return undefined;
}

/** A file of the toolkit at a commit ("packages/config/README.md"); undefined when no git directory has it. */
export function toolkitFileAt(commit: string, file: string): string | undefined {
  return gitOutput(['show', `${commit}:${file}`]);
}

/**
 * The lines under `dir` at a commit that match the extended regular expression `pattern`, as "file:line:text";
 * an empty list when none does (git grep exits 1), undefined when no git directory has the commit.
 */
export function toolkitGrepAt(commit: string, pattern: string, dir: string): string[] | undefined {
  if (gitOutput(['cat-file', '-e', `${commit}^{commit}`]) === undefined) return undefined;
  const out = gitOutput(['grep', '-n', '-E', pattern, commit, '--', dir]) ?? '';
  // git grep prefixes each hit with "<commit>:"; drop it.
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(commit.length + 1));
}

/** The lines an entry cites (`from` to `to`, counted from 1) of a toolkit file at a commit; undefined when the file is missing or shorter. */
export function citedLinesAt(commit: string, source: { file: string; from: number; to?: number }): string[] | undefined {
  const lines = toolkitFileAt(commit, source.file)?.split('\n');
  const last = source.to ?? source.from;
  if (!lines || source.from < 1 || last < source.from || last > lines.length) return undefined;
  return lines.slice(source.from - 1, last);
}
