/**
 * The toolkit's files at a commit, read with git from a checkout (the caller passes PACT_TOOLBOX_REPO's value) or
 * else the local mirror of the toolkit: what the known-issue tests (api-gen/known-issue-entries.test.ts,
 * api-gen/readme-issue-entries.test.ts) check each entry against. Without either git directory, `gitDirs` is empty
 * and those tests skip, saying why (`skipReason`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The bare mirror of kadena-community/pact-toolbox this machine's tooling keeps, used when no checkout is given. */
export const TOOLKIT_MIRROR = '/work/.mirror/kadena-community+pact-toolbox/repo';

export interface ToolkitAtCommit {
  /** The git directories read, first the checkout's; empty when there is none. */
  gitDirs: readonly string[];
  /** Why a test that needs the toolkit's history skips, or '' when it can run. */
  skipReason: string;
  /** A file at a commit ("packages/config/README.md"); undefined when no git directory has it. */
  fileAt(commit: string, file: string): string | undefined;
  /** The lines an entry cites (`from` to `to`, counted from 1) of a file at a commit; undefined when the file is missing or shorter. */
  citedLinesAt(commit: string, source: { file: string; from: number; to?: number }): string[] | undefined;
  /**
   * The lines under `dir` at a commit that match the extended regular expression `pattern`, as "file:line:text";
   * an empty list when none does, undefined when no git directory has the commit.
   */
  grepAt(commit: string, pattern: string, dir: string): string[] | undefined;
}

/** Reading the toolkit's history from the checkout at `repo` (when given and present), else from the mirror. */
export function toolkitAtCommit(repo: string | undefined): ToolkitAtCommit {
  const gitDirs = [repo && path.join(repo, '.git'), TOOLKIT_MIRROR].filter((dir): dir is string => !!dir && existsSync(dir));
  // The output of a git command in the first git directory where it succeeds (a shallow clone may lack the commit).
  const git = (args: readonly string[]): string | undefined => {
    for (const gitDir of gitDirs) {
      try {
        return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        // Not in this one: try the next.
      }
    }
    return undefined;
  };
  const fileAt = (commit: string, file: string) => git(['show', `${commit}:${file}`]);
  return {
    gitDirs,
    skipReason: gitDirs.length
      ? ''
      : `skipped: set PACT_TOOLBOX_REPO to a clone of the toolkit (or keep its mirror at ${TOOLKIT_MIRROR}) to read its files at the commit each entry was checked at`,
    fileAt,
    citedLinesAt(commit, source) {
      const lines = fileAt(commit, source.file)?.split('\n');
      const last = source.to ?? source.from;
      if (!lines || source.from < 1 || last < source.from || last > lines.length) return undefined;
      return lines.slice(source.from - 1, last);
    },
    grepAt(commit, pattern, dir) {
      if (git(['cat-file', '-e', `${commit}^{commit}`]) === undefined) return undefined;
      // git grep exits 1 when nothing matches, and prefixes each hit with "<commit>:".
      const out = git(['grep', '-n', '-E', pattern, commit, '--', dir]) ?? '';
      return out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(commit.length + 1));
    },
  };
}
