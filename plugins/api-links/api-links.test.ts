import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../../api-gen/generate';
import { SUMMARY_DELAY_MS } from '../../lib/page-report';
import { ApiLinkError, createReport, loadSymbolTable, remarkApiLinks, resolveApiLink, type SymbolTable, type Unresolved } from './index';

const table: SymbolTable = {
  'transaction/createTransaction': '/api/transaction/functions/createTransaction',
  'chainweb-client/ChainwebClient': '/api/chainweb-client/classes/ChainwebClient',
  'chainweb-client/ChainwebClient#submitAndWait': '/api/chainweb-client/classes/ChainwebClient#submitandwait',
};

describe('resolveApiLink', () => {
  it('resolves symbols and members', () => {
    expect(resolveApiLink('api:transaction/createTransaction', table)).toEqual({ ok: true, href: '/api/transaction/functions/createTransaction' });
    expect(resolveApiLink('api:chainweb-client/ChainwebClient#submitAndWait', table)).toEqual({ ok: true, href: '/api/chainweb-client/classes/ChainwebClient#submitandwait' });
  });
  it('says why a reference does not resolve', () => {
    expect(resolveApiLink('api:transaction/nope', table)).toEqual({ ok: false, reason: 'transaction does not export "nope"' });
    expect(resolveApiLink('api:chainweb-client/ChainwebClient#nope', table)).toMatchObject({ reason: 'chainweb-client/ChainwebClient has no member "nope"' });
    expect(resolveApiLink('api:config/defineConfig', table)).toMatchObject({ reason: 'the API reference has no symbols for package "config"' });
    expect(resolveApiLink('api:Transaction', table)).toMatchObject({ ok: false, reason: expect.stringContaining('is not of the form') });
  });
});

// main's names, as config/main-api-names.json records them for a registry build.
const mainNames: SymbolTable = { 'config/defineConfig': '/', 'transaction/Builder': '/' };

function render(markdown: string, options: { strict?: boolean; base?: string; found?: Unresolved[][]; other?: SymbolTable | null } & { table?: SymbolTable } = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkApiLinks, {
      table: options.table ?? table,
      base: options.base ?? '/',
      strict: options.strict ?? false,
      root: '/docs',
      other: options.other === null ? undefined : { label: 'main (823a06c)', table: options.other ?? mainNames },
      onUnresolved: (items) => options.found?.push(items),
    })
    .use(remarkStringify);
  return String(processor.processSync({ path: '/docs/packages/transaction.mdx', value: markdown }));
}

