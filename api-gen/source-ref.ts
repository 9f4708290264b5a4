/**
 * Which version of the toolkit a workspace build documents, and where its
 * "Defined in" links point. A checkout that is a git work tree of its own is
 * pinned to its HEAD commit; an export without `.git` is pinned only when the
 * ref is given (`--ref`, `PACT_TOOLBOX_REF`); otherwise links follow the main
 * branch and the pages say so.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { REPO_BRANCH, REPO_URL } from './packages';

export interface SourceVersion {
  /** What the links point at: a commit, a given ref, or the branch when unpinned. */
  ref: string;
  /** Whether `ref` names fixed content (a commit or an explicitly given ref), not a moving branch. */
  pinned: boolean;
  /** How pages name it: "main @ 823a06c", "commit 823a06c", "v1.2.0", "main". */
  label: string;
}

export interface GitHead {
  commit: string;
  /** The checked-out branch, or undefined when HEAD is detached. */
  branch?: string;
}

const FULL_SHA = /^[0-9a-f]{40}$/i;
/** Characters a ref may hold in a GitHub URL path (branch, tag or commit names). */
const REF_CHARS = /^[\w.][\w./-]*$/;

/** A commit as pages show it: its first seven hex digits. */
export const shortCommit = (sha: string): string => sha.slice(0, 7);

export class RefError extends Error {}

/**
 * The version a workspace build documents: an explicit ref wins, then the
 * checkout's own HEAD, then the unpinned branch.
 */
export function sourceVersion(explicit: string | undefined, head: GitHead | undefined): SourceVersion {
  const given = explicit?.trim();
  if (given) {
    if (!REF_CHARS.test(given) || given.includes('..')) {
      throw new RefError(`PACT_TOOLBOX_REF / --ref "${explicit}" is not a git ref: give the commit the checkout was exported from (e.g. the output of \`git rev-parse HEAD\` there), or a tag`);
    }
    return { ref: given, pinned: true, label: FULL_SHA.test(given) ? `commit ${shortCommit(given)}` : given };
  }
  if (head) return { ref: head.commit, pinned: true, label: head.branch ? `${head.branch} @ ${shortCommit(head.commit)}` : `commit ${shortCommit(head.commit)}` };
  return { ref: REPO_BRANCH, pinned: false, label: REPO_BRANCH };
}

/** TypeDoc's source link template for a version. */
export function sourceLinkTemplate(version: SourceVersion): string {
  return `${REPO_URL}/blob/${version.ref}/{path}#L{line}`;
}

/**
 * The HEAD of `dir` when `dir` is the top of a git work tree; undefined for an
 * export without `.git`, and for a folder that merely sits inside another
 * repository (the fixture checkout inside this one).
 */
export function gitHead(dir: string): GitHead | undefined {
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    if (realpathSync(git('rev-parse', '--show-toplevel')) !== realpathSync(dir)) return undefined;
    const commit = git('rev-parse', 'HEAD');
    const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
    return FULL_SHA.test(commit) ? { commit, branch: branch && branch !== 'HEAD' ? branch : undefined } : undefined;
  } catch {
    return undefined;
  }
}
