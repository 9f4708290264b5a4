import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractAsShown, contractFor, contractModulePath, contractModules, contractTitle, moduleEnd, pactImports } from './contracts';

const module = '(namespace \'free)\n(module g G\n  (defcap G () "a ) in a string" true) ; a ) in a comment\n  (defun a () 1)\n)\n\n(create-table t)';

describe('which contract a sample imports', () => {
  it('reads the `.pact` imports and a pact fence title', () => {
    expect(pactImports('import * as g from "../../pact/guestbook.pact";\nimport type { Entry } from "../../pact/guestbook.pact";\nimport x from "./y";')).toEqual(['../../pact/guestbook.pact']);
    expect(contractTitle('title="pact/guestbook.pact"')).toBe('pact/guestbook.pact');
    expect(contractTitle('title="pact/guestbook.repl"')).toBeUndefined();
    expect(contractTitle(null)).toBeUndefined();
  });
  it('matches an import to the titled contract whose path ends like it, and nothing else', () => {
    const contracts = { 'pact/guestbook.pact': 'A', 'pact/other.pact': 'B' };
    expect(contractFor('../../pact/guestbook.pact', contracts)).toEqual({ file: 'pact/guestbook.pact', source: 'A' });
    expect(contractFor('./pact/other.pact', contracts)).toEqual({ file: 'pact/other.pact', source: 'B' });
    expect(contractFor('./contracts/guestbook.pact', contracts)).toBeUndefined();
    expect(contractFor('./pact/missing.pact', contracts)).toBeUndefined();
  });
});

describe('a contract as the page has shown it', () => {
  it('finds where the module closes, past parentheses in strings and comments', () => {
    expect(module[moduleEnd(module)]).toBe(')');
    expect(module.slice(moduleEnd(module) + 1)).toBe('\n\n(create-table t)');
    expect(moduleEnd('(defun a () 1)')).toBe(-1);
  });
  it('puts definitions shown alone into the module above, before its closing parenthesis; a whole module replaces it', () => {
    const added = contractAsShown(module, '  (defun b () 2)');
    expect(added).toContain('(defun a () 1)\n\n  (defun b () 2)\n)\n\n(create-table t)');
    expect(contractAsShown(module, '(module h H)')).toBe('(module h H)');
    expect(contractAsShown(undefined, '(defun b () 2)')).toBe('(defun b () 2)');
  });
});

describe('the module a sample imports', () => {
  it('names the file and its text, so different texts of one file are different modules', () => {
    expect(contractModulePath('pact/g.pact', '(module g G)')).toMatch(/^pact\/g\.pact#[0-9a-f]{16}$/);
    expect(contractModulePath('pact/g.pact', '(module g G)')).toBe(contractModulePath('pact/g.pact', '(module g G)'));
    expect(contractModulePath('pact/g.pact', '(module g G)')).not.toBe(contractModulePath('pact/g.pact', '(module g H)'));
  });
  it('gives two samples importing the same file from pages showing different contracts each its own page\'s module', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-modules-'));
    try {
      const entry = (name: string) => {
        const file = path.join(dir, `${name}.ts`);
        writeFileSync(file, 'import { text } from "./pact/g.pact";\nconsole.log(text);\n');
        return file;
      };
      const [intro, tutorial] = [entry('intro'), entry('tutorial')];
      const shown = new Map([[intro, { 'pact/g.pact': '(module g G (defun a () 1))' }], [tutorial, { 'pact/g.pact': '(module g G (defun a () 1) (defun b () 2))' }]]);
      const transform = async () => async (code: string) => ({ code: `export const text = ${JSON.stringify(code)};` });
      const out = await build({ entryPoints: { intro, tutorial }, bundle: true, write: false, format: 'esm', splitting: true, outdir: path.join(dir, 'out'), plugins: [contractModules((importer) => shown.get(importer), transform)] });
      const all = out.outputFiles.map((f) => f.text).join('\n');
      expect(all).toContain('(defun b () 2)');
      expect(all).toContain('"(module g G (defun a () 1))"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
