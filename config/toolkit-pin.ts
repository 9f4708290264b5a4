/**
 * The one toolkit commit the whole site documents and has readers build: the API reference, the error reference,
 * the guide's source links and the commit its build commands check out. It is written in one place,
 * `.github/pact-toolbox-ref` (the workflow toolkit-ref.yml proposes a newer main commit there only when the toolkit
 * builds at it); everything else reads it from here. The guide writes it as a placeholder and `toolkit:` links
 * (plugins/toolkit-ref/), filled in at build time, so moving the pin moves every page.
 *
 * `TOOLKIT_MAIN_AHEAD` is the newest main commit the guide's "Coming on main" notes describe: behaviour of a commit
 * after the pin that a reader who builds the pin does not get. It names a commit of main that does not build
 * (823a06c imports a prelude file that was never committed); when the pin reaches it, the notes become the guide.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shortCommit } from '../api-gen/source-ref';

export const PINNED_REF_FILE = '.github/pact-toolbox-ref';

const FULL_SHA = /^[0-9a-f]{40}$/;

/** The full commit in `.github/pact-toolbox-ref` of a project; throws naming the file when it is not one. */
export function pinnedRef(projectDir: string): string {
  const ref = readFileSync(path.join(projectDir, PINNED_REF_FILE), 'utf8').trim();
  if (!FULL_SHA.test(ref)) throw new Error(`${PINNED_REF_FILE} must hold one full 40-character commit SHA, found "${ref}": write the output of \`git rev-parse <commit>\` in a toolkit clone`);
  return ref;
}

/** This project's pin, in full. */
export const TOOLKIT_PIN = pinnedRef(path.resolve(import.meta.dirname, '..'));

/** The pin as pages show it (7 characters). */
export const TOOLKIT_COMMIT = shortCommit(TOOLKIT_PIN);

/** The main commit after the pin that the "Coming on main" notes describe (full). */
export const TOOLKIT_MAIN_AHEAD = '823a06cc9d088978612e9d72e158fa70133e733a';
