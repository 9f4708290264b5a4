import { describe, expect, it } from 'vitest';
import { changesAnchor, changesPage } from './changes-page';
import { compareVersions, unresolvedReason } from './compare';
import type { ExportDeclaration } from './declarations';
import { diffDetails, markLink, markPackageRows, markSymbolPage, notePackagePage } from './marks';
import { symbolOfPath } from './page-facts';
import { rebaseRoutes } from './rebase';
import { relativeHref } from './relative-href';

const sig = (text: string) => `<div class="pt-sig">\n\n<code class="pt-sig-code"><span class="pt-sig-k">${text}</span></code>\n\n</div>`;
const page = (name: string, body: string) => `---\ntitle: x\n---\n\n# ${name}\n\nPackage: [@pact-toolbox/signers](../index.md) · Version: \`npm 0.2.0\`\n\n${body}\n`;

describe('page facts', () => {
  it('names the symbol of a page by its path, namespaces included', () => {
    expect(symbolOfPath('signers/type-aliases/MessageSigner')).toEqual({ pkg: 'signers', name: 'MessageSigner', kind: 'type-aliases' });
    expect(symbolOfPath('kda/namespaces/pact/functions/parseTime')).toEqual({ pkg: 'kda', name: 'pact.parseTime', kind: 'namespaces' });
    expect(symbolOfPath('signers/index')).toEqual({ pkg: 'signers', name: '', kind: '' });
  });
});

describe('compareVersions', () => {
  const d = (kind: ExportDeclaration['kind'], text: string, members: Record<string, string> = {}, unresolved: string[] = []): ExportDeclaration => ({ kind, text, members, unresolved });
  const pages = { main: { signers: { KeyPairSigner: 'signers/classes/KeyPairSigner' } }, npm: { signers: { MessageSigner: 'signers/type-aliases/MessageSigner' } } };
  it('sorts exports into added, removed, changed, not compared and alike, on what each declares', () => {
    const [diff] = compareVersions(
      { signers: { KeyPairSigner: d('class', 'class', { a: 'a: string', b: 'b: number' }), isSigner: d('function', '(): boolean'), same: d('function', '(): void'), load: d('function', '(): Promise<Config>') } },
      { signers: { KeyPairSigner: d('class', 'class', { a: 'a: number', c: 'c: string' }), MessageSigner: d('type', ' = string'), same: d('function', '(): void'), load: d('function', '(): Promise<any>', {}, ['@pact-toolbox/config']) } },
      { signers: '0.2.0', config: null },
      pages,
    );
    expect(diff.npmVersion).toBe('0.2.0');
    expect(diff.added).toEqual([{ name: 'isSigner', kind: 'function', path: undefined }]);
    expect(diff.removed).toEqual([{ name: 'MessageSigner', kind: 'type', path: 'signers/type-aliases/MessageSigner' }]);
    expect(diff.changed).toEqual([
      { name: 'KeyPairSigner', kind: 'class', mainPath: 'signers/classes/KeyPairSigner', npmPath: undefined, before: '', after: '', membersAdded: ['b'], membersRemoved: ['c'], membersChanged: [{ name: 'a', before: 'a: number', after: 'a: string' }] },
    ]);
    expect(diff.uncomparable).toEqual([{ name: 'load', kind: 'function', mainPath: undefined, npmPath: undefined, reason: "the release's dependency @pact-toolbox/config is not on npm" }]);
    expect(diff.same).toBe(1);
  });
  it('names why a module does not resolve', () => {
    expect(unresolvedReason('@pact-toolbox/wallet-core', { 'wallet-core': '0.0.0' })).toBe("the release's dependency @pact-toolbox/wallet-core@0.0.0 ships no code");
    expect(unresolvedReason('lit', {})).toMatch(/lit ships no types or is not installed/);
    expect(unresolvedReason('@pact-toolbox/types', { types: '0.2.0' })).toBe("the release's dependency @pact-toolbox/types@0.2.0 does not export a type it names");
  });
});

