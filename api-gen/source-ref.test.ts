import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitHead, RefError, sourceLinkTemplate, sourceVersion } from './source-ref';

const SHA = '823a06cc9d088978612e9d72e158fa70133e733a';

describe('sourceVersion', () => {
  it('pins to a given ref first, then to the checkout HEAD, else follows main unpinned', () => {
    expect(sourceVersion(SHA, { commit: 'f'.repeat(40), branch: 'main' })).toEqual({ ref: SHA, pinned: true, label: 'commit 823a06c' });
    expect(sourceVersion('v1.2.0', undefined)).toEqual({ ref: 'v1.2.0', pinned: true, label: 'v1.2.0' });
    expect(sourceVersion(undefined, { commit: SHA, branch: 'main' })).toEqual({ ref: SHA, pinned: true, label: 'main @ 823a06c' });
    expect(sourceVersion(undefined, { commit: SHA })).toEqual({ ref: SHA, pinned: true, label: 'commit 823a06c' });
    expect(sourceVersion('  ', undefined)).toEqual({ ref: 'main', pinned: false, label: 'main' });
  });
  it('rejects a ref that cannot stand in a URL, naming the fix', () => {
    expect(() => sourceVersion('main branch', undefined)).toThrow(RefError);
    expect(() => sourceVersion('a/../b', undefined)).toThrow(/git rev-parse HEAD/);
  });
  it('puts the ref in the link template', () => {
    expect(sourceLinkTemplate(sourceVersion(SHA, undefined))).toBe(`https://github.com/kadena-community/pact-toolbox/blob/${SHA}/{path}#L{line}`);
  });
});

describe('gitHead', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-ref-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();

  it('reads the HEAD commit and branch of a work tree, and nothing for a folder inside one or outside any', () => {
    expect(gitHead(dir)).toBeUndefined();
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(dir, 'a.txt'), 'a\n');
    mkdirSync(path.join(dir, 'sub'));
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'a');
    expect(gitHead(dir)).toEqual({ commit: git('rev-parse', 'HEAD'), branch: 'main' });
    expect(gitHead(path.join(dir, 'sub'))).toBeUndefined();
  });
});
