import { describe, expect, it } from 'vitest';
import { buildPathProblems, isDeclarationPage, pageProblems } from './output-checks';

const SHA = '823a06cc9d088978612e9d72e158fa70133e733a';
/** The signature block every function, variable and type alias page starts with (./signature/output-checks.ts). */
const BLOCK = '<div class="pt-sig">\n\n<code class="pt-sig-code">f(): void;</code>\n\n</div>';
const source = (ref: string) => `Defined in: [packages/a/src/a.ts:3](https://github.com/kadena-community/pact-toolbox/blob/${ref}/packages/a/src/a.ts#L3)`;

describe('pageProblems', () => {
  it('passes a page with typed parameters, full columns and a pinned source link', () => {
    const page = `# f\n\n${BLOCK}\n\n${source(SHA)}\n\n| Parameter | Type | Description |\n| --- | --- | --- |\n| \`a\` | <code>number</code> | the a |\n| \`b\` | <code>string</code> |  |`;
    expect(pageProblems('a/functions/f.md', page, SHA)).toEqual([]);
  });
  it('names a parameter without a type and a column empty in every row', () => {
    const page = `${BLOCK}\n\n| Parameter | Type | Description |\n| --- | --- | --- |\n| \`a\` |  | - |`;
    expect(pageProblems('a/functions/f.md', page)).toEqual(['a/functions/f.md: parameter `a` has no type', 'a/functions/f.md: column "Type" is empty in every row', 'a/functions/f.md: column "Description" is empty in every row']);
  });
  it('with a known ref, names a declaration page without a source link and a link to another ref', () => {
    expect(pageProblems('a/variables/v.md', `# v\n\n${BLOCK}`, SHA)).toEqual(['a/variables/v.md: no "Defined in" source link']);
    expect(pageProblems('a/classes/C.md', `# C\n\n${source('main')}`, SHA)).toEqual([
      `a/classes/C.md: source link not pinned to ${SHA}: https://github.com/kadena-community/pact-toolbox/blob/main/packages/a/src/a.ts#L3`,
    ]);
    expect(pageProblems('a/classes/C.md', '# C')).toEqual([]);
  });
  it('leaves tables inside code blocks alone', () => {
    expect(pageProblems('a/index.md', '```md\n| A | B |\n| --- | --- |\n| x |  |\n```')).toEqual([]);
  });
});

describe('isDeclarationPage', () => {
  it('knows declaration pages from package and namespace pages', () => {
    expect(isDeclarationPage('signers/classes/KeyPairSigner.md')).toBe(true);
    expect(isDeclarationPage('signers/namespaces/sig/functions/join.md')).toBe(true);
    expect(isDeclarationPage('signers/namespaces/sig/index.md')).toBe(false);
    expect(isDeclarationPage('signers/index.md')).toBe(false);
  });
});

describe('buildPathProblems', () => {
  it('passes a page whose links climb between pages and whose text names package files', () => {
    expect(buildPathProblems('See [`Codec`](../../crypto/type-aliases/Codec.md). Defined in: [crypto/src/codecs/core.ts:3](/src/crypto/src/codecs/core.ts#L3)')).toEqual([]);
  });
  it('fails on a planted node_modules path, linked or printed, a build folder and an absolute machine path', () => {
    const lib = '| `message` | `Error.message` | ../../../../../../node\\_modules/typescript/lib/lib.es5.d.ts:1077 |';
    const found = buildPathProblems(lib);
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toMatch(/^prints a path of the build machine: .*\.\.\/\.\.\/.*node\\_modules\/typescript/);
    expect(buildPathProblems('Defined in: [x.ts:1](https://github.com/o/r/blob/abc/node_modules/typescript/lib/lib.es5.d.ts#L1)')).toHaveLength(1);
    expect(buildPathProblems('Defined in: .cache/api-gen/registry/tree/x.d.ts:3')).toHaveLength(1);
    expect(buildPathProblems('Defined in: /work/wt/sources/.cache/x.d.ts:3')).toHaveLength(2);
  });
  it('is part of every page check', () => {
    expect(pageProblems('a/classes/C.md', '# C\n\nDefined in: ../../../../node_modules/typescript/lib/lib.es5.d.ts:1').join('\n')).toMatch(
      /^a\/classes\/C\.md: prints a path of the build machine: .*node_modules\/typescript/m,
    );
  });
});
