/**
 * api-gen end to end on fixture packages we wrote: the workspace source, the
 * registry source through a fake registry, and every fault the issue lists.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeDirectory } from './symbol-directory';
import { listFiles } from './fs-utils';
import { generate, type GenerateOptions } from './generate';
import { DOCUMENTED_PACKAGES } from './packages';
import type { RegistryClient } from './sources/registry';
import { publishedSourceProblems } from './signature/output-checks';

const projectDir = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(projectDir, 'tests/fixtures');
const workspace = path.join(fixtures, 'workspace');
const temp = mkdtempSync(path.join(tmpdir(), 'api-gen-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let counter = 0;
// Builds from source compare with the published packages: by default here, a manifest where none is published (no registry call).
const nothingPublished = manifest(mkdtempSync(path.join(temp, 'unpublished-')), {});
function dirs(): Pick<GenerateOptions, 'outDir' | 'cacheDir' | 'projectDir' | 'errorEntriesDir' | 'manifestFile'> {
  const dir = path.join(temp, String(++counter));
  return { projectDir, outDir: path.join(dir, 'api'), cacheDir: path.join(dir, 'cache'), errorEntriesDir: path.join(fixtures, 'error-entries'), manifestFile: nothingPublished };
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('workspace source (fixture checkout)', async () => {
  const out = dirs();
  const logs: string[] = [];
  const report = await generate({ ...out, workspace, packages: ['crypto', 'network', 'signers', 'test'], log: (l) => logs.push(l) });

  it('writes the expected file tree', () => {
    expect(listFiles(out.outDir)).toEqual([
      '_data/cli.json',
      '_data/declarations.json',
      '_data/errors.json',
      '_data/sample-modules.json',
      '_data/sample-sources.json',
      '_data/search-directory.json',
      '_data/sidebar.json',
      '_data/stamp.json',
      '_data/symbols.json',
      'crypto/all.md',
      'crypto/functions/hash.md',
      'crypto/functions/signHash.md',
      'crypto/functions/wrap.md',
      'crypto/index.md',
      'errors.md',
      'errors/signers.md',
      'index.md',
      'network/index.md',
      'signers/all.md',
      'signers/classes/KeyPairSigner.md',
      'signers/functions/isKeyPair.md',
      'signers/functions/signAll.md',
      'signers/index.md',
      'signers/interfaces/KeyPair.md',
      'signers/interfaces/SignOptions.md',
      'signers/interfaces/Signer.md',
      'signers/namespaces/sig/functions/join.md',
      'signers/namespaces/sig/index.md',
      'signers/namespaces/sig/variables/SEPARATOR.md',
      'signers/type-aliases/SignatureEncoding.md',
      'signers/variables/DEFAULT_ENCODING.md',
      'test/index.md',
    ]);
    expect(report.mode).toBe('workspace');
    expect(report.problems).toEqual([]);
  });

  it('writes the error reference: each thrown message with our entry and its source line', () => {
    expect(read(out.outDir, 'errors.md')).toContain('| [`@pact-toolbox/signers`](./errors/signers.md) | 1 |');
    const page = read(out.outDir, 'errors/signers.md');
    expect(page).toContain('# Error messages: signers');
    expect(page).toContain('### Nothing to sign for &lt;address>');
    expect(page).toContain("**Cause.** The fixture signer's `sign` was given an empty message.");
    expect(page).toMatch(/`packages\/signers\/src\/keys\.ts:29`/);
  });

  it('documents a re-exported symbol under the package that declares it, and links there', () => {
    expect(existsSync(path.join(out.outDir, 'crypto/classes/KeyPairSigner.md'))).toBe(false);
    const cryptoPage = read(out.outDir, 'crypto/index.md');
    expect(cryptoPage).toMatch(/KeyPairSigner\]\(\.\.\/signers\/classes\/KeyPairSigner\.md\)/);
    const symbols = JSON.parse(read(out.outDir, '_data/symbols.json'));
    expect(symbols['crypto/KeyPairSigner']).toBe('/api/signers/classes/KeyPairSigner');
    expect(symbols['signers/KeyPairSigner#sign']).toBe('/api/signers/classes/KeyPairSigner#sign');
    expect(symbols['signers/KeyPair#publicKey']).toBe('/api/signers/interfaces/KeyPair#property-publickey');
  });

  it('writes the search directory from the TypeDoc model: page titles as the pages carry them, kinds, member places', () => {
    const directory = decodeDirectory(JSON.parse(read(out.outDir, '_data/search-directory.json')));
    const signer = directory.pages.find((p) => p.name === 'KeyPairSigner')!;
    expect(signer).toEqual({ name: 'KeyPairSigner', kind: 'class', route: '/api/signers/classes/KeyPairSigner', title: 'KeyPairSigner · @pact-toolbox/signers' });
    // Listed once, under the package that documents it, though crypto re-exports it.
    expect(directory.pages.filter((p) => p.name === 'KeyPairSigner')).toHaveLength(1);
    expect(read(out.outDir, 'signers/classes/KeyPairSigner.md')).toContain(`title: "${signer.title}"`);
    expect(directory.pages.find((p) => p.name === 'sig')?.kind).toBe('namespace');
    const members = directory.members.map((m) => `${m.owner.name}#${m.name} ${m.section} ${m.label} ${m.anchor}`);
    expect(members).toContain('KeyPairSigner#sign Methods sign() sign');
    expect(members).toContain('KeyPair#publicKey Properties publicKey property-publickey');
  });

  it('links a cross-package type reference to its page', () => {
    expect(read(out.outDir, 'crypto/functions/signHash.md')).toContain('../../signers/interfaces/Signer.md');
  });

  it('writes each type of a table or a Returns line as one code span, its toolkit types still linked', () => {
    const page = read(out.outDir, 'signers/functions/signAll.md');
    expect(page).toContain('| `signers` | <code>[Signer](../interfaces/Signer.md)\\[\\]</code> |');
    expect(page).toContain('<code>Promise&lt;([KeyPair](../interfaces/KeyPair.md) \\| null)\\[\\]&gt;</code>');
    expect(page).not.toMatch(/\| `Promise`\\</);
  });

  it('puts defaults in their own column, from initializers and @default tags, with no placeholder where there is none', () => {
    const fn = read(out.outDir, 'signers/functions/signAll.md');
    expect(fn).toContain('| Parameter | Type | Default value | Description |');
    expect(fn).toMatch(/\| `retries\?` \| <code>number<\/code> \| `3` \| +\|/);
    expect(fn).not.toContain('`undefined`');
    expect(fn).not.toMatch(/\| - \|/);
    const options = read(out.outDir, 'signers/interfaces/SignOptions.md');
    expect(options).toMatch(/`batchSize\?` \| <code>number<\/code> \| `4` \| Signatures made at once\. \|/);
    expect(options).toMatch(/`stopOnError\?` \| <code>boolean<\/code> \| `false` \| +\|/);
    expect(options).not.toContain('**Default**');
  });

  it('renders third-party types as plain names', () => {
    const wrap = read(out.outDir, 'crypto/functions/wrap.md');
    expect(wrap).toContain('Thing');
    expect(wrap).not.toMatch(/\]\([^)]*some-third-party/);
  });

  it('gives every page an H1 with the name and a title naming item and package', () => {
    const page = read(out.outDir, 'signers/classes/KeyPairSigner.md');
    expect(page).toMatch(/^---\ntitle: "KeyPairSigner · @pact-toolbox\/signers"\ndescription: "Signs with a key pair kept in memory\."\n---\n\n# KeyPairSigner\n/);
    expect(page).toContain('### sign()');
    expect(page).toContain('### fromSecret()');
    expect(page).not.toMatch(/^#### /m);
    expect(page).toContain('so \\<contractsDir\\> must exist');
    expect(page).toMatch(/Defined in: \[packages\/signers\/src\/keys\.ts:\d+\]\(https:\/\/github\.com\/kadena-community\/pact-toolbox\/blob\/main\/packages\/signers\/src\/keys\.ts#L\d+\)/);
    expect(page).not.toContain('node_modules');
  });

  it('writes package pages with the README made safe', () => {
    const page = read(out.outDir, 'signers/index.md');
    expect(page).toMatch(/^---\ntitle: "@pact-toolbox\/signers"/);
    expect(page).toContain('# @pact-toolbox/signers');
    expect(page).toContain('Version: `main` (package version 9.1.0; source links not pinned)');
    expect(page).toContain('## Classes');
    // each export beside the first sentence of its comment
    expect(page).toContain('| [KeyPairSigner](classes/KeyPairSigner.md) <span class="pt-kind pt-kind-class">class</span> | Signs with a key pair kept in memory. |');
    expect(page).toContain('| [signAll](functions/signAll.md) <span class="pt-kind pt-kind-function">function</span> | Signs every message with every signer. |');
    expect(page).toContain('[contributing guide](https://github.com/kadena-community/pact-toolbox/blob/main/CONTRIBUTING.md)');
    expect(page).toContain('Pass a `<contractsDir>` to the signer');
    expect(page).toContain('`@pact-toolbox/signers/extra`');
    expect(page).not.toMatch(/!\[|<img|<p /);
    expect(existsSync(path.join(out.outDir, '_media'))).toBe(false);
  });

  it('names the version documented on every page and on the index', () => {
    for (const file of listFiles(out.outDir).filter((f) => f.endsWith('.md') && f !== 'errors.md' && !f.startsWith('errors/'))) {
      expect(read(out.outDir, file), file).toMatch(/^(Package: .* · )?Version: `main`/m);
    }
    expect(read(out.outDir, 'signers/classes/KeyPairSigner.md')).toContain('Package: [@pact-toolbox/signers](../index.md) · Version: `main` (package version 9.1.0; source links not pinned)');
  });

  it('explains a package with nothing to document', () => {
    const page = read(out.outDir, 'network/index.md');
    expect(page).toContain('# @pact-toolbox/network');
    expect(page).toContain('has no src/index.ts');
  });

  it('says in one sentence why a package whose entry point exports nothing has no list', () => {
    const page = read(out.outDir, 'test/index.md');
    expect(page).toContain('::: info Nothing to document in this build\n@pact-toolbox/test exports nothing from `src/index.ts`: no function, class, type or value has a page.\n:::');
  });

  it('writes the index and a sidebar scoped per package', () => {
    const index = read(out.outDir, 'index.md');
    for (const name of ['crypto', 'network', 'signers']) expect(index).toContain(`[\`@pact-toolbox/${name}\`](./${name}/index.md)`);
    // A map: the packages under their groups, each with its own purpose line and its npm status (this manifest publishes none).
    expect(index).toContain('## Networks, scripts and tests');
    expect(index.indexOf('## Transactions and keys')).toBeGreaterThan(index.indexOf('## Networks, scripts and tests'));
    expect(index).toContain('| [`@pact-toolbox/signers`](./signers/index.md) | Fixture: signs things. | only on main (not on npm) |');
    const sidebar = JSON.parse(read(out.outDir, '_data/sidebar.json'));
    expect(Object.keys(sidebar).sort()).toEqual(['/api/', '/api/crypto/', '/api/errors', '/api/network/', '/api/signers/', '/api/test/']);
    const signers = sidebar['/api/signers/'].find((g: { text: string }) => g.text === 'signers');
    expect(signers.items.map((g: { text: string }) => g.text)).toEqual(['Namespaces', 'Classes', 'Interfaces', 'Type Aliases', 'Functions', 'Variables']);
    expect(sidebar['/api/crypto/'].find((g: { text: string }) => g.text === 'signers')).toEqual({ text: 'signers', link: '/api/signers/' });
  });

  it('skips TypeDoc entirely on a warm run with unchanged inputs', async () => {
    const before = read(out.outDir, 'signers/index.md');
    const again = await generate({ ...out, workspace, packages: ['crypto', 'network', 'signers', 'test'] });
    expect(again.skipped).toBe(true);
    expect(again.pageCount).toBe(report.pageCount);
    expect(read(out.outDir, 'signers/index.md')).toBe(before);
  });

  it('writes the module map the code samples compile with, on warm runs too', async () => {
    rmSync(path.join(out.outDir, '_data/sample-modules.json'));
    expect((await generate({ ...out, workspace, packages: ['crypto', 'network', 'signers', 'test'] })).skipped).toBe(true);
    const map = JSON.parse(read(out.outDir, '_data/sample-modules.json'));
    expect(map.mode).toBe('workspace');
    expect(map.paths['@pact-toolbox/crypto']).toEqual([path.join(workspace, 'packages/crypto/src/index.ts')]);
  });

  it('regenerates when a source file changes', async () => {
    const copy = path.join(temp, 'ws-copy');
    cpSync(workspace, copy, { recursive: true });
    const o = dirs();
    await generate({ ...o, workspace: copy, packages: ['signers'] });
    writeFileSync(path.join(copy, 'packages/signers/src/extra.ts'), 'export const EXTRA = 1;\n');
    writeFileSync(path.join(copy, 'packages/signers/src/index.ts'), `${read(copy, 'packages/signers/src/index.ts')}\nexport { EXTRA } from './extra';\n`);
    const second = await generate({ ...o, workspace: copy, packages: ['signers'] });
    expect(second.skipped).toBe(false);
    expect(existsSync(path.join(o.outDir, 'signers/variables/EXTRA.md'))).toBe(true);
  });

  it("writes the CLI's command tree read from apps/cli, and regenerates when the CLI changes", async () => {
    expect(Object.keys(JSON.parse(read(out.outDir, '_data/cli.json')).subCommands)).toEqual(['greet', 'deploy', 'make']);
    const copy = path.join(temp, 'ws-cli-copy');
    cpSync(workspace, copy, { recursive: true });
    const o = dirs();
    await generate({ ...o, workspace: copy, packages: ['signers'] });
    const greet = path.join(copy, 'apps/cli/src/commands/greet.ts');
    writeFileSync(greet, read(copy, 'apps/cli/src/commands/greet.ts').replace("loud: { type: 'boolean'", "shout: { type: 'boolean'"));
    const second = await generate({ ...o, workspace: copy, packages: ['signers'] });
    expect(second.skipped).toBe(false);
    expect(Object.keys(JSON.parse(read(o.outDir, '_data/cli.json')).subCommands.greet.args)).toEqual(['who', 'shout']);
  });

  it('pins "Defined in" links to the ref a copy without .git is given, and says which version the index documents', async () => {
    const o = dirs();
    const sha = '823a06cc9d088978612e9d72e158fa70133e733a';
    await generate({ ...o, workspace, packages: ['crypto', 'signers'], ref: sha });
    const page = read(o.outDir, 'signers/classes/KeyPairSigner.md');
    expect(page).toMatch(new RegExp(`Defined in: \\[packages/signers/src/keys\\.ts:\\d+\\]\\(https://github\\.com/kadena-community/pact-toolbox/blob/${sha}/packages/signers/src/keys\\.ts#L\\d+\\)`));
    expect(page).not.toContain('/blob/main/');
    expect(read(o.outDir, 'signers/index.md')).toContain(`/blob/${sha}/CONTRIBUTING.md`);
    expect(read(o.outDir, 'index.md')).toContain('Version: `commit 823a06c`, from the toolkit\'s source. Its "Defined in" links point at this version.');
    // the fixture checkout sits inside this repository's work tree, which is not its own: unpinned without a ref
    expect(read(out.outDir, 'index.md')).toContain('point at the main branch as it is now');
  });

  it('reads the published version for the samples, marks nothing itself (the versions pass does); offline, says so', async () => {
    const pub = path.join(temp, 'pub-signers-old');
    cpSync(path.join(workspace, 'packages/signers'), pub, { recursive: true });
    writeFileSync(path.join(pub, 'package.json'), JSON.stringify({ ...JSON.parse(read(pub, 'package.json')), types: './src/index.ts', exports: undefined }));
    writeFileSync(path.join(pub, 'src/index.ts'), "export * from './keys';\nexport const legacySign = 1;\n");
    const copy = path.join(temp, 'ws-published-copy');
    cpSync(workspace, copy, { recursive: true });
    const o = { ...dirs(), manifestFile: manifest(mkdtempSync(path.join(temp, 'm-')), { signers: '9.1.0' }) };
    const npmOutcomes = { '@pact-toolbox/signers@9.1.0': { installs: true, imports: false } };
    await generate({ ...o, workspace: copy, packages: ['signers'], registryClient: fakeRegistry({ '@pact-toolbox/signers@9.1.0': pub }).client, npmOutcomes });
    // The overview's status names the npm release beside main, and what installing and importing it did.
    expect(read(o.outDir, 'index.md')).toContain('| npm 9.1.0: installs, import fails |');
    const pkg = read(o.outDir, 'signers/index.md');
    expect(pkg).toMatch(/\| \[signAll\]\(functions\/signAll\.md\) <span class="pt-kind pt-kind-function">function<\/span> \|/);
    expect(pkg).not.toContain('only on main');
    expect(read(o.outDir, 'signers/functions/signAll.md')).not.toContain('only on main');
    // What main declares, for the versions pass to compare: kind, declaration, members.
    const declared = JSON.parse(read(o.outDir, '_data/declarations.json')).signers;
    expect(declared.signAll.kind).toBe('function');
    expect(declared.KeyPairSigner.kind).toBe('class');
    // The samples are checked against the published packages too: their module map, and the versions their captions name.
    expect(JSON.parse(read(o.outDir, '_data/sample-sources.json'))).toEqual({ main: 'main', npm: { '@pact-toolbox/signers': '9.1.0' } });
    expect(JSON.parse(read(o.outDir, '_data/sample-modules-npm.json')).paths['@pact-toolbox/signers'][0]).toMatch(/registry\/tree\/node_modules\/@pact-toolbox\/signers\/src\/index\.ts$/);

    const off = { ...dirs(), manifestFile: o.manifestFile };
    const logged: string[] = [];
    const report = await generate({ ...off, workspace: copy, packages: ['signers'], registryClient: fakeRegistry({}, { '@pact-toolbox/signers@9.1.0': 'ENOTFOUND' }).client, log: (l) => logged.push(l) });
    expect(report.problems).toEqual([]);
    expect(logged.join('\n')).toMatch(/^api-gen: not compared with the published packages.*signers.*unreachable/);
    expect(existsSync(path.join(off.outDir, '_data/sample-modules-npm.json'))).toBe(false);
  });

  it('rejects a folder that is not a checkout, naming the fix', async () => {
    await expect(generate({ ...dirs(), workspace: path.join(fixtures, 'registry') })).rejects.toThrow(/no packages\/ folder.*kadena-community\/pact-toolbox/);
  });
});

/** A registry that serves fixture folders as tarballs; `failures` makes chosen specs fail. */
function fakeRegistry(packages: Record<string, string>, failures: Record<string, string> = {}) {
  const calls: string[] = [];
  const client: RegistryClient = {
    async integrity(spec) {
      calls.push(`integrity ${spec}`);
      if (failures[spec]) throw Object.assign(new Error(`${failures[spec]} for ${spec}`), { code: failures[spec] });
      if (!packages[spec]) throw Object.assign(new Error('404 Not Found'), { code: 'E404' });
      return `sha512-fake-${spec}`;
    },
    async extract(spec, dest) {
      calls.push(`extract ${spec}`);
      cpSync(packages[spec], dest, { recursive: true });
    },
  };
  return { calls, client: async () => client };
}