describe('marks', () => {
  const removed = { kind: 'only-npm' as const, npmVersion: '0.2.0' };
  it('links a mark to the symbol\'s entry on the change page, in the words of the page\'s version', () => {
    expect(markLink(removed, 'npm', 'MessageSigner', '../changes')).toBe(
      '<a class="pt-version-mark pt-version-mark--only-npm" href="../changes#removed-on-main" title="In npm 0.2.0 only: the toolkit&#39;s main branch removed it">only on npm 0.2.0 · removed on main</a>'.replace('&#39;', "'"),
    );
    const changed = { kind: 'changed' as const, npmVersion: '0.2.0', before: '(a: string): void', after: '(a: number): void', membersAdded: [], membersRemoved: [], membersChanged: [] };
    expect(markLink(changed, 'main', 'f', 'changes')).toContain('>changed since npm 0.2.0<');
    expect(markLink(changed, 'npm', 'f', 'changes')).toContain(`href="changes#${changesAnchor('changed', 'f')}"`);
    expect(diffDetails(changed)).toContain('<code>(a: <del data-pt-said="only in npm 0.2.0">string</del>): void</code>');
    expect(diffDetails(changed)).toContain('<code>(a: <ins data-pt-said="only on main">number</ins>): void</code>');
    expect(markLink({ kind: 'uncomparable', npmVersion: '0.4.0', reason: 'r' }, 'main', 'g', 'changes')).toContain('>not compared with npm 0.4.0<');
  });
  it('marks a page once however often it runs, and takes a mark away', () => {
    const text = page('MessageSigner', sig('type'));
    const once = markSymbolPage(text, '<a class="pt-version-mark">m</a>', '<details class="pt-version-diff">d</details>');
    expect(markSymbolPage(once, '<a class="pt-version-mark">m</a>', '<details class="pt-version-diff">d</details>')).toBe(once);
    expect(once).toMatch(/^Package: .* · <a class="pt-version-mark">m<\/a>\n\n<details/m);
    expect(markSymbolPage(once, undefined, undefined)).toBe(text);
    // The mark as markLink writes it (with its kind's class), twice over: still one mark, on the page and in a row.
    const real = markLink({ kind: 'only-main', npmVersion: '0.2.0' }, 'main', 'MessageSigner', '../changes');
    const twice = markSymbolPage(markSymbolPage(text, real, undefined), real, undefined);
    expect(twice.split('pt-version-mark--only-main').length - 1).toBe(1);
    expect(markSymbolPage(twice, undefined, undefined)).toBe(text);
    const row = '| [`MessageSigner`](type-aliases/MessageSigner.md) <span class="pt-kind">type</span> | x |';
    expect(markPackageRows(markPackageRows(row, () => real), () => real).split('pt-version-mark--only-main').length - 1).toBe(1);
    const listed = '| [`MessageSigner`](type-aliases/MessageSigner.md) <span class="pt-kind">type</span> | x |';
    const marked = markPackageRows(listed, (n) => (n === 'MessageSigner' ? '<a class="pt-version-mark">m</a>' : undefined));
    expect(marked).toBe('| [`MessageSigner`](type-aliases/MessageSigner.md) <a class="pt-version-mark">m</a> <span class="pt-kind">type</span> | x |');
    expect(markPackageRows(marked, () => undefined)).toBe(listed);
    const noted = notePackagePage('# signers\n\nVersion: `npm`\n\nText', 'note');
    expect(notePackagePage(noted, 'note')).toBe(noted);
    expect(noted).toContain('Version: `npm`\n\n<p class="pt-version-note">note</p>');
  });
});

