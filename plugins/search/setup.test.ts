import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDirectory, searchSetup } from './setup';

function apiDir(directory?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-setup-'));
  if (directory !== undefined) {
    mkdirSync(path.join(dir, '_data'));
    writeFileSync(path.join(dir, '_data/search-directory.json'), directory);
  }
  return dir;
}

const DIRECTORY = { pages: [['Widget', 'class', '/api/pkg/classes/Widget', 'Widget · @pact-toolbox/pkg']], members: [[0, 'spin', 'spin', 'Methods', 'spin()']] };

describe('searchSetup', () => {
  it('points Rspress at our hooks module and defines the directory api-gen wrote and the remote settings', () => {
    const setup = searchSetup(apiDir(JSON.stringify(DIRECTORY)), { DOCS_SEARCH_API_URL: 'http://127.0.0.1:1/s' });
    expect(existsSync(setup.options.searchHooks)).toBe(true);
    expect(JSON.parse(setup.define.__PACT_SEARCH_DIRECTORY__)).toEqual(DIRECTORY);
    expect(JSON.parse(setup.define.__PACT_SEARCH_REMOTE__)).toEqual({ apiUrl: 'http://127.0.0.1:1/s', searchIndexes: ['default'] });
  });
  it('defines remote search as null when DOCS_SEARCH_API_URL is unset, and an empty directory before the API exists', () => {
    const setup = searchSetup(apiDir(), {});
    expect(setup.define.__PACT_SEARCH_REMOTE__).toBe('null');
    expect(JSON.parse(setup.define.__PACT_SEARCH_DIRECTORY__)).toEqual({ pages: [], members: [] });
  });
  it('names the file and the fix when the directory is not one', () => {
    expect(() => readDirectory(apiDir('{"x":1}'))).toThrow(/search-directory\.json is not a symbol directory.*npm run api/);
  });
});
