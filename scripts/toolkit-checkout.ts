/**
 * The toolkit source a build documents as "main" when PACT_TOOLBOX_REPO is not set: a clone of the toolkit at the
 * commit pinned in .github/pact-toolbox-ref, kept in .cache/pact-toolbox-src (the folder the deploy checks out
 * into). Offline, or when git is missing, it says so in one line and the build documents npm alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_URL } from '../api-gen/packages';
import { PINNED_REF_FILE, pinnedRef } from '../config/toolkit-pin';

export const CHECKOUT_DIR = '.cache/pact-toolbox-src';

export interface CheckoutOptions {
  projectDir: string;
  /** The repository to clone (a URL or a path); the toolkit's GitHub repository by default. */
  url?: string;
  /** Seconds each git step may take before it counts as offline. */
  timeoutSeconds?: number;
  log?: (line: string) => void;
}

/** The one line a build prints when it cannot have the toolkit's source. */
export function npmOnlyLine(reason: string, ref: string): string {
  return `api-gen: building the npm version of the API reference alone: the toolkit's source could not be fetched (${reason}). For both versions, set PACT_TOOLBOX_REPO to a checkout of ${REPO_URL} at ${ref.slice(0, 7)} (${PINNED_REF_FILE}).`;
}

/** The checkout's folder at the pinned commit, cloned or moved there if needed; undefined when that cannot be done. */
export function toolkitCheckout(options: CheckoutOptions): string | undefined {
  const log = options.log ?? ((line: string) => console.error(line));
  const ref = pinnedRef(options.projectDir);
  const dir = path.join(options.projectDir, CHECKOUT_DIR);
  const timeout = (options.timeoutSeconds ?? 120) * 1000;
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }).trim();
  const head = () => {
    try {
      return git('-C', dir, 'rev-parse', 'HEAD');
    } catch {
      return undefined;
    }
  };
  if (existsSync(path.join(dir, '.git')) && head() === ref) return dir;
  try {
    if (!existsSync(path.join(dir, '.git'))) {
      rmSync(dir, { recursive: true, force: true });
      git('clone', '--quiet', '--no-checkout', options.url ?? `${REPO_URL}.git`, dir);
    }
    try {
      git('-C', dir, 'cat-file', '-e', `${ref}^{commit}`);
    } catch {
      git('-C', dir, 'fetch', '--quiet', 'origin', ref);
    }
    git('-C', dir, 'checkout', '--quiet', '--detach', '--force', ref);
    return head() === ref ? dir : undefined;
  } catch (error) {
    const detail = error instanceof Error ? ((error as { stderr?: string }).stderr || error.message).trim().split('\n').pop() : String(error);
    log(npmOnlyLine(detail || 'git failed', ref));
    return undefined;
  }
}
