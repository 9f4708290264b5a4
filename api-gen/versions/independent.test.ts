/**
 * The versions pass held to an independent computation: the fixture's two versions (tests/fixtures/version-declarations)
 * go through api-gen as a two-version build does; each export's standing is then computed again straight from the
 * inputs with the TypeScript compiler API (tests/support/declared-exports.ts), and every count, change-page entry
 * and mark must agree with it. Also: no mark is printed twice.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsedCompilerOptions } from '../export-names';
import { DOCUMENTED_PACKAGES } from '../packages';
import type { RegistryClient } from '../sources/registry';
import { BASE_COMPILER_OPTIONS } from '../sources/types';
import { declaredExports, declaredMemberNames, standings } from '../../tests/support/declared-exports';
import { declaredRelations, relationDisagreements } from '../../tests/support/declared-relations';
import { replacementDisagreements, versionDisagreements } from '../../tests/support/version-facts';
import { generateBoth } from './generate-both';

const projectDir = path.resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(path.join(tmpdir(), 'versions-independent-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
// Copied beside the work folders: TypeDoc globs its entry points from their common folder, which must not be `/`.
const fixture = path.join(temp, 'fixture');
cpSync(path.join(projectDir, 'tests/fixtures/version-declarations'), fixture, { recursive: true });

const client: RegistryClient = {
  async integrity(spec) {
    if (spec !== '@pact-toolbox/signers@0.2.0') throw Object.assign(new Error('404 Not Found'), { code: 'E404' });
    return 'sha512-fixture';
  },
  async extract(_spec, dest) {
    cpSync(path.join(fixture, 'npm/signers'), dest, { recursive: true });
  },
};

describe('versions pass against the declarations, computed independently', async () => {
  const manifestFile = path.join(temp, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify({ packages: { ...Object.fromEntries(DOCUMENTED_PACKAGES.map((n) => [n, null])), signers: '0.2.0' }, internal: {} }));
  const guideDir = path.join(temp, 'guide');
  cpSync(path.join(projectDir, 'tests/fixtures/site-versions/docs'), guideDir, { recursive: true });
  const outDir = path.join(temp, 'api');
  const npmOutDir = path.join(temp, 'npm/api');
  // One entry that resolves (a member, so its link carries an anchor) and one that does not: `pick` is not removed.
  const replacementsText = [
    "export const REPLACEMENTS_ON_MAIN = [",
    "  { pkg: 'signers', npm: 'removed', main: 'Panel.open', note: 'Call `open()` on a panel.', source: 'packages/signers/src/index.ts:40' },",
    "  { pkg: 'signers', npm: 'pick', main: 'grow', source: 'packages/signers/src/grow.ts:1' },",
    '];',
  ].join('\n');
  const replacementEntries = [
    { pkg: 'signers', npm: 'removed', main: 'Panel.open', note: 'Call `open()` on a panel.', source: 'packages/signers/src/index.ts:40' },
    { pkg: 'signers', npm: 'pick', main: 'grow', source: 'packages/signers/src/grow.ts:1' },
  ];
  const report = await generateBoth({
    replacements: { entries: replacementEntries, file: 'fixture/replacements.ts', text: replacementsText },
    projectDir,
    outDir,
    npmOutDir,
    cacheDir: path.join(temp, 'cache'),
    workspace: path.join(fixture, 'main'),
    packages: ['signers'],
    manifestFile,
    registryClient: async () => client,
    errorEntriesDir: path.join(projectDir, 'tests/fixtures/error-entries'),
    guideDir,
  });
  const options = parsedCompilerOptions({ ...BASE_COMPILER_OPTIONS });
  const entries = { main: path.join(fixture, 'main/packages/signers/src/index.ts'), npm: path.join(fixture, 'npm/signers/dist/index.d.mts') };
  const expected = standings(declaredExports(entries.main, options), declaredExports(entries.npm, options));

  it('computes what the fixture was written to show', () => {
    expect(expected).toEqual({ grow: 'same', pick: 'same', Settings: 'added', added: 'added', sign: 'changed', SignerOptions: 'changed', load: 'not-compared', Panel: 'same', digest: 'same', removed: 'removed' });
  });

  it('finds the change page, its counts and every mark in agreement with it', () => {
    expect(versionDisagreements(outDir, npmOutDir, { signers: expected })).toEqual([]);
  });

  it('finds a disagreement when there is one', () => {
    expect(versionDisagreements(outDir, npmOutDir, { signers: { ...expected, grow: 'changed' } })).toEqual([
      'signers.grow: changed by the declarations, not listed so on the change page',
      'signers: the change page counts 2 changed, the declarations 3',
      'signers: the change page counts 4 same, the declarations 3',
      'signers.grow: its main page is marked nothing, the declarations say changed',
      'signers.grow: its npm page is marked nothing, the declarations say changed',
    ]);
  });

  it('names what does a removed name\'s job on main where the data says, and it is what main declares', () => {
    const mainNames = declaredMemberNames({ signers: entries.main }, options);
    expect(replacementDisagreements(outDir, npmOutDir, { signers: expected }, mainNames)).toEqual([]);
    const changes = readFileSync(path.join(outDir, 'signers/changes.md'), 'utf8');
    expect(changes).toMatch(/^\| \[`removed`\]\([^)]*\) \| variable \| \[`Panel.open`\]\(\.\/classes\/Panel\.md#open\) · Call `open\(\)` on a panel\. \|$/m);
    const npmPage = readFileSync(path.join(npmOutDir, 'signers/variables/removed.md'), 'utf8');
    expect(npmPage).toContain('<p class="pt-version-replacement">On main, <a href="../../../../api/signers/classes/Panel#open"><code>Panel.open</code></a> does its job. Call <code>open()</code> on a panel.</p>');
  });

  it('leaves out an entry that does not resolve, naming its line, the cause and the fix', () => {
    expect(report.replacementProblems).toEqual([
      'fixture/replacements.ts:3: the entry for pick (@pact-toolbox/signers) is not among the names main removed from npm 0.2.0; correct `npm`, or delete the entry when main exports the name again. The entry is left out.',
    ]);
  });

  it('finds a replacement main does not declare', () => {
    const mainNames = { signers: new Set([...declaredMemberNames({ signers: entries.main }, options).signers].filter((n) => n !== 'Panel.open')) };
    expect(replacementDisagreements(outDir, npmOutDir, { signers: expected }, mainNames)).toEqual(['signers.removed: its replacement Panel.open is not declared by main\'s @pact-toolbox/signers']);
  });

  it('never prints "only on main" outside a version mark', () => {
    const page = readFileSync(path.join(outDir, 'signers/variables/added.md'), 'utf8');
    expect(page.match(/only on main/g)).toHaveLength(1);
  });

  it('shows no base, "Extended by" or comment that a declaration does not have, in either version', () => {
    expect(relationDisagreements(outDir, '/api/', declaredRelations({ signers: entries.main }, options))).toEqual([]);
    expect(relationDisagreements(npmOutDir, '/npm/api/', declaredRelations({ signers: entries.npm }, options))).toEqual([]);
    const panel = readFileSync(path.join(outDir, 'signers/classes/Panel.md'), 'utf8');
    expect(panel).toMatch(/<span class="pt-sig-k">extends<\/span> <span class="pt-sig-t">LitElement<\/span>/);
    expect(panel).not.toContain('Hashing helpers');
  });
});
