import { describe, expect, it } from 'vitest';
import { publishedSourceProblems, signatureProblems } from './output-checks';

const block = '<div class="pt-sig">\n\n<code class="pt-sig-code">x</code>\n\n</div>';

describe('signatureProblems', () => {
  it('passes a page with its block, labelled sections and a joined return type', () => {
    const md = `# f\n\nPackage: [p](../index.md)\n\n${block}\n\n<p class="pt-sig-label" role="heading" aria-level="2">Returns</p>\n\n<code>string</code>`;
    expect(signatureProblems('transaction/functions/f.md', md)).toEqual([]);
  });
  it('names a page without a block, a plain code block, section headings and a split return type', () => {
    const md = '# f\n\nPackage: [p](../index.md)\n\n```ts\nfunction f(): void;\n```\n\n## Parameters\n\n<p class="pt-sig-label" role="heading" aria-level="2">Returns</p>\n\n`Promise`\\<`string`\\>';
    expect(signatureProblems('transaction/functions/f.md', md)).toEqual([
      'transaction/functions/f.md: no signature block',
      'transaction/functions/f.md: the signature is a plain code block',
      'transaction/functions/f.md: "Parameters" is a heading, not a label',
      'transaction/functions/f.md: return type not one code span: `Promise`\\<`string`\\>',
    ]);
  });
  it('names a method heading whose signature is missing, and accepts overloads', () => {
    const md = `# C\n\n## Methods\n\n### a()\n\n${block}\n\n### b()\n\nText.\n\n### c()\n\n## Call Signature\n\n${block}`;
    expect(signatureProblems('x/classes/C.md', md)).toEqual(['x/classes/C.md: member b() has no signature block (next: Text.)']);
  });
});

describe('publishedSourceProblems', () => {
  const versions = { '@pact-toolbox/crypto': '0.2.0' };
  it('wants a link to the exact published version on every declaration page', () => {
    expect(publishedSourceProblems('crypto/functions/h.md', 'Defined in: [crypto/dist/index.d.mts:3](https://unpkg.com/browse/@pact-toolbox/crypto@0.2.0/dist/index.d.mts#L3)', versions)).toEqual([]);
    expect(publishedSourceProblems('crypto/functions/h.md', 'No link.', versions)).toEqual(['crypto/functions/h.md: no "Defined in" source link']);
    expect(publishedSourceProblems('crypto/functions/h.md', 'Defined in: [crypto/src/keys.ts:3](/src/crypto/src/keys.ts#L3)', versions)).toEqual([]);
    expect(publishedSourceProblems('crypto/functions/h.md', 'Defined in: [kda/src/a.ts:3](/src/kda/src/a.ts#L3)', versions)).toEqual([
      'crypto/functions/h.md: source link not pinned to a documented version: /src/kda/src/a.ts#L3',
    ]);
    expect(publishedSourceProblems('crypto/functions/h.md', 'Defined in: [a:1](https://unpkg.com/browse/@pact-toolbox/crypto@latest/a#L1)', versions)).toEqual([
      'crypto/functions/h.md: source link not pinned to a documented version: https://unpkg.com/browse/@pact-toolbox/crypto@latest/a#L1',
    ]);
  });
});

describe('signatureProblems on return types', () => {
  it('names a return type whose first line alone was made code', () => {
    const md = '# f\n\n<p class="pt-sig-label" role="heading" aria-level="2">Returns</p>\n\n<code>Promise&lt;{</code>\n  `account`: `string`;\n\\}\\>\n\nText.';
    expect(signatureProblems('x/classes/C.md', md)).toEqual(['x/classes/C.md: return type not one code span: <code>Promise&lt;{</code>']);
    expect(signatureProblems('x/classes/C.md', '## Returns\n\n<code>string</code>\n\nText.')).toEqual(['x/classes/C.md: "Returns" is a heading, not a label']);
  });
});
