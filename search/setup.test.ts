import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDirectory } from './runtime/directory';
import { searchSetup } from './setup';

const FIXTURE_API = path.join(__dirname, '../tests/fixtures/search/api');

describe('searchSetup', () => {
  it('points Rspress at our hooks module and defines the directory and remote settings', () => {
    const setup = searchSetup(FIXTURE_API, { 'pkg/Widget#spin': '/api/pkg/classes/Widget#spin' }, { DOCS_SEARCH_API_URL: 'http://127.0.0.1:1/s' });
    expect(existsSync(setup.options.searchHooks)).toBe(true);
    const dir = decodeDirectory(JSON.parse(setup.define.__PACT_SEARCH_DIRECTORY__));
    expect(dir.pages.map((p) => p.route)).toEqual(['/api/pkg/classes/Widget']);
    expect(dir.members.map((m) => `${m.owner.name}#${m.name} ${m.section}`)).toEqual(['Widget#spin Methods']);
    expect(JSON.parse(setup.define.__PACT_SEARCH_REMOTE__)).toEqual({ apiUrl: 'http://127.0.0.1:1/s', searchIndexes: ['default'] });
  });
  it('defines remote search as null when DOCS_SEARCH_API_URL is unset', () => {
    expect(searchSetup(FIXTURE_API, {}, {}).define.__PACT_SEARCH_REMOTE__).toBe('null');
  });
});
