import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitByVersion, splitIndexFiles } from './version-split';

const pages = [{ routePath: '/intro' }, { routePath: '/api/signers/' }, { routePath: '/npm/api/signers/type-aliases/MessageSigner' }, { routePath: '/api/errors' }, { routePath: '/npm/api/errors' }];

describe('splitByVersion', () => {
  it('gives main\'s index no npm page and the npm index no main page, both the guide', () => {
    const split = splitByVersion(pages)!;
    expect(split.main.map((p) => p.routePath)).toEqual(['/intro', '/api/signers/', '/api/errors']);
    expect(split.npm.map((p) => p.routePath)).toEqual(['/intro', '/npm/api/signers/type-aliases/MessageSigner', '/npm/api/errors']);
  });
  it('leaves a one-version site alone', () => {
    expect(splitByVersion([{ routePath: '/intro' }, { routePath: '/api/x' }])).toBeUndefined();
  });
});

describe('splitIndexFiles', () => {
  it('writes the npm index beside the default one under the same hash', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'split-'));
    writeFileSync(path.join(dir, 'search_index.en.abc.json'), JSON.stringify(pages));
    expect(splitIndexFiles(dir)).toEqual(['search_index.npm.en.abc.json']);
    expect(readdirSync(dir).sort()).toEqual(['search_index.en.abc.json', 'search_index.npm.en.abc.json']);
    expect(JSON.parse(readFileSync(path.join(dir, 'search_index.en.abc.json'), 'utf8'))).toHaveLength(3);
    expect(splitIndexFiles(dir)).toEqual([]);
  });
});
