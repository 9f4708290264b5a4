import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { exampleFences, exampleLang, exampleSource, importPreamble, ownNames } from './examples';

const fixture = path.resolve(import.meta.dirname, '../../tests/fixtures/api-examples/docs/api/crypto');
const parse = (file: string) => unified().use(remarkParse).parse(readFileSync(path.join(fixture, file), 'utf8'));

describe('the examples of a generated API page', () => {
  it('takes the fences under Example headings and bold Example lines, prose between them included, and nothing else', () => {
    const fences = exampleFences(parse('functions/hash.md'));
    expect(fences.map((f) => f.value.split('\n')[0])).toEqual([
      'const digest = hash("abc");',
      'import { hash as h } from "@pact-toolbox/crypto";',
      '// the result is a string, not a number',
      'const signature = await signHash(signer, "abc");',
    ]);
    expect(exampleFences(parse('index.md'))).toEqual([]);
  });
  it('names the languages as the sample check does', () => {
    expect(['typescript', 'ts', 'tsx', 'javascript', 'js', 'bash', null].map(exampleLang)).toEqual(['ts', 'ts', 'tsx', 'js', 'js', undefined, undefined]);
  });
});

describe('the hidden preamble of an example', () => {
  const exports = ['hash', 'signHash', 'KeyPairSigner'];
  it('imports the exports the example names, not those in strings or comments, and makes it a module', () => {
    expect(importPreamble('const d = hash("signHash");\n// KeyPairSigner\nconst s = signHash(x, d);', '@pact-toolbox/crypto', exports)).toBe('import { hash, signHash } from "@pact-toolbox/crypto";\nexport {};\n');
    expect(importPreamble('console.log(1);', '@pact-toolbox/crypto', exports)).toBe('export {};\n');
  });
  it('leaves out what the example imports or declares itself', () => {
    const code = 'import { hash as h, type KeyPairSigner } from "@pact-toolbox/crypto";\nfunction signHash() {}\nconst hash = h("a");';
    expect([...ownNames(code)].sort()).toEqual(['KeyPairSigner', 'h', 'hash', 'signHash']);
    expect(importPreamble(code, '@pact-toolbox/crypto', exports)).toBe('export {};\n');
  });
  it('hides the preamble above a cut, the example below as written', () => {
    expect(exampleSource('hash("a");', 'export {};\n')).toBe('export {};\n// ---cut---\nhash("a");');
  });
});
