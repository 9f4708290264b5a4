import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleMap } from '../../api-gen/sample-modules';
import { loadWorkspace } from '../../api-gen/sources/workspace';
import pkg from '../../package.json';
import { AMBIENT_FILE, createSampleChecker, visibleCode, type SampleChecker } from './check';
import { checkPageFiles } from './pages';
import { SampleCheckError } from './remark';
import { popupFileTransformer, sampleTransformer } from './render';
import { summaryLine } from './setup';
import { codeToHtml } from 'shiki';

const projectDir = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(projectDir, 'tests/fixtures');
const root = path.join(fixtures, 'samples/pages');
const page = (name: string) => path.join(root, name);

// The fixture toolkit checkout: signers and crypto have src/index.ts, network has none.
let checker: SampleChecker;
beforeAll(() => {
  const map = moduleMap(loadWorkspace(path.join(fixtures, 'workspace'), ['crypto', 'network', 'signers']));
  checker = createSampleChecker(map, projectDir);
}, 60_000);

describe('the sample check against a fixture checkout', () => {
  it('passes good samples: plain, hidden preamble, JavaScript, and a marked counter-example', async () => {
    const result = await checkPageFiles([page('good.mdx')], root, checker, true);
    expect(result.problems).toEqual([]);
    expect(result.tallies).toEqual([{ page: 'good.mdx', total: 4, passed: 4, counterExamples: 1 }]);
    expect(summaryLine(result.tallies, 'source')).toBe('samples: 4/4 type-check (source), 1 of them marked counter-example(s)');
  }, 60_000);

  it('fails a strict build with page, line and message', async () => {
    const run = checkPageFiles([page('good.mdx'), page('bad.mdx')], root, checker, true);
    await expect(run).rejects.toThrow(SampleCheckError);
    await expect(run).rejects.toThrow(/bad\.mdx:6:26: TS2345: Argument of type 'number' is not assignable to parameter of type 'string'/);
    // The sample's line quoted, the caret under the argument TypeScript names.
    await expect(run).rejects.toThrow(/\n {2}6 \| .*\n {4}\| {26}\^/);
  }, 60_000);

  it('lists every problem when not strict, preamble errors and a counter-example that compiles included', async () => {
    const result = await checkPageFiles([page('bad.mdx'), page('api/skipped.md')], root, checker, false);
    expect(result.problems.map((p) => `${p.page}:${p.line}: ${p.message.split(':')[0]}`)).toEqual([
      'bad.mdx:6: TS2345',
      'bad.mdx:11: TS2322',
      'bad.mdx:16: marked "// @errors',
    ]);
    // The generated API reference is not checked.
    expect(result.tallies.map((t) => t.page)).toEqual(['bad.mdx']);
    expect(summaryLine(result.tallies, 'registry')).toBe('samples: 0/3 type-check (registry)');
  }, 60_000);

  it('keeps the compiled result of a passing sample for rendering, without the hidden preamble', () => {
    const code = 'import type { Signer } from "@pact-toolbox/signers";\ndeclare const s: Signer;\n// ---cut---\ns.address;';
    expect(checker.check({ page: 'p.md', line: 1, lang: 'ts', code, meta: null }).status).toBe('ok');
    const rendered = checker.rendered(code, 'ts');
    expect(rendered?.code).toBe('s.address;');
    expect(rendered?.hovers.map((h) => h.text)).toContain('(property) Signer.address: string');
  });
});

describe('flags that hide errors', () => {
  it('fail the sample instead of silencing it', () => {
    for (const flag of ['// @noErrors', '// @noErrors: 2345', '// @noErrorsCutted', '// @noErrorValidation']) {
      const outcome = checker.check({ page: 'p.md', line: 5, lang: 'ts', code: `${flag}\nconst n: number = "x";`, meta: null });
      expect(outcome.status, flag).toBe('failed');
      expect(outcome.problems[0], flag).toMatchObject({ page: 'p.md', line: 5, message: expect.stringContaining('hides type errors') });
    }
  });
});

