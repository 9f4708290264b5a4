import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pactSyntaxProblems, parserPackage } from './pact-syntax';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../../tests/fixtures/pact', name), 'utf8');

describe('pactSyntaxProblems (the toolkit tree-sitter parser + balance check)', () => {
  it('parses a whole contract file: namespace, keyset, interface, module with every definition kind', () => {
    expect(pactSyntaxProblems(fixture('ledger.pact'))).toEqual([]);
  });
  it('parses a REPL script: env-data, begin-tx, load, expect, expect-failure, commit-tx', () => {
    expect(pactSyntaxProblems(fixture('ledger.repl'))).toEqual([]);
  });
  it('rejects the unterminated fixture, with a position', () => {
    const problems = pactSyntaxProblems(fixture('unterminated.pact'));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('tree-sitter') });
  });
  it.each([
    ['a stray closer', '(module m G\n  (defun f () 1)))', { line: 2, column: 18 }],
    ['an object entry without its colon', '(env-data { "k" 1 })', { line: 1, column: 13 }],
    ['a malformed number', '(+ 1.2.3 4)', { line: 1, column: 7 }],
    ['a trailing comma in an object', '(let ((o { "a": 1, }))\n  o)', { line: 1, column: 18 }],
    ['a missing closer (tree-sitter repairs it silently)', '(module m G\n  (defun f () 1)\n', { line: 1, column: 1 }],
    ['a mismatched closer', '(defun f ()\n  [1 2 3)\n)', { line: 2, column: 3 }],
  ])('rejects %s with its line and column', (_name, source, position) => {
    expect(pactSyntaxProblems(source)[0]).toMatchObject(position);
  });
  it('names the binary package of each platform the way napi-rs publishes it', () => {
    expect(parserPackage('linux', 'x64')).toBe('@pact-toolbox/pact-transformer-linux-x64-gnu');
    expect(parserPackage('win32', 'x64')).toBe('@pact-toolbox/pact-transformer-win32-x64-msvc');
    expect(parserPackage('darwin', 'arm64')).toBe('@pact-toolbox/pact-transformer-darwin-arm64');
  });
});
