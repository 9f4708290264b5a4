import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { options } from './options';
import { pinnedRef, TOOLKIT_COMMIT, TOOLKIT_MAIN_AHEAD, TOOLKIT_PIN } from './toolkit-pin';

function projectWithPin(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pin-'));
  mkdirSync(path.join(dir, '.github'));
  writeFileSync(path.join(dir, '.github/pact-toolbox-ref'), text);
  return dir;
}

describe('the toolkit pin', () => {
  it('is read from .github/pact-toolbox-ref, in full and as pages show it', () => {
    expect(TOOLKIT_PIN).toMatch(/^[0-9a-f]{40}$/);
    expect(TOOLKIT_COMMIT).toBe(TOOLKIT_PIN.slice(0, 7));
    expect(pinnedRef(projectWithPin('98c9a6536e68fbc2d7c82b664776733d8553c08b\n'))).toBe('98c9a6536e68fbc2d7c82b664776733d8553c08b');
  });
  it('rejects a short or empty pin, naming the file and how to write it', () => {
    expect(() => pinnedRef(projectWithPin('98c9a65\n'))).toThrow(/\.github\/pact-toolbox-ref must hold one full 40-character commit SHA, found "98c9a65": write the output of `git rev-parse <commit>`/);
  });
  it('is not the commit the "Coming on main" notes describe as newer', () => {
    expect(TOOLKIT_MAIN_AHEAD).toMatch(/^[0-9a-f]{40}$/);
    expect(TOOLKIT_MAIN_AHEAD).not.toBe(TOOLKIT_PIN);
  });
  const repo = [options.toolkitRepo, path.resolve(__dirname, '../.cache/pact-toolbox-src')].find((dir) => dir && existsSync(path.join(dir, '.git')));
  it.skipIf(!repo)('has not reached that commit yet (with a toolkit checkout): otherwise the notes describe the pin and belong in the pages', () => {
    const isAncestor = (a: string, b: string) => {
      try {
        execFileSync('git', ['-C', repo!, 'merge-base', '--is-ancestor', a, b], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    };
    expect(isAncestor(TOOLKIT_MAIN_AHEAD, TOOLKIT_PIN)).toBe(false);
    expect(isAncestor(TOOLKIT_PIN, TOOLKIT_MAIN_AHEAD)).toBe(true);
  });
});