function manifest(dir: string, packages: Record<string, unknown>): string {
  const file = path.join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify({ packages: { ...Object.fromEntries(DOCUMENTED_PACKAGES.map((n) => [n, null])), ...packages }, internal: {} }));
  return file;
}

describe('registry source (fake registry)', () => {
  const signersDir = path.join(temp, 'pub-signers');
  const cryptoDir = path.join(temp, 'pub-crypto');
  for (const [name, dir] of [['signers', signersDir], ['crypto', cryptoDir]]) {
    cpSync(path.join(workspace, 'packages', name), dir, { recursive: true });
    const pkg = JSON.parse(read(dir, 'package.json'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, types: './src/index.ts', exports: undefined }));
  }
  const published = {
    '@pact-toolbox/signers@9.1.0': signersDir,
    '@pact-toolbox/crypto@9.2.0': cryptoDir,
    '@pact-toolbox/kda@9.9.9': path.join(fixtures, 'registry/kda-broken'),
  };

  it('documents published packages and keeps going past a 404, a broken package and an unreachable registry', async () => {
    const out = dirs();
    const logs: string[] = [];
    const registry = fakeRegistry(published, { '@pact-toolbox/network@1.0.0': 'ENOTFOUND' });
    const report = await generate({
      ...out,
      manifestFile: manifest(out.projectDir === projectDir ? temp : temp, {
        signers: '9.1.0',
        crypto: '9.2.0',
        kda: '9.9.9',
        network: '1.0.0',
        prelude: '3.0.0',
      }),
      registryClient: registry.client,
      log: (l) => logs.push(l),
    });
    expect(report.mode).toBe('registry');
    // the CLI is not published: a registry build has no command tree to check the guide against
    expect(existsSync(path.join(out.outDir, '_data/cli.json'))).toBe(false);
    expect(existsSync(path.join(out.outDir, 'signers/classes/KeyPairSigner.md'))).toBe(true);
    expect(existsSync(path.join(out.outDir, 'crypto/functions/signHash.md'))).toBe(true);
    // A registry build links each symbol to its line in the release's own source, on a page of this site.
    expect(read(out.outDir, 'signers/classes/KeyPairSigner.md')).toContain('Defined in: [signers/src/keys.ts:21](/src/signers/src/keys.ts#L21)');
    const sourcePage = read(out.outDir, '_source/signers/src/keys.ts.html');
    expect(sourcePage).toContain('<i id="L21"><a href="#L21" tabindex="-1">21</a>');
    expect(sourcePage).toContain('@pact-toolbox/signers</a> 9.1.0 on npm');
    const versions = { '@pact-toolbox/signers': '9.1.0', '@pact-toolbox/crypto': '9.2.0' };
    const pages = listFiles(out.outDir).filter((f) => /^(signers|crypto)\/.+\.md$/.test(f));
    expect(pages.flatMap((f) => publishedSourceProblems(f, read(out.outDir, f), versions))).toEqual([]);
    const byName = Object.fromEntries(report.problems.map((p) => [p.packageName, p]));
    expect(Object.keys(byName).sort()).toEqual(['kda', 'network', 'prelude']);
    expect(byName.network.cause).toMatch(/registry is unreachable \(ENOTFOUND\)/);
    expect(byName.prelude.cause).toMatch(/not on the registry/);
    expect(byName.kda.cause).toMatch(/do not parse.*index\.d\.ts:3/);
    expect(logs).toHaveLength(3);
    for (const line of logs) expect(line).toMatch(/^api-gen: (kda|network|prelude): .+\. Fix: .+/);
    expect(read(out.outDir, 'kda/index.md')).toContain('could not be documented in this build');
    expect(read(out.outDir, 'network/index.md')).toContain('PACT_TOOLBOX_REPO=');
    expect(existsSync(path.join(out.outDir, 'kda/functions/ok.md'))).toBe(false);
    expect(read(out.outDir, 'config/index.md')).toContain('not published on the npm registry');
    expect(read(out.outDir, 'signers/classes/KeyPairSigner.md')).toContain('· Version: `npm 9.1.0`');
    const index = read(out.outDir, 'index.md');
    expect(index).toContain('Version: `npm`, each package as published at the version its row names.');
    // how to rebuild the site is for maintainers (README.md), not for readers of the index
    expect(index).not.toMatch(/PACT_TOOLBOX_REPO|npm run build|manifest\.json/);
  });

  it('works offline from a warm cache', async () => {
    const out = dirs();
    const file = manifest(temp, { signers: '9.1.0' });
    await generate({ ...out, manifestFile: file, registryClient: fakeRegistry(published).client });
    rmSync(out.outDir, { recursive: true });
    const offline = fakeRegistry({}, { '@pact-toolbox/signers@9.1.0': 'ENOTFOUND' });
    const report = await generate({ ...out, manifestFile: file, registryClient: offline.client });
    expect(report.problems).toEqual([]);
    expect(offline.calls).toEqual([]);
    expect(existsSync(path.join(out.outDir, 'signers/classes/KeyPairSigner.md'))).toBe(true);
  });

  it('reports a bad integrity', async () => {
    const out = dirs();
    const report = await generate({
      ...out,
      manifestFile: manifest(temp, { signers: '9.1.0' }),
      registryClient: fakeRegistry(published, { '@pact-toolbox/signers@9.1.0': 'EINTEGRITY' }).client,
    });
    expect(report.problems.map((p) => p.cause)).toEqual([expect.stringMatching(/integrity check/)]);
  });

  it('rejects a bad manifest before fetching anything', async () => {
    const registry = fakeRegistry(published);
    await expect(generate({ ...dirs(), manifestFile: manifest(temp, { signers: '~9.1' }), registryClient: registry.client })).rejects.toThrow(
      /packages\."signers": "~9\.1" is not an exact version/,
    );
    expect(registry.calls).toEqual([]);
  });
});

