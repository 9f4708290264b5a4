/**
 * The npm table ("Packages on npm") lists every `@pact-toolbox/*` package the guide names, read from the guide's
 * own pages (docs/, without the generated API reference).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../api-gen/manifest.json';
import { guidePages } from '../../api-gen/guide-pages';
import { NOT_ON_NPM, OTHER_PUBLISHED, SCOPED_UNDOCUMENTED } from '../../config/npm-status';
import { namedPackages, unlistedPackages } from './guide-packages';
import { INSTALL_DATA } from './runtime/install-data';
import { packageRows } from './runtime/published-packages';

const docs = path.resolve(import.meta.dirname, '../../docs');
const texts = guidePages(docs).map((page) => readFileSync(path.join(docs, page), 'utf8'));
const rows = packageRows(manifest, { notOnNpm: NOT_ON_NPM, otherPublished: OTHER_PUBLISHED, scopedUndocumented: SCOPED_UNDOCUMENTED, install: INSTALL_DATA });

describe('the npm table and the guide', () => {
  it('lists every @pact-toolbox package the guide names', () => {
    expect(namedPackages(texts).size).toBeGreaterThan(10);
    expect(unlistedPackages(texts, rows)).toEqual([]);
  });

  it('has the docker row, with its measured install result', () => {
    const docker = rows.find((r) => r.name === '@pact-toolbox/docker');
    expect(docker?.version).toBe('0.1.0');
    expect(INSTALL_DATA.packages['@pact-toolbox/docker@0.1.0']?.install.ok).toBe(true);
  });

  it('names a package the table lacks', () => {
    expect(unlistedPackages([...texts, 'Install `@pact-toolbox/fabricator` and import `@pact-toolbox/unplugin/vite`.'], rows)).toEqual(['@pact-toolbox/fabricator']);
    const withoutDocker = rows.filter((r) => r.name !== '@pact-toolbox/docker');
    expect(unlistedPackages(texts, withoutDocker)).toEqual(['@pact-toolbox/docker']);
  });
});
