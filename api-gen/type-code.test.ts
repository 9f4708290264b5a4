import { describe, expect, it } from 'vitest';
import { returnTypesAsCode, typeAsCode, typeTablesAsCode } from './type-code';

describe('typeAsCode', () => {
  it('joins code spans, links and escaped punctuation into one code element, links kept', () => {
    expect(typeAsCode('`Promise`\\<[`BatchResult`](../interfaces/BatchResult.md)\\<[`TransactionResult`](../interfaces/TransactionResult.md)\\>\\>')).toBe(
      '<code>Promise&lt;[BatchResult](../interfaces/BatchResult.md)&lt;[TransactionResult](../interfaces/TransactionResult.md)&gt;&gt;</code>',
    );
    expect(typeAsCode('[`SignedTransaction`](../interfaces/SignedTransaction.md)[]')).toBe('<code>[SignedTransaction](../interfaces/SignedTransaction.md)\\[\\]</code>');
  });
  it('escapes what markdown or a table cell would read: pipes, emphasis, brackets, ampersands', () => {
    expect(typeAsCode('`"a_b"` \\| `"c*d"` \\| `A` & `B`')).toBe('<code>"a\\_b" \\| "c\\*d" \\| A &amp; B</code>');
  });
  it('reads object literals, function types and the words the plugin sets in italics', () => {
    expect(typeAsCode('\\{ `batchSize?`: `number`; \\}')).toBe('<code>{ batchSize?: number; }</code>');
    expect(typeAsCode('(`message`: `Uint8Array`) => `Promise`\\<`string`\\>')).toBe('<code>(message: Uint8Array) =&gt; Promise&lt;string&gt;</code>');
    expect(typeAsCode('*typeof* [`X`](x.md)')).toBe('<code>typeof [X](x.md)</code>');
    expect(typeAsCode('readonly `string`[]')).toBe('<code>readonly string\\[\\]</code>');
  });
  it('leaves anything that is not a plain type alone', () => {
    expect(typeAsCode('Whether to start **Default** `true`')).toBeUndefined();
    expect(typeAsCode('')).toBeUndefined();
    expect(typeAsCode('-')).toBeUndefined();
  });
});

describe('typeTablesAsCode', () => {
  it('rewrites the Type column only', () => {
    const md = '| Parameter | Type |\n| ------ | ------ |\n| `signers` | [`Signer`](../interfaces/Signer.md)[] |';
    expect(typeTablesAsCode(md)).toBe('| Parameter | Type |\n| ------ | ------ |\n| `signers` | <code>[Signer](../interfaces/Signer.md)\\[\\]</code> |');
  });
});

describe('returnTypesAsCode', () => {
  it('joins the type line under a Returns heading, flattened or not, and nothing else', () => {
    const md = '**Returns**\n\n\n`Promise`\\<[`KeyPair`](k.md) \\| `null`\\>\n\nA `Promise` of \\<x\\>.\n\n## Returns\n\n`string`';
    expect(returnTypesAsCode(md)).toBe('**Returns**\n\n\n<code>Promise&lt;[KeyPair](k.md) \\| null&gt;</code>\n\nA `Promise` of \\<x\\>.\n\n## Returns\n\n<code>string</code>');
  });
});

describe('returnTypesAsCode over several lines', () => {
  it('joins a multi-line object type and a leading-pipe union into one code span', () => {
    const object = '## Returns\n\n`Promise`\\<\\{\n  `account`: `string`;\n  `publicKey`: `string`;\n\\}\\>\n\nAn object.';
    expect(returnTypesAsCode(object)).toBe('## Returns\n\n<code>Promise&lt;{ account: string; publicKey: string; }&gt;</code>\n\nAn object.');
    const union = '**Returns**\n\n\\| [`ReadonlyUint8Array`](r.md)\n  \\| `Uint8Array`';
    expect(returnTypesAsCode(union)).toBe('**Returns**\n\n<code>[ReadonlyUint8Array](r.md) \\| Uint8Array</code>');
  });
  it('joins a type predicate', () => {
    expect(returnTypesAsCode('## Returns\n\n`signer` *is* [`KeyPair`](k.md)')).toBe('## Returns\n\n<code>signer is [KeyPair](k.md)</code>');
  });
});