describe('error reference checks (workspace)', () => {
  it('names a package whose thrown message has no entry, and an entry whose message is gone', async () => {
    const entries = path.join(temp, 'entries-stale');
    cpSync(path.join(fixtures, 'error-entries'), entries, { recursive: true });
    writeFileSync(path.join(entries, 'signers.json'), JSON.stringify({ entries: { 'A message nobody throws': { cause: 'c', fix: 'f' } } }));
    const report = await generate({ ...dirs(), errorEntriesDir: entries, workspace, packages: ['crypto', 'network', 'signers', 'test'] });
    expect(report.problems.map((p) => `${p.packageName}: ${p.cause}`)).toEqual([
      expect.stringMatching(/^signers: 1 error message\(s\) it throws have no entry in config\/errors\/signers\.json \("Nothing to sign for <address>"\); 1 entr\(y\/ies\) .* \("A message nobody throws"\)$/),
    ]);
    expect(report.problems[0].fix).toMatch(/write a cause and a fix/);
  });
});


describe('removeStaleStaging', () => {
  it('removes the staging folders failed runs left beside the output, and nothing else', async () => {
    const { mkdirSync } = await import('node:fs');
    const { removeStaleStaging } = await import('./generate');
    const dir = mkdtempSync(path.join(temp, 'staging-'));
    for (const name of ['api', 'api.staging-123', 'api.staging-456', 'apis', 'npm']) mkdirSync(path.join(dir, name));
    removeStaleStaging(path.join(dir, 'api'));
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dir).sort()).toEqual(['api', 'apis', 'npm']);
  });
});
