import { DeclarationReflection, IntrinsicType, ParameterReflection, ReflectionFlag, ReflectionKind, SignatureReflection } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { signatureLines } from './layout';
import { signatureParts } from './theme';
import { textOf } from './tokens';

const noLinks = () => undefined;
const text = (sig: SignatureReflection, accessor?: 'get' | 'set') => signatureLines(signatureParts(sig, noLinks, accessor), 200).map(textOf).join('\n');

function signature(parentKind: ReflectionKind, name: string, kind: SignatureReflection['kind'] = ReflectionKind.CallSignature) {
  const parent = new DeclarationReflection(name, parentKind);
  const sig = new SignatureReflection(name, kind, parent);
  const param = new ParameterReflection('value', ReflectionKind.Parameter, sig);
  param.type = new IntrinsicType('string');
  sig.parameters = [param];
  sig.type = new IntrinsicType('number');
  return { parent, sig };
}

describe('signatureParts', () => {
  it('starts a function with the keyword and a method with its modifiers and ?', () => {
    expect(text(signature(ReflectionKind.Function, 'f').sig)).toBe('function f(value: string): number;');
    const { parent, sig } = signature(ReflectionKind.Method, 'm');
    parent.setFlag(ReflectionFlag.Static, true);
    parent.setFlag(ReflectionFlag.Optional, true);
    expect(text(sig)).toBe('static m?(value: string): number;');
  });
  it('writes constructors with new, accessors with get and set (a setter has no return type)', () => {
    expect(text(signature(ReflectionKind.Constructor, 'Client', ReflectionKind.ConstructorSignature).sig)).toBe('new Client(value: string): number;');
    const { sig } = signature(ReflectionKind.Accessor, 'rpcUrl', ReflectionKind.SetSignature);
    expect(text(sig, 'set')).toBe('set rpcUrl(value: string);');
    const getter = signature(ReflectionKind.Accessor, 'rpcUrl', ReflectionKind.GetSignature).sig;
    getter.parameters = [];
    expect(text(getter, 'get')).toBe('get rpcUrl(): number;');
  });
});
