import { ReflectionKind } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { diffDeclarations, mainUnresolvedReason } from './compare';
import { describeDeclaration } from './declarations';
import { textPrinter, type TypeLike } from './type-text';

const ref = (name: string, typeArguments?: TypeLike[]): TypeLike => ({ type: 'reference', name, typeArguments });
const record: TypeLike = ref('Readonly', [ref('Record', [ref('Address'), ref('SignatureBytes')])]);
const aliases: Record<string, TypeLike> = { SignatureDictionary: record, PactValue: { type: 'union', types: [{ type: 'intrinsic', name: 'string' }, { type: 'array', elementType: ref('PactValue') }] } };
const expand = (t: TypeLike) => aliases[t.name ?? ''];

describe('textPrinter', () => {
  it('writes a project alias out when asked, and a recursive one only once', () => {
    expect(textPrinter().typeText(ref('SignatureDictionary'))).toBe('SignatureDictionary');
    expect(textPrinter(expand).typeText(ref('SignatureDictionary'))).toBe('Readonly<Record<Address, SignatureBytes>>');
    expect(textPrinter(expand).typeText(ref('PactValue'))).toBe('PactValue[] | string');
  });
});

describe('describeDeclaration', () => {
  const fn = (param: TypeLike) => ({ name: 'createSignableMessage', kind: ReflectionKind.Function, signatures: [{ parameters: [{ name: 'signatures', type: param, flags: { isOptional: true } }], type: ref('SignableMessage') }] });
  it('keeps the line as written and adds the expanded line only when it differs', () => {
    expect(describeDeclaration(fn(ref('SignatureDictionary')), expand)).toEqual({ kind: 'function', text: '(signatures?: SignatureDictionary): SignableMessage', expanded: '(signatures?: Readonly<Record<Address, SignatureBytes>>): SignableMessage', members: {} });
    expect(describeDeclaration(fn(record), expand)).toEqual({ kind: 'function', text: '(signatures?: Readonly<Record<Address, SignatureBytes>>): SignableMessage', members: {} });
  });
  it('counts an alias and its definition as alike between versions', () => {
    const main = { ...describeDeclaration(fn(ref('SignatureDictionary')), expand), unresolved: [] };
    const npm = { ...describeDeclaration(fn(record), expand), unresolved: [] };
    expect(diffDeclarations('createSignableMessage', main, npm)).toBeUndefined();
    expect(diffDeclarations('createSignableMessage', main, { ...npm, text: '(signatures?: string): SignableMessage' })?.before).toBe('(signatures?: string): SignableMessage');
  });
});

describe('describeDeclaration of a class', () => {
  it('leaves out a static member inherited from outside the packages, which the build\'s installed types decide', () => {
    const member = (name: string, extra: object) => ({ name, kind: ReflectionKind.Property, type: { type: 'intrinsic', name: 'number' }, ...extra });
    const cls = {
      name: 'ClientError',
      kind: ReflectionKind.Class,
      children: [
        member('stackTraceLimit', { flags: { isStatic: true }, inheritedFrom: { name: 'ErrorConstructor.stackTraceLimit' } }),
        member('retries', { flags: { isStatic: true }, inheritedFrom: { name: 'BaseError.retries', reflection: {} } }),
        member('code', { flags: {}, inheritedFrom: { name: 'Error.code' } }),
        member('status', {}),
      ],
    };
    expect(Object.keys(describeDeclaration(cls as never).members).sort()).toEqual(['code', 'retries', 'status']);
  });
});

describe('mainUnresolvedReason', () => {
  it('says where main lacks the module', () => {
    expect(mainUnresolvedReason('@kadena/types')).toBe("main's dependency @kadena/types is not installed in the checkout this site is built from");
  });
});
