import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_DIR, toolkitCheckout } from './toolkit-checkout';

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' }).trim();

function project(ref: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkout-project-'));
  mkdirSync(path.join(dir, '.github'));
  writeFileSync(path.join(dir, '.github/pact-toolbox-ref'), `${ref}\n`);
  return dir;
}

describe('toolkitCheckout', () => {
  it('clones the toolkit at the pinned commit, and reuses the clone when it is there', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'toolkit-'));
    git(repo, 'init', '-q');
    writeFileSync(path.join(repo, 'a.txt'), 'one');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'one');
    const pinned = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(path.join(repo, 'a.txt'), 'two');
    git(repo, 'commit', '-qam', 'two');
    const dir = project(pinned);
    const lines: string[] = [];
    const checkout = toolkitCheckout({ projectDir: dir, url: repo, log: (l) => lines.push(l) });
    expect(checkout).toBe(path.join(dir, CHECKOUT_DIR));
    expect(git(checkout!, 'rev-parse', 'HEAD')).toBe(pinned);
    expect(toolkitCheckout({ projectDir: dir, url: '/nowhere', log: (l) => lines.push(l) })).toBe(checkout);
    expect(lines).toEqual([]);
  });
  it('says in one line why it builds npm alone, and how to get both, when the toolkit cannot be fetched', () => {
    const dir = project('823a06cc9d088978612e9d72e158fa70133e733a');
    const lines: string[] = [];
    expect(toolkitCheckout({ projectDir: dir, url: path.join(dir, 'no-such-repo'), log: (l) => lines.push(l) })).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^api-gen: building the npm version of the API reference alone: the toolkit's source could not be fetched \(.+\)\. For both versions, set PACT_TOOLBOX_REPO to a checkout of https:\/\/github\.com\/kadena-community\/pact-toolbox at 823a06c/);
  });
  it('refuses a pin that is not one commit', () => {
    expect(() => toolkitCheckout({ projectDir: project('main'), url: '/nowhere', log: () => {} })).toThrow(/one full 40-character commit SHA/);
  });
});