describe('rendering a checked sample', () => {
  const render = (code: string) =>
    codeToHtml(code, { lang: 'ts', theme: 'github-light', tokenizeTimeLimit: 0, meta: { __raw: 'title="a.ts" checked-sample' }, transformers: [sampleTransformer(checker)] });
  it('gives tokens hover popups for the client component, and shows a counter-example\'s errors', async () => {
    const good = 'import { KeyPairSigner } from "@pact-toolbox/signers";\nconst s = KeyPairSigner.fromSecret("k");';
    const bad = 'import { KeyPairSigner } from "@pact-toolbox/signers";\n// @errors: 2345\nKeyPairSigner.fromSecret(42);';
    expect(checker.check({ page: 'p.md', line: 1, lang: 'ts', code: good, meta: null }).status).toBe('ok');
    expect(checker.check({ page: 'p.md', line: 9, lang: 'ts', code: bad, meta: null }).status).toBe('counter-example');
    const html = await render(good);
    // The popup holds its content only; the client adds the arrow and the content box (runtime/hover.ts popupElement).
    expect(html).toContain('<twoslash-popup-trigger class="twoslash-hover"><twoslash-popup-container class="twoslash-popup-container"><code class="twoslash-popup-code">');
    expect(html).not.toContain('twoslash-popup-arrow');
    expect(html).not.toContain('twoslash-popup-inner');
    expect(html).toMatch(/class="twoslash-popup-code">.*fromSecret<\/span><span[^>]*>\(secretKey: string\): KeyPairSigner</);
    const errors = await render(bad);
    expect(errors).toContain('twoslash-error');
    expect(errors).toContain(`twoslash-error-line">Argument of type 'number' is not assignable to parameter of type 'string'.`);
    expect(errors).not.toContain('@errors');
  });
  it('with the popup-file step after it, the page keeps only a pointer per token and the popups go to the file', async () => {
    const good = 'import { KeyPairSigner } from "@pact-toolbox/signers";\nconst s = KeyPairSigner.fromSecret("k");';
    expect(checker.check({ page: 'p.md', line: 1, lang: 'ts', code: good, meta: null }).status).toBe('ok');
    const staged: { hash: string; popups: string[] }[] = [];
    const html = await codeToHtml(good, {
      lang: 'ts',
      theme: 'github-light',
      tokenizeTimeLimit: 0,
      meta: { __raw: 'checked-sample' },
      transformers: [sampleTransformer(checker), popupFileTransformer((hash, popups) => staged.push({ hash, popups }))],
    });
    expect(staged).toHaveLength(1);
    const [{ hash, popups }] = staged;
    expect(html).not.toContain('twoslash-popup-container');
    const pointers = [...html.matchAll(/<twoslash-popup-trigger class="twoslash-hover" data-pt-type="([0-9a-f]{12}):(\d+)">([^<]+)</g)];
    expect(pointers.map((m) => m[3])).toEqual(['KeyPairSigner', 's', 'KeyPairSigner', 'fromSecret']);
    expect(pointers.every((m) => m[1] === hash)).toBe(true);
    expect(popups).toHaveLength(4);
    expect(popups[Number(pointers[3][2])]).toMatch(/class="twoslash-popup-code">.*fromSecret<\/span><span[^>]*>\(secretKey: string\): KeyPairSigner</);
  });
  it('refuses a fence the check did not pass', async () => {
    await expect(render('const never = "checked";')).rejects.toThrow(/no checked result/);
  });
});

describe('visibleCode', () => {
  it('drops the hidden preamble and twoslash notations', () => {
    expect(visibleCode('declare const a: number;\n// ---cut---\n// @errors: 2345\na.toFixed();\n')).toBe('a.toFixed();\n');
  });
});

describe('the ambient module file', () => {
  it('types as any only modules this project does not depend on directly', () => {
    const declared = [...readFileSync(AMBIENT_FILE, 'utf8').matchAll(/^declare module '([^']+)'/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    const direct = Object.keys({ ...pkg.devDependencies, ...(pkg as { dependencies?: object }).dependencies });
    for (const name of declared) {
      expect(direct, `${name} is a direct dependency: its real types would be shadowed`).not.toContain(name);
      expect(name.startsWith('@pact-toolbox/') || name === 'pact-toolbox', `${name} is a toolkit package`).toBe(false);
    }
  });
});