describe('changesPage', () => {
  it('lists added, removed and changed symbols, each linked to its version', () => {
    const md = changesPage(
      {
        pkg: 'signers',
        npmVersion: '0.2.0',
        added: [{ name: 'isSigner', kind: 'function', path: 'signers/functions/isSigner' }],
        removed: [{ name: 'MessageSigner', kind: 'type', path: 'signers/type-aliases/MessageSigner' }],
        changed: [{ name: 'sign', kind: 'function', mainPath: 'signers/functions/sign', npmPath: 'signers/functions/sign', before: '(a: string): void', after: '(a: string, b: string): void', membersAdded: [], membersRemoved: [], membersChanged: [] }],
        uncomparable: [{ name: 'load', kind: 'function', reason: "the release's dependency @pact-toolbox/config is not on npm" }],
        same: 3,
      },
      'main @ 823a06c',
      { command: 'npm install @pact-toolbox/signers@0.2.0', verdict: 'fails', error: 'E404: 404 Not Found: @pact-toolbox/config' },
      { main: (p) => `./${p}.md`, npm: (p) => `/npm/api/${p}` },
    );
    expect(md).toContain('# Changes between npm 0.2.0 and main');
    expect(md).toContain('1 added on main · 1 removed on main · 1 changed · 3 alike · 1 not compared.');
    expect(md).toContain('**Known issue:** npm 0.2.0 cannot be used from npm today: `npm install @pact-toolbox/signers@0.2.0` fails: `E404: 404 Not Found: @pact-toolbox/config`.');
    expect(md).toContain('| [`isSigner`](./signers/functions/isSigner.md) | function |');
    expect(md).toContain('| [`MessageSigner`](/npm/api/signers/type-aliases/MessageSigner) | type alias |');
    expect(md).toContain('### `sign` {#changed-sign}');
    expect(md).toContain('<code>(a: string<ins data-pt-said="only on main">, b: string</ins>): void</code>');
    expect(md).toContain("| `load` | function | the release's dependency @pact-toolbox/config is not on npm |");
  });
});

describe('routes', () => {
  it('moves every API route of a data file under /npm/api/, keys too, and nothing else', () => {
    expect(rebaseRoutes({ '/api/x/': [{ link: '/api/x/classes/Y', text: 'the /api/ pages' }], other: '/intro' }, '/npm/api/')).toEqual({
      '/npm/api/x/': [{ link: '/npm/api/x/classes/Y', text: 'the /api/ pages' }],
      other: '/intro',
    });
  });
  it('links between routes without the base path', () => {
    expect(relativeHref('/npm/api/signers/type-aliases/MessageSigner', '/api/signers/changes')).toBe('../../../../api/signers/changes');
    expect(relativeHref('/api/signers/', '/api/signers/changes')).toBe('./changes');
    expect(relativeHref('/api/signers/classes/KeyPairSigner', '/api/signers/changes')).toBe('../changes');
  });
});

describe('applyVersions on two trees with an error reference', () => {
  it('keeps the error pages for the version menu but makes no package of them: no change page, no marks', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, existsSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { applyVersions } = await import('./index');
    const { DATA_DIR } = await import('../data-files');
    const root = mkdtempSync(path.join(tmpdir(), 'versions-'));
    const tree = (name: string, files: Record<string, string>) => {
      const dir = path.join(root, name);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      mkdirSync(path.join(dir, DATA_DIR), { recursive: true });
      writeFileSync(path.join(dir, DATA_DIR, 'declarations.json'), JSON.stringify({ signers: {} }));
      return dir;
    };
    const errorsPage = '---\ntitle: x\n---\n\n# Error messages: signers\n\nThe messages.\n';
    const mainDir = tree('main', { 'signers/index.md': page('signers', ''), 'errors.md': errorsPage, 'errors/signers.md': errorsPage, 'errors/config.md': errorsPage });
    const npmDir = tree('npm', { 'signers/index.md': page('signers', ''), 'errors.md': errorsPage, 'errors/signers.md': errorsPage });
    const { diffs, data } = applyVersions({ mainDir, npmDir, mainLabel: 'main @ 1234567', npmVersions: { signers: '0.2.0' } });
    expect(diffs.map((d) => d.pkg)).toEqual(['signers']);
    expect(existsSync(path.join(mainDir, 'errors/changes.md'))).toBe(false);
    expect(data.pages.main).toEqual(expect.arrayContaining(['errors', 'errors/signers', 'errors/config']));
    // No mark, no note: only where the version menu takes a reader (a package npm has no messages for lands on the index, saying why).
    expect(readFileSync(path.join(mainDir, 'errors/config.md'), 'utf8')).toBe(
      errorsPage.replace('---\n\n', 'versionLanding: "/npm/api/errors"\nversionLandingReason: "@pact-toolbox/config throws no messages in npm."\n---\n\n'),
    );
    // Every page's served menu link is a page of the other version.
    const landing = (dir: string, file: string) => /^versionLanding: "(.*)"$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
    expect(landing(mainDir, 'errors/signers.md')).toBe('/npm/api/errors/signers');
    expect(landing(mainDir, 'signers/changes.md')).toBe('/npm/api/signers/');
  });
});
