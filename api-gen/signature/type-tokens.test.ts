import {
  ArrayType,
  DeclarationReflection,
  FileRegistry,
  IntrinsicType,
  LiteralType,
  ParameterReflection,
  PredicateType,
  ProjectReflection,
  ReferenceType,
  ReflectionFlag,
  ReflectionKind,
  ReflectionType,
  SignatureReflection,
  UnionType,
  type SomeType,
} from 'typedoc';
import { describe, expect, it } from 'vitest';
import { textOf } from './tokens';
import { parameterTokens, shownDefault, typeTokens, writtenName, type Linker } from './type-tokens';

const project = new ProjectReflection('test', new FileRegistry());
const ref = (name: string, args?: SomeType[]) => {
  const r = ReferenceType.createBrokenReference(name, project, undefined);
  if (args) r.typeArguments = args;
  return r;
};
/** The symbol → URL map of the test: toolkit types have a page, others do not. */
const urls: Record<string, string> = { BatchResult: '../interfaces/BatchResult.md', TransactionResult: '../interfaces/TransactionResult.md', Signer: 'Signer.md' };
const link: Linker = (r) => urls[r.name];

describe('typeTokens', () => {
  it('links toolkit types inside generics and keeps outside types as text', () => {
    const tokens = typeTokens(ref('Promise', [ref('BatchResult', [ref('TransactionResult')])]), link);
    expect(textOf(tokens)).toBe('Promise<BatchResult<TransactionResult>>');
    expect(tokens.filter((t) => t.url).map((t) => [t.text, t.url])).toEqual([
      ['BatchResult', '../interfaces/BatchResult.md'],
      ['TransactionResult', '../interfaces/TransactionResult.md'],
    ]);
    expect(tokens.find((t) => t.text === 'Promise')).toEqual({ text: 'Promise', kind: 'type' });
  });

  it('writes arrays of unions with parentheses, and literals as TypeScript', () => {
    const type = new ArrayType(new UnionType([ref('Signer'), new IntrinsicType('null'), new LiteralType('a"b'), new LiteralType(3)]));
    const tokens = typeTokens(type, link);
    expect(textOf(tokens)).toBe('(Signer | null | "a\\"b" | 3)[]');
    expect(tokens.find((t) => t.url)?.text).toBe('Signer');
  });

  it('writes type predicates whole', () => {
    expect(textOf(typeTokens(new PredicateType('value', false, ref('Signer')), link))).toBe('value is Signer');
    expect(textOf(typeTokens(new PredicateType('value', true, undefined), link))).toBe('asserts value');
  });

  it('writes inline object types with their members and function types with their parameters', () => {
    const decl = new DeclarationReflection('__type', ReflectionKind.TypeLiteral);
    const prop = new DeclarationReflection('batchSize', ReflectionKind.Property, decl);
    prop.type = new IntrinsicType('number');
    prop.setFlag(ReflectionFlag.Optional, true);
    const items = new DeclarationReflection('items', ReflectionKind.Property, decl);
    items.type = new ArrayType(ref('Signer'));
    decl.children = [prop, items];
    const object = typeTokens(new ReflectionType(decl), link);
    expect(textOf(object)).toBe('{ batchSize?: number; items: Signer[] }');
    expect(object.find((t) => t.url)?.url).toBe('Signer.md');

    const fn = new DeclarationReflection('__type', ReflectionKind.TypeLiteral);
    const sig = new SignatureReflection('__type', ReflectionKind.CallSignature, fn);
    const param = new ParameterReflection('message', ReflectionKind.Parameter, sig);
    param.type = ref('Uint8Array');
    sig.parameters = [param];
    sig.type = ref('Promise', [new IntrinsicType('string')]);
    fn.signatures = [sig];
    expect(textOf(typeTokens(new ReflectionType(fn), link))).toBe('(message: Uint8Array) => Promise<string>');
  });

  it('does not link a type parameter even when a page has its name', () => {
    const t = ref('Signer');
    t.refersToTypeParameter = true;
    expect(typeTokens(t, link)[0]).toEqual({ text: 'Signer', kind: 'typeParameter' });
  });
});

describe('writtenName', () => {
  it('drops the numbered alias a bundled declaration file gives a name, and keeps other names', () => {
    expect(writtenName('PactCmdPayload$1')).toBe('PactCmdPayload');
    expect(textOf(typeTokens(ref('PactCmdPayload$1'), link))).toBe('PactCmdPayload');
    expect(writtenName('$state')).toBe('$state');
    expect(writtenName('Base64')).toBe('Base64');
  });
});

describe('parameterTokens', () => {
  const sig = new SignatureReflection('submitAndWait', ReflectionKind.CallSignature, new DeclarationReflection('submitAndWait', ReflectionKind.Method));
  const param = (name: string, defaultValue?: string, optional = false) => {
    const p = new ParameterReflection(name, ReflectionKind.Parameter, sig);
    p.type = new IntrinsicType('number');
    p.defaultValue = defaultValue;
    p.setFlag(ReflectionFlag.Optional, optional);
    return p;
  };

  it('writes a default into the signature as TypeScript does, without the question mark', () => {
    const tokens = parameterTokens(param('pollInterval', '5000', true), link);
    expect(textOf(tokens)).toBe('pollInterval: number = 5000');
    expect(tokens.at(-1)).toEqual({ text: '5000', kind: 'number' });
    expect(textOf(parameterTokens(param('mode', '"fast"'), link))).toBe('mode: number = "fast"');
  });

  it('leaves out a default TypeDoc could not write or one too long for a line', () => {
    expect(textOf(parameterTokens(param('options', '...', true), link))).toBe('options?: number');
    expect(textOf(parameterTokens(param('options', `{ ${'a: 1, '.repeat(10)}}`, true), link))).toBe('options?: number');
    expect(shownDefault('  5000 ')).toBe('5000');
  });
});