describe('remarkApiLinks', () => {
  it('rewrites resolved links with the site base', () => {
    expect(render('Use [`createTransaction`](api:transaction/createTransaction).', { base: '/pact-toolbox/' })).toContain(
      '[`createTransaction`](/pact-toolbox/api/transaction/functions/createTransaction)',
    );
  });
  it('renders a link to a name of the other version as plain code and reports it by page, name and line', () => {
    const found: Unresolved[][] = [];
    const out = render('Intro.\n\nSee [`defineConfig`](api:config/defineConfig) and [the builder](api:transaction/Builder).', { found });
    expect(out).toContain('See `defineConfig` and `the builder`.');
    expect(found).toEqual([
      [
        { page: 'packages/transaction.mdx', target: 'api:config/defineConfig', reason: expect.any(String), line: 3, column: 5 },
        { page: 'packages/transaction.mdx', target: 'api:transaction/Builder', reason: 'transaction does not export "Builder"', line: 3, column: 51 },
      ],
    ]);
  });
  it('fails on a name in no version, locally too: file, line, column, the quoted line and the nearest names', () => {
    const page = 'Intro.\n\nThen call [`submitAndWiat`](api:chainweb-client/ChainwebClient#submitAndWiat).\n';
    expect(() => render(page)).toThrow(ApiLinkError);
    let message = '';
    try {
      render(page);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('/docs/packages/transaction.mdx:3:11: `api:chainweb-client/ChainwebClient#submitAndWiat` is not in this build\'s API reference nor in main (823a06c)');
    expect(message).toContain('3 | Then call [`submitAndWiat`]');
    expect(message).toContain('did you mean `api:chainweb-client/ChainwebClient#submitAndWait`?');
  });
  it('suggests a name of the same package, or the package meant', () => {
    expect(() => render('[x](api:transaction/createTransacton)')).toThrow(/did you mean `api:transaction\/createTransaction`\?/);
    expect(() => render('[x](api:transactions/createTransaction)')).toThrow(/did you mean `api:transaction\/createTransaction`\?/);
  });
  it('without the other version\'s names, lists every unresolved link as before', () => {
    const found: Unresolved[][] = [];
    render('[x](api:transaction/nope)', { found, other: null });
    expect(found[0][0].target).toBe('api:transaction/nope');
  });
  it('fails the build in strict mode on names of the other version too, naming page and target', () => {
    expect(() => render('[x](api:config/defineConfig)', { strict: true })).toThrow(ApiLinkError);
    expect(() => render('[x](api:config/defineConfig)', { strict: true })).toThrow(/packages\/transaction\.mdx:1:1: `api:config\/defineConfig` is not in this build's API reference/);
  });
  it('leaves ordinary links alone', () => {
    expect(render('[guide](/intro) and [site](https://example.com)')).toContain('[guide](/intro) and [site](https://example.com)');
  });
});

describe('createReport', () => {
  it('writes one JSON report and one line per page, one line for all pages naming the other version', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    const lines: string[] = [];
    const report = createReport(path.join(dir, 'r.json'), 'registry', (l) => lines.push(l));
    report([{ page: 'a.mdx', target: 'api:x/Y', reason: 'r', line: 7 }]);
    report([{ page: 'b.mdx', target: 'api:x/Z', reason: 'r' }]);
    const json = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(Object.keys(json.pages)).toEqual(['a.mdx', 'b.mdx']);
    expect(lines).toEqual([
      'api-links: a.mdx: 1 reference(s) not in the registry API reference, shown as plain code: x/Y (line 7)',
      'api-links: b.mdx: 1 reference(s) not in the registry API reference, shown as plain code: x/Z',
    ]);
    const named: string[] = [];
    vi.useFakeTimers();
    createReport(path.join(dir, 'n.json'), 'registry', (l) => named.push(l), 'main (823a06c)')([{ page: 'c.mdx', target: 'api:config/defineConfig', reason: 'r', line: 12 }]);
    // Names only the other version has are shown as plain code by design: one line for all their pages, not one each.
    expect(named).toEqual([]);
    vi.advanceTimersByTime(SUMMARY_DELAY_MS);
    vi.useRealTimers();
    expect(named).toEqual([`api-links: 1 page(s) name API only in main (823a06c), as expected (each page in ${path.relative(process.cwd(), path.join(dir, 'n.json'))})`]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('against the fixture workspace', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-ws-'));
  let symbols: SymbolTable = {};
  beforeAll(async () => {
    await generate({
      projectDir: path.resolve(import.meta.dirname, '../..'),
      outDir: path.join(dir, 'api'),
      cacheDir: path.join(dir, 'cache'),
      workspace: path.resolve(import.meta.dirname, '../../tests/fixtures/workspace'),
      packages: ['crypto', 'signers'],
    });
    symbols = loadSymbolTable(path.join(dir, 'api/_data/symbols.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves declared, re-exported, namespaced and member symbols to real pages', () => {
    const out = render(
      '[a](api:signers/KeyPairSigner) [b](api:crypto/KeyPairSigner) [c](api:signers/KeyPairSigner#fromSecret) [d](api:signers/sig) [e](api:crypto/signHash) [f](api:signers/KeyPair#secretKey)',
      { table: symbols },
    );
    expect(out).toContain('[a](/api/signers/classes/KeyPairSigner)');
    expect(out).toContain('[b](/api/signers/classes/KeyPairSigner)');
    expect(out).toContain('[c](/api/signers/classes/KeyPairSigner#fromsecret)');
    expect(out).toContain('[d](/api/signers/namespaces/sig/)');
    expect(out).toContain('[e](/api/crypto/functions/signHash)');
    expect(out).toContain('[f](/api/signers/interfaces/KeyPair#property-secretkey)');
  });
});
